/** Cache tag of every blog post query; collection hooks expire it after an edit. */
export const POSTS_TAG = 'posts'
/** Cache tag of the blog's fixed texts (the "Página do blog" global). */
export const BLOG_PAGE_TAG = 'page:blog'
