/** A link target from rich text, allowed only with http, https, mailto or tel (or site-relative). Otherwise '#'. */
export function safeHref(url: string | null | undefined): string {
  const value = (url ?? '').trim()
  if (!value) return '#'
  if (value.startsWith('/') && !value.startsWith('//')) return value
  if (value.startsWith('#')) return value
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u001f\s]/g, ''))?.[1]?.toLowerCase()
  return scheme && ['http', 'https', 'mailto', 'tel'].includes(scheme) ? value : '#'
}
