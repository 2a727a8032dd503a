import type { UploadField } from 'payload'

/** The required cover image of posts and cases: one upload, shown on cards, the page top and social previews. */
export const coverImageField = (): UploadField => ({
  name: 'coverImage',
  type: 'upload',
  relationTo: 'media',
  label: 'Imagem de capa',
  required: true,
  admin: { description: 'Imagem horizontal (ideal 1200 × 630) com texto alternativo.' },
})
