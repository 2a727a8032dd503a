export default function Page() {
  return (
    <main>
      <h1>Página mínima</h1>
      <p>Um título e um parágrafo, servidos pelo Next como ele vem.</p>
    </main>
  )
}
