export const TESTIMONIALS_TAG = 'testimonials'
export const PAGE_TEMPLATES_TAG = 'page-templates'
