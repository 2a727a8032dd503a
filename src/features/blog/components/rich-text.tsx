import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import type { LexicalDocument } from '@/kit/lexical'
import { type LinkFields, linkHref, NEW_TAB } from '../rich-text-rules'

type Children = { children: never[] }

/** Lexical's JSX converters with the site's rules for links and list items (rich-text-rules.ts), like the API's HTML. */
const converters: JSXConvertersFunction = ({ defaultConverters }) => {
  const link = (({ node, nodesToJSX }) => {
    const { fields, children } = node as unknown as { fields: LinkFields } & Children
    return (
      <a href={linkHref(fields)} {...(fields.newTab ? NEW_TAB : {})}>
        {nodesToJSX({ nodes: children })}
      </a>
    )
  }) as NonNullable<typeof defaultConverters.link>
  const listitem = (({ node, nodesToJSX }) => (
    <li>{nodesToJSX({ nodes: (node as unknown as Children).children })}</li>
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
