import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { importRemoteImage, RemoteImageError } from '@/features/media/remote-image'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { photoAddress } from './photo'
import { TESTIMONIALS_TAG } from './tags'

/**
 * A photo given by image-service id or address is downloaded once, on save, into the media library and
 * becomes the testimonial's photo: the site's pages only load images from their own host. A photo staff
 * uploaded themselves keeps priority; a photo that came from the previous reference is replaced.
 */
const downloadPhotoRef: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const ref = typeof data.photoRef === 'string' ? data.photoRef.trim() : ''
  const address = photoAddress(ref)
  if (!ref || !address?.startsWith('http')) return data
  const photo = 'photo' in data ? data.photo : originalDoc?.photo
  const previousRef = typeof originalDoc?.photoRef === 'string' ? originalDoc.photoRef.trim() : ''
  if (photo && (ref === previousRef || !previousRef)) return data
  try {
    const name = typeof data.name === 'string' ? data.name : originalDoc?.name
    data.photo = await importRemoteImage(req, address, name ? `Retrato de ${name}` : 'Retrato do cliente')
  } catch (error) {
    const message = error instanceof RemoteImageError ? error.message : 'Não foi possível baixar a foto.'
    throw new ValidationError({ collection: 'testimonials', errors: [{ message, path: 'photoRef' }] }, req.t)
  }
  return data
}

/** Client testimonials for the home carousel, newest first. */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Depoimento', plural: 'Depoimentos' },
  admin: { group: 'Conteúdo', useAsTitle: 'name', defaultColumns: ['name', 'company', 'rating', 'createdAt'] },
  defaultSort: '-createdAt',
  timestamps: true,
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeChange: [downloadPhotoRef],
    afterChange: [async ({ req }) => revalidateTags(req, [TESTIMONIALS_TAG])],
    afterDelete: [async ({ req }) => revalidateTags(req, [TESTIMONIALS_TAG])],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Nome', required: true, admin: { description: 'Nome e sobrenome do cliente.' } },
    { type: 'row', fields: [
      { name: 'role', type: 'text', label: 'Cargo', required: true, admin: { description: 'Ex.: Sócia-fundadora.' } },
      { name: 'company', type: 'text', label: 'Empresa', required: true, admin: { description: 'Empresa do cliente.' } },
    ] },
    {
      name: 'content',
      type: 'textarea',
      label: 'Depoimento',
      required: true,
      admin: { description: 'As palavras do cliente, sem aspas, como ele autorizou a publicação.' },
    },
    {
      name: 'rating',
      type: 'select',
      label: 'Avaliação',
      required: true,
      admin: { description: 'De 5 (melhor) a 1 estrela.' },
      defaultValue: '5',
      options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'estrela' : 'estrelas'}` })),
    },
    { name: 'photo', type: 'upload', relationTo: 'media', label: 'Foto' },
    {
      name: 'photoRef',
      type: 'text',
      label: 'Foto por ID ou endereço',
      admin: {
        description:
          'Alternativa à foto enviada (que tem prioridade): ID da foto no banco de imagens ou endereço (http...). Ao salvar, a imagem é baixada uma vez para as Mídias e vira a foto.',
      },
    },
  ],
}
