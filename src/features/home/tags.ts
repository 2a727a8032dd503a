export const TESTIMONIALS_TAG = 'testimonials'
export const PAGE_TEMPLATES_TAG = 'page-templates'
export const HOME_PAGE_TAG = 'page:home'
