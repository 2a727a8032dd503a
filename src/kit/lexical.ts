/** Small helpers for Lexical rich text (the CMS's editor format): plain text and building documents in code. */

export type LexicalNode = { type: string; text?: string; children?: LexicalNode[]; [key: string]: unknown }
export type LexicalDocument = { root: LexicalNode }

const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote', 'list', 'root'])

/** The words of a Lexical document, blocks separated by spaces. */
export function lexicalToText(doc: unknown): string {
  const root = (doc as LexicalDocument | null)?.root
  if (!root) return ''
  const out: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') out.push(node.text)
    for (const child of node.children ?? []) walk(child)
    if (BLOCKS.has(node.type)) out.push(' ')
  }
  walk(root)
  return out.join('').replace(/\s+/g, ' ').trim()
}

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }
const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })

/** A block of seed content: a paragraph, a sub-heading or a bullet list. */
export type Block = string | { h: string } | { ul: string[] }

/** Builds a Lexical document from simple blocks (used by the demo content). */
export function lexicalFromBlocks(blocks: Block[]): LexicalDocument {
  const children = blocks.map((block): LexicalNode => {
    if (typeof block === 'string') return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(block)] }
    if ('h' in block) return { ...base, type: 'heading', tag: 'h2', children: [text(block.h)] }
    return {
      ...base,
      type: 'list',
      listType: 'bullet',
      start: 1,
      tag: 'ul',
      children: block.ul.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(item)] })),
    }
  })
  return { root: { ...base, type: 'root', children } }
}
