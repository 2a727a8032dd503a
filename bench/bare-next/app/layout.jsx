// The bare framework page the phone-speed gate compares every public route with: Next's App Router with
// nothing of ours (no CSS, no fonts, no components), built and served by `next start` as its authors ship it.
export const metadata = { title: 'Página mínima do Next', description: 'Referência de desempenho: uma página vazia do Next.' }

export default function RootLayout({ children }) {
  return (
    <html lang="pt-BR">
      <body>{children}</body>
    </html>
  )
}
