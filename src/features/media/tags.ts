/**
 * Cache tag that an edited or deleted image expires. Every query whose result shows uploaded media
 * includes it in its own tags (posts, cases, testimonials, store templates), so media knows none of them.
 */
export const MEDIA_TAG = 'media'
