import type { ImageData } from '@/kit/image'

export type Testimonial = {
  id: number
  name: string
  role: string
  company: string
  content: string
  rating: number
  photo: ImageData | null
}

export type PageTemplate = { name: string; heading: string; subheading: string }

export const HOME_HERO_DEFAULT: PageTemplate = {
  name: 'home-hero',
  heading: 'Sua ideia online',
  subheading:
    'Templates de sites prontos para publicar hoje ou um site sob medida para o seu negócio, com SEO e tráfego pago para trazer clientes.',
}
