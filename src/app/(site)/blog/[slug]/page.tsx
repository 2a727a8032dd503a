import { ArrowLeft, Clock } from '@/ui/icons'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PreviewBanner } from '@/features/admin/preview-banner'
import { isStaffPreview } from '@/features/admin/queries'
import { PostCard } from '@/features/blog/components/post-card'
import { RichText } from '@/features/blog/components/rich-text'
import { ShareButton } from '@/features/blog/components/share-button'
import { postingJsonLd } from '@/features/blog/json-ld'
import { getAllPosts, getBlogPage, getPostBySlug, getRelatedPosts, getPostPreview } from '@/features/blog/queries'
import { notFoundMetadata } from '@/features/site/not-found-metadata'
import { env } from '@/lib/env'
import { formatDate } from '@/lib/format'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { redirectIfMoved } from '@/features/seo/queries'
import { buildDocumentMetadata, jsonLdSeo } from '@/lib/seo'
import { Badge } from '@/ui/badge'
import { SafeImage } from '@/ui/safe-image'
import { SectionHeading } from '@/ui/section-heading'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getAllPosts()).map((post) => ({ slug: post.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPostBySlug((await params).slug)
  if (!post) return notFoundMetadata('Post não encontrado', 'O post que você está procurando não existe.')
  const metadata = buildDocumentMetadata({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    type: 'article',
    publishedTime: post.date,
    ...(post.image ? { image: { url: post.image.url, width: post.image.width, height: post.image.height, alt: post.image.alt } } : {}),
  }, post.seo)
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': `${env.SITE_URL}/blog/rss.xml` } },
  }
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params
  const preview = await isStaffPreview()
  const post = preview ? await getPostPreview(slug) : await getPostBySlug(slug)
  if (!post) {
    await redirectIfMoved(`/blog/${slug}`)
    notFound()
  }
  const [related, { postPage }] = await Promise.all([getRelatedPosts(post, 3), getBlogPage()])
  return (
    <>
      {preview && <PreviewBanner path={`/blog/${slug}`} />}
      <article>
        <header className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
          <div className="container-page py-10 sm:py-14">
            <Link href="/blog" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-100 hover:text-white">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Voltar ao Blog
            </Link>
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-brand-100">
              <Badge tone="accent">{post.category}</Badge>
              <span>{post.author}</span>
              <time dateTime={post.date}>{formatDate(post.date)}</time>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {post.readingTime} min de leitura
              </span>
            </div>
            <h1 className="mt-4 max-w-4xl text-3xl font-bold tracking-tight sm:text-5xl">{post.title}</h1>
            <p className="mt-4 max-w-3xl text-lg text-brand-100">{post.excerpt}</p>
          </div>
        </header>
        <div className="container-page py-10 sm:py-14">
          <div className="mx-auto max-w-4xl">
            <SafeImage image={post.image} priority sizes="(min-width: 960px) 896px, 100vw" className="rounded-lg" />
            <div className="mt-6 flex justify-end">
              <ShareButton title={post.title} text={post.excerpt} />
            </div>
            <RichText data={post.content} />
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="relacionados" className="bg-slate-50 py-14 sm:py-20">
          <div className="container-page">
            <SectionHeading id="relacionados" title={postPage.relatedTitle} />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <JsonLd
        data={[
          { ...postingJsonLd(env.SITE_URL, post), ...jsonLdSeo(post.seo) },
          breadcrumbJsonLd(env.SITE_URL, [
            { name: 'Início', path: '/' },
            { name: 'Blog', path: '/blog' },
            { name: post.title, path: `/blog/${post.slug}` },
          ]),
        ]}
      />
    </>
  )
}
