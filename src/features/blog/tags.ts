/** Cache tag of every blog post query; collection hooks expire it after an edit. */
export const POSTS_TAG = 'posts'
