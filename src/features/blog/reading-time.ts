/** Text of an HTML fragment: tags stripped, entities as spaces. */
export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ')
}

/** Minutes to read: words of the text (HTML tags stripped) / 200, rounded up, at least 1. */
export function readingTime(textOrHtml: string): number {
  const words = stripTags(textOrHtml).split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / 200))
}
