import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { StarRow } from './star-row'

const paths = (html: string) => [...html.matchAll(/<path d="([^"]+)" class="([^"]+)"/g)].map(([, d, cls]) => ({ stars: d!.split('M').length - 1, cls }))

describe('StarRow', () => {
  it('draws the filled and the empty stars as two paths of one hidden SVG', () => {
    const html = renderToStaticMarkup(<StarRow filled={3} className="h-5" filledClassName="cheia" emptyClassName="vazia" />)
    expect(html.match(/<svg/g)).toHaveLength(1)
    expect(html).toContain('aria-hidden="true"')
    expect(paths(html)).toEqual([
      { stars: 3, cls: 'cheia' },
      { stars: 2, cls: 'vazia' },
    ])
  })

  it('five of five is one path; the count is kept between none and all', () => {
    expect(paths(renderToStaticMarkup(<StarRow filled={5} />))).toEqual([{ stars: 5, cls: 'fill-current' }])
    expect(paths(renderToStaticMarkup(<StarRow filled={9} />))).toEqual([{ stars: 5, cls: 'fill-current' }])
    expect(paths(renderToStaticMarkup(<StarRow filled={-1} />))).toEqual([{ stars: 5, cls: 'fill-none' }])
  })

  it('is far smaller than five icons', () => {
    expect(renderToStaticMarkup(<StarRow filled={5} className="h-4" />).length).toBeLessThan(700)
  })
})
