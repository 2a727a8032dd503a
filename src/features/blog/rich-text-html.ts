import type { SerializedAutoLinkNode, SerializedLinkNode, SerializedListItemNode } from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML, type HTMLConverter, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'

import type { LexicalDocument } from '@/kit/lexical'
import { type LinkFields, linkHref, NEW_TAB } from './rich-text-rules'

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const link: HTMLConverter<SerializedLinkNode | SerializedAutoLinkNode> = ({ node, nodesToHTML }) => {
  const fields = node.fields as LinkFields
  const target = fields.newTab ? ` target="${NEW_TAB.target}" rel="${NEW_TAB.rel}"` : ''
  return `<a href="${escapeAttribute(linkHref(fields))}"${target}>${nodesToHTML({ nodes: node.children }).join('')}</a>`
}

const listitem: HTMLConverter<SerializedListItemNode> = ({ node, nodesToHTML }) => `<li>${nodesToHTML({ nodes: node.children }).join('')}</li>`

/** Lexical's HTML converters with the site's rules for links and list items (rich-text-rules.ts). */
const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({ ...defaultConverters, link, autolink: link, listitem })

/** A post's content as HTML for the public API, with the same links and lists as the page. */
export function lexicalToHtml(data: LexicalDocument): string {
  return convertLexicalToHTML({ data: data as never, converters, disableContainer: true })
}
