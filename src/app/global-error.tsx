'use client'

/** Last-resort error page, used when even the site's layout failed to render. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>Algo deu errado por aqui.</h1>
        <p>Tivemos um problema ao carregar esta página. Tente de novo em instantes.</p>
        <p>
          <button type="button" onClick={reset} style={{ minHeight: 48, padding: '0 1.25rem', marginRight: 12 }}>
            Tentar novamente
          </button>
          <a href="/">Voltar para o início</a>
        </p>
      </body>
    </html>
  )
}
