/** Cache tags of the product pages' globals: each global's afterChange hook expires its own. */
export const PROMOTIONS_PAGE_TAG = 'page:promotions'
export const CHAT_PAGE_TAG = 'page:chat'
export const EMAIL_PAGE_TAG = 'page:email'
export const COURSES_PAGE_TAG = 'page:courses'
export const SERVICE_DESK_PAGE_TAG = 'page:service-desk'
