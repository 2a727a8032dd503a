import { describe, expect, it } from 'vitest'

import { deferScripts } from './deferred-scripts.mjs'

const page =
  '<!DOCTYPE html><html lang="pt-BR"><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/app.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script><link rel="preload" as="image" href="/hero.webp"/></head>' +
  '<body><h1>Olá</h1><script id="_R_">(globalThis.TURBOPACK||=[]).push({})</script><script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>self.__next_f.push([1,"x"])</script></body></html>'

describe('deferScripts', () => {
  const html = deferScripts(page)

  it("takes Next's scripts and script preloads out of the parse, so nothing delays the first paint", () => {
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|app|main)\.js"/)
    expect(html).not.toContain('as="script"')
  })

  it('adds each of them once, in order, from one loader that waits for the first paint', () => {
    const loader = html.slice(html.lastIndexOf('<script>'), html.lastIndexOf('</body>'))
    expect(loader).toContain('["/_next/static/chunks/main.js","/_next/static/chunks/react.js","/_next/static/chunks/app.js"]')
    expect(loader).toContain('requestAnimationFrame')
    expect(html.endsWith('</script></body></html>')).toBe(true)
  })

  it('keeps everything else: inline data, the nomodule polyfill, other preloads', () => {
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(html).toContain('<link rel="preload" as="image" href="/hero.webp"/>')
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>')
    expect(html).toContain('<script id="_R_">')
  })

  it('leaves a document without Next scripts as it is', () => {
    const plain = '<!DOCTYPE html><html><body><p>ok</p></body></html>'
    expect(deferScripts(plain)).toBe(plain)
  })

  it('runs the scripts once painted, or at once in a page nobody sees', () => {
    const loader = /<script>(\(function[\s\S]*?)<\/script><\/body>/.exec(html)![1]!
    const added: string[] = []
    const frames: (() => void)[] = []
    const timers: (() => void)[] = []
    const run = (visibilityState: string) =>
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
        { visibilityState, createElement: () => ({}), head: { appendChild: (e: { src: string }) => added.push(e.src) } },
        (f: () => void) => frames.push(f),
        (f: () => void) => timers.push(f),
      )
    run('visible')
    expect(added).toEqual([])
    frames.shift()!()
    timers.shift()!() // the frame's timer: after the paint
    expect(added).toHaveLength(3)
    for (const timer of timers) timer() // the 2 s fallback adds nothing more
    expect(added).toHaveLength(3)
    added.length = 0
    run('hidden')
    expect(added).toHaveLength(3)
  })
})
