import { Clock } from '@/ui/icons'
import Link from 'next/link'

import { formatDate } from '@/lib/format'
import { Badge } from '@/ui/badge'
import { type ImageLoading, SafeImage } from '@/ui/safe-image'

import type { PostSummary } from '../types'

/**
 * A post in a grid: cover, category, reading time, title (the card's one link, stretched over the card),
 * excerpt, author and date. `image`: how the cover loads ('lazy' below the fold).
 */
export function PostCard({
  post,
  headingLevel = 'h3',
  id,
  image = 'lazy',
}: {
  post: PostSummary
  headingLevel?: 'h2' | 'h3'
  id?: string
  image?: ImageLoading
}) {
  const Heading = headingLevel
  return (
    <article
      id={id}
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-(--shadow-card) transition-shadow duration-200 focus-within:shadow-(--shadow-raised) hover:shadow-(--shadow-raised)"
    >
      <SafeImage image={post.image} loading={image} alt="" sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" className="aspect-[1200/630]" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <Badge>{post.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {post.readingTime} min de leitura
          </span>
        </div>
        <Heading className="mt-3 text-xl font-bold text-slate-900">
          <Link
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-600">{post.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">
          {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
      </div>
    </article>
  )
}
