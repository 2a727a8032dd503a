/** Cache tags of the store's public data. */
export const STORE_TEMPLATES_TAG = 'store-templates'
export const storeTemplateTag = (slug: string) => `store-template:${slug}`
