import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import type { LexicalDocument } from '../lexical'
import { safeHref } from '../safe-href'

type LinkFields = { url?: string; newTab?: boolean; linkType?: string; doc?: { relationTo?: string; value?: { slug?: string } | number } }

function hrefOf(fields: LinkFields): string {
  if (fields.linkType === 'internal') {
    const doc = fields.doc
    const slug = doc && typeof doc.value === 'object' ? doc.value.slug : undefined
    if (slug && doc?.relationTo === 'posts') return `/blog/${slug}`
    if (slug && doc?.relationTo === 'cases') return `/cases/${slug}`
    return '#'
  }
  return safeHref(fields.url)
}

/** Links only with safe schemes; internal links to posts and cases; valid list items. */
const converters: JSXConvertersFunction = ({ defaultConverters }) => {
  const link = (({ node, nodesToJSX }) => {
    const fields = (node as unknown as { fields: LinkFields }).fields
    return (
      <a
        href={hrefOf(fields)}
        {...(fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {nodesToJSX({ nodes: (node as unknown as { children: never[] }).children })}
      </a>
    )
  }) as NonNullable<typeof defaultConverters.link>
  // Lexical's default list item writes `value="n"` on every <li>, which HTML allows only inside <ol>;
  // the browser numbers ordered lists by itself, so the attribute is left out.
  const listitem = (({ node, nodesToJSX }) => (
    <li>{nodesToJSX({ nodes: (node as unknown as { children: never[] }).children })}</li>
  )) as NonNullable<typeof defaultConverters.listitem>
  return { ...defaultConverters, link, autolink: link as never, listitem }
}

/** A post's content from the CMS, with article typography (line length ≤ 75 characters). */
export function RichText({ data }: { data: LexicalDocument }) {
  return (
    <LexicalRichText
      data={data as never}
      converters={converters}
      className="max-w-[68ch] text-lg leading-relaxed text-slate-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900 [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
    />
  )
}
