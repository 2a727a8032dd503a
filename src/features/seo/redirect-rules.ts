/**
 * The rules of the redirects table, as pure functions: how a typed address becomes the path stored in
 * `from`, where a redirect finally leads (following redirects whose target itself redirects), and
 * which redirect would make a loop.
 */

/** A redirect as the rules see it: its source path and its target (a path of this site or an address). */
export type RedirectEdge = { id?: number | string; from: string; to: string; permanent: boolean }

/**
 * The path of an address typed by staff: '/blog/Post/' → '/blog/Post', 'https://<site>/a?b' → '/a?b'
 * for this site's own address, 'blog/x' → '/blog/x'. Returns null for an address of another site (or
 * an empty one), which cannot be a source.
 */
export function normalizePath(value: string, siteUrl: string): string | null {
  let text = value.trim()
  if (!text) return null
  if (/^https?:\/\//i.test(text)) {
    const url = new URL(text)
    const site = new URL(siteUrl)
    if (url.host !== site.host) return null
    text = url.pathname + url.search
  }
  if (text.startsWith('//')) return null
  if (!text.startsWith('/')) text = `/${text}`
  const [path, query] = splitQuery(text)
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return query ? `${trimmed}?${query}` : trimmed
}

function splitQuery(text: string): [string, string] {
  const at = text.indexOf('?')
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)]
}

/** A target as a comparable path when it is on this site (a path or this site's own address); otherwise null. */
export function internalPath(target: string, siteUrl: string): string | null {
  if (/^https?:\/\//i.test(target)) return normalizePath(target, siteUrl)
  return target.startsWith('/') && !target.startsWith('//') ? normalizePath(target, siteUrl) : null
}

export type Resolution = { to: string; permanent: boolean; hops: string[] }

/**
 * Where a redirect from `from` ends: follows targets that themselves redirect, up to `maxHops`. The
 * whole chain is permanent only if every step is. Returns null when nothing redirects from `from`, and
 * `{ loop: true }` when the chain comes back to an address it already passed.
 */
export function resolveChain(
  from: string,
  edges: RedirectEdge[],
  siteUrl: string,
  maxHops = 10,
): (Resolution & { loop?: false }) | { loop: true; hops: string[] } | null {
  const bySource = new Map(edges.map((edge) => [edge.from, edge]))
  let edge = bySource.get(from)
  if (!edge) return null
  const hops = [from]
  let permanent = true
  for (let i = 0; i < maxHops; i += 1) {
    permanent &&= edge.permanent
    const next = internalPath(edge.to, siteUrl)
    if (next && hops.includes(next)) return { loop: true, hops: [...hops, next] }
    const following = next ? bySource.get(next) : undefined
    if (!following) return { to: edge.to, permanent, hops: [...hops, next ?? edge.to] }
    hops.push(next as string)
    edge = following
  }
  return { loop: true, hops }
}

/**
 * Why a redirect cannot be saved as it is (pt-BR, for the admin), or null when it can: a target equal
 * to its own source, or one that leads back to it through the other redirects.
 */
export function loopProblem(candidate: RedirectEdge, others: RedirectEdge[], siteUrl: string): string | null {
  const target = internalPath(candidate.to, siteUrl)
  if (target === candidate.from) return 'Um redirecionamento não pode levar ao próprio endereço de origem.'
  const table = [...others.filter((edge) => edge.from !== candidate.from && (candidate.id === undefined || edge.id !== candidate.id)), candidate]
  const result = resolveChain(candidate.from, table, siteUrl)
  if (result && result.loop) {
    return `Este redirecionamento criaria um ciclo (${result.hops.join(' → ')}). Escolha outro destino.`
  }
  return null
}
