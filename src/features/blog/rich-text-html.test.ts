import { afterEach, describe, expect, it, vi } from 'vitest'

import { lexicalFromBlocks, type LexicalDocument, type LexicalNode } from '@/kit/lexical'
import { lexicalToHtml } from './rich-text-html'
import { internalDocToHref } from './rich-text-rules'

const text = (value: string): LexicalNode => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const link = (fields: Record<string, unknown>, label: string): LexicalNode => ({ type: 'link', version: 3, fields, children: [text(label)] })
const paragraph = (...children: LexicalNode[]): LexicalDocument => ({
  root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children }] },
})

afterEach(() => vi.restoreAllMocks())

describe('rich text as HTML (the public API)', () => {
  it('gives internal links the address of the post or case they point to, without a console error', () => {
    const error = vi.spyOn(console, 'error')
    const html = lexicalToHtml(
      paragraph(
        link({ linkType: 'internal', doc: { relationTo: 'posts', value: { id: 3, slug: 'seo-local' } } }, 'post'),
        link({ linkType: 'internal', doc: { relationTo: 'cases', value: { id: 4, slug: 'loja-de-moda' } }, newTab: true }, 'case'),
      ),
    )
    expect(html).toContain('<a href="/blog/seo-local">post</a>')
    expect(html).toContain('<a href="/cases/loja-de-moda" target="_blank" rel="noopener noreferrer">case</a>')
    expect(error).not.toHaveBeenCalled()
  })

  it('keeps only safe schemes on external links', () => {
    const html = lexicalToHtml(paragraph(link({ linkType: 'custom', url: 'javascript:alert(1)' }, 'x'), link({ linkType: 'custom', url: 'https://exemplo.com.br/?a=1&b="2"' }, 'y')))
    expect(html).toContain('<a href="#">x</a>')
    expect(html).toContain('<a href="https://exemplo.com.br/?a=1&amp;b=&quot;2&quot;">y</a>')
  })

  it('writes list items without the value attribute (invalid inside <ul>)', () => {
    const html = lexicalToHtml(lexicalFromBlocks([{ ul: ['um', 'dois'] }]))
    expect(html).toMatch(/<ul[^>]*><li>um<\/li><li>dois<\/li><\/ul>/)
    expect(html).not.toContain('value=')
  })
})

describe('internalDocToHref', () => {
  it("is '#' for a document that is not populated or has no page", () => {
    expect(internalDocToHref({ linkNode: { fields: { doc: { relationTo: 'posts', value: 7 } } } })).toBe('#')
    expect(internalDocToHref({ linkNode: { fields: { doc: { relationTo: 'media', value: { slug: 'x' } } } } })).toBe('#')
  })
})
