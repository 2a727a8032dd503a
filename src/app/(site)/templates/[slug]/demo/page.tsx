import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findPublishedTemplate } from '@/features/store/queries'
import { TemplateDemo } from '@/features/store/catalogue/template-demo'
import { demoPath } from '@/features/store/catalogue/template-view'
import { buildMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }


export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const template = await findPublishedTemplate((await params).slug)
  if (!template) return { title: 'Template não encontrado', robots: { index: false, follow: false } }
  return buildMetadata({
    title: `Demonstração: ${template.title}`,
    description: `Veja as páginas do template ${template.title} antes de comprar.`,
    path: demoPath(template.slug),
    noindex: true,
  })
}

/** The live demo of a template, served by this site (noindex: the product page is the one to find). */
export default async function Page({ params }: Props) {
  const template = await findPublishedTemplate((await params).slug)
  if (!template) notFound()
  return <TemplateDemo template={template} />
}
