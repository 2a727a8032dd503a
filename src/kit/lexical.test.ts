import { describe, expect, it } from 'vitest'

import { lexicalFromBlocks, lexicalToText } from './lexical'

describe('lexical helpers', () => {
  it('builds a document and reads its text back', () => {
    const doc = lexicalFromBlocks([{ h: 'Título' }, 'Primeiro parágrafo.', { ul: ['um', 'dois'] }])
    expect(lexicalToText(doc)).toBe('Título Primeiro parágrafo. um dois')
  })
  it('reads nothing from empty values', () => {
    expect(lexicalToText(null)).toBe('')
    expect(lexicalToText({})).toBe('')
  })
})
