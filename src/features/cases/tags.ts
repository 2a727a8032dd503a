/** Cache tag of every case query; collection hooks expire it after an edit. */
export const CASES_TAG = 'cases'

/** The home page's filter categories (value → label shown). */
export const CASE_CATEGORIES = [
  { value: 'E-commerce', label: 'E-commerce' },
  { value: 'Branding', label: 'Branding' },
  { value: 'SEO', label: 'SEO' },
  { value: 'Google Ads', label: 'Tráfego Pago' },
] as const

/** Cache tag of the /cases page's copy (the "Cases (página)" global). */
export const CASES_PAGE_TAG = 'page:cases'
