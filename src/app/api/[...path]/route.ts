/** Unknown addresses under /api answer in JSON, as API clients expect. */
const notFound = () => Response.json({ error: 'Recurso não encontrado.' }, { status: 404 })

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
