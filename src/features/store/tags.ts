/** Cache tags of the store's public data. */
export const STORE_TEMPLATES_TAG = 'store-templates'
export const storeTemplateTag = (slug: string) => `store-template:${slug}`
/** Cache tag of the catalogue's fixed texts (the "Página da loja" global). */
export const STORE_PAGE_TAG = 'page:store'
