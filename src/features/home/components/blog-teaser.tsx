import { PostCard } from '@/features/blog/components/post-card'
import type { PostSummary } from '@/features/blog/types'
import { ButtonLink } from '@/ui/button'
import { SectionHeading } from '@/ui/section-heading'

import { HOME_SECTIONS, type HomeSections } from '../home-page-defaults'

/** #blog: the 6 latest posts and a link to the blog. */
export function BlogTeaser({ posts, heading = HOME_SECTIONS.blogSection }: { posts: PostSummary[]; heading?: HomeSections['blogSection'] }) {
  return (
    <section id="blog" aria-labelledby="blog-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading eyebrow={heading.eyebrow} id="blog-title" title={heading.title} />
        {posts.length === 0 ? (
          <p className="text-center text-slate-600">Nenhum post disponível no momento</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10 text-center">
          <ButtonLink href="/blog" variant="outline">
            {heading.button}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
