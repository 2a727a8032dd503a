import type { PostSummary } from '../types'
import type { BlogEntry } from './blog-explorer'
import { PostCard } from './post-card'

/** Cards in the first row on a wide screen: their images are above the fold and load at once. */
const EAGER_IMAGES = 3

/**
 * The blog list's posts with their cards rendered on the server (the explorer only places them), each
 * with the id 'Carregar mais' moves the focus to (#post-1, #post-2...).
 */
export function blogEntries(posts: PostSummary[]): BlogEntry[] {
  return posts.map((post, index) => ({
    id: post.id,
    card: (
      <PostCard
        post={post}
        headingLevel="h2"
        id={`post-${index + 1}`}
        image={index === 0 ? 'priority' : index < EAGER_IMAGES ? 'eager' : 'lazy'}
      />
    ),
  }))
}
