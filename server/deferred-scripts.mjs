/**
 * Paint first, then load the JavaScript.
 *
 * Next puts its chunks in the document's head as `<script async>` (and one `<link rel="preload">`).
 * A phone then fetches and runs about 130 KB of framework code while it is still parsing the page, and
 * paints only afterwards: measured with Lighthouse, the first paint of a server-rendered page waited for
 * the whole boot of React, and the largest paint (the hero's text) for even more. Every public page is
 * complete HTML, so nothing visible needs that code before the first paint: this rewrites the document so
 * that the same scripts are added, in the same order and still `async`, right after the browser has
 * painted (the frame after parsing ends; at once when the page is not visible, where nothing is painted).
 * The page becomes interactive a few milliseconds later than before, once per visit; the chunks are
 * immutable and cached afterwards.
 *
 * The inline loader is an ordinary inline script: the server hashes it into the Content-Security-Policy
 * with the others (html-csp.mjs), and the scripts it adds come from our own origin ('self').
 */
const PRELOAD = /<link rel="preload" as="script"[^>]*?href="(\/_next\/static\/[^"]+\.js)"[^>]*>/g
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g

/** The loader: adds the scripts after the next paint (or at once when nothing will be painted). */
export function loaderScript(sources) {
  return (
    '<script>(function(){var s=' +
    JSON.stringify(sources) +
    ',d=0;function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}' +
    'if(document.visibilityState==="visible"){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,2000)}else go()})()</script>'
  )
}

/** Returns the document with Next's script tags replaced by the after-paint loader (unchanged if it has none). */
export function deferScripts(html) {
  const sources = []
  const add = (src) => {
    if (!sources.includes(src)) sources.push(src)
    return ''
  }
  const rewritten = html.replace(PRELOAD, (_, src) => add(src)).replace(ASYNC_SCRIPT, (_, src) => add(src))
  const end = rewritten.lastIndexOf('</body>')
  if (!sources.length || end === -1) return html
  return `${rewritten.slice(0, end)}${loaderScript(sources)}${rewritten.slice(end)}`
}
