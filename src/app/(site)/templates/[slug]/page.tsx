import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PreviewBanner } from '@/features/admin/preview-banner'
import { isStaffPreview } from '@/features/admin/queries'
import { productJsonLd } from '@/features/store/catalogue/product-json-ld'
import { findPublishedTemplate, getStorePaymentSettings, getStoreTemplatePreview } from '@/features/store/queries'
import { TemplateDetail } from '@/features/store/catalogue/template-detail'
import { getSiteSettings } from '@/features/site/queries'
import { notFoundMetadata } from '@/features/site/not-found-metadata'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { redirectIfMoved } from '@/features/seo/queries'
import { buildDocumentMetadata, jsonLdSeo } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const template = await findPublishedTemplate((await params).slug)
  if (!template) return notFoundMetadata('Template não encontrado', 'O template que você está procurando não existe ou saiu do catálogo.')
  return buildDocumentMetadata({
    title: `Template ${template.title}`,
    description: template.description,
    path: `/templates/${template.slug}`,
    image: template.cover ? { url: template.cover.url, width: template.cover.width, height: template.cover.height, alt: template.cover.alt } : undefined,
  }, template.seo)
}

export default async function Page({ params, searchParams }: Props) {
  const { slug } = await params
  const preview = await isStaffPreview()
  const template = preview ? await getStoreTemplatePreview(slug) : await findPublishedTemplate(slug)
  if (!template) {
    await redirectIfMoved(`/templates/${slug}`)
    notFound()
  }
  const [settings, query, payment] = await Promise.all([getSiteSettings(), searchParams, getStorePaymentSettings()])
  return (
    <>
      {preview && <PreviewBanner path={`/templates/${slug}`} />}
      <TemplateDetail template={template} checkoutFailed={query.compra === 'erro'} invalidData={query.compra === 'dados'} couponRefused={query.compra === 'cupom'} payment={payment} />
      <JsonLd
        data={[
          { ...productJsonLd(template, env.SITE_URL, settings.brandName), ...jsonLdSeo(template.seo) },
          breadcrumbJsonLd(env.SITE_URL, [
            { name: 'Início', path: '/' },
            { name: 'Templates', path: '/templates' },
            { name: template.title, path: `/templates/${template.slug}` },
          ]),
        ]}
      />
    </>
  )
}
