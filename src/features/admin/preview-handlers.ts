import { draftMode } from 'next/headers'

import { isStaff } from '@/features/accounts/roles'
import { getPayloadClient } from '@/lib/payload'

import { isPreviewCollection, PREVIEW_PATHS } from '@/kit/preview-link'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const noStore = { 'Cache-Control': 'no-store' }

const redirect = (location: string) => new Response(null, { status: 307, headers: { Location: location, ...noStore } })

/**
 * GET /api/preview?collection=posts&slug=…: the admin's preview button. Staff only (the session is
 * checked on the server): turns on Next's draft mode and opens the real page, which then shows the
 * latest draft under a "Pré-visualização" bar.
 */
export async function startPreview(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const collection = params.get('collection')
  const slug = params.get('slug') ?? ''
  if (!isPreviewCollection(collection) || slug.length > 200 || !SLUG.test(slug)) {
    return Response.json({ error: 'Pré-visualização inválida.' }, { status: 400, headers: noStore })
  }
  const path = PREVIEW_PATHS[collection](slug)
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return redirect(`/admin/login?${new URLSearchParams({ redirect: `/api/preview?${params}` })}`)
  if (!isStaff(user)) return Response.json({ error: 'Acesso restrito à equipe.' }, { status: 403, headers: noStore })
  ;(await draftMode()).enable()
  return redirect(path)
}

/** GET /api/preview/exit?path=/blog/…: ends draft mode and goes back to the public page. */
export async function exitPreview(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  ;(await draftMode()).disable()
  // Only a path of this site (no '//host' or scheme): the exit link must not become an open redirect.
  return redirect(/^\/(?![/\\])[^\s]*$/.test(path) ? path : '/')
}
