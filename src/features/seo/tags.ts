/** Cache tag of the redirects table; the redirects collection's hooks expire it after an edit. */
export const REDIRECTS_TAG = 'redirects'
/** Cache tag of the fixed pages' SEO documents ("SEO das páginas"). */
export const PAGE_SEO_TAG = 'page-seo'
