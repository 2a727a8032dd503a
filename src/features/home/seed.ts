import { avatarSvg, createSeedImage } from '@/kit/seed-image'
import type { SeedItem } from '@/kit/seed-item'

const context = { disableRevalidate: true }

/** Oldest first, so that the newest-first carousel opens with the last one. */
const testimonials = [
  {
    name: 'Carla Mendes',
    role: 'Sócia-fundadora',
    company: 'Maré Alta Beachwear',
    content: 'Saímos das vendas pelo direct para uma loja que vende sozinha de madrugada. Em seis meses as vendas online triplicaram e o atendimento ficou muito mais leve.',
    rating: '5' as const,
  },
  {
    name: 'Ricardo Andrade',
    role: 'Sócio',
    company: 'Andrade & Lima Advogados',
    content: 'Hoje recebemos mais de 60 contatos por mês vindos do Google, sem anúncio. A equipe explica cada relatório em linguagem simples.',
    rating: '5' as const,
  },
  {
    name: 'Fernanda Okada',
    role: 'Diretora de marketing',
    company: 'Língua Viva Idiomas',
    content: 'O custo por lead caiu pela metade no primeiro semestre. O que mais gostei foi a transparência: sei exatamente para onde vai cada real da verba.',
    rating: '5' as const,
  },
  {
    name: 'Paulo Henrique Souza',
    role: 'Diretor',
    company: 'Sorriso Vivo Odontologia',
    content: 'A nova marca unificou nossas seis clínicas. Os pacientes reconhecem a rede e os agendamentos pelo site mais que dobraram.',
    rating: '4' as const,
  },
]

export const homeSeed: SeedItem[] = [
  {
    key: 'page-template:home-hero',
    run: async (payload) => {
      await payload.create({
        collection: 'page-templates',
        data: {
          name: 'home-hero',
          heading: 'Sua ideia online',
          subheading:
            'Templates de sites prontos para publicar hoje ou um site sob medida para o seu negócio, com SEO e tráfego pago para trazer clientes em até 30 dias.',
        },
        overrideAccess: true,
        context,
      })
    },
  },
  ...testimonials.map(
    (item, index): SeedItem => ({
      key: `testimonial:${item.company}`,
      run: async (payload) => {
        const photo = await createSeedImage(
          payload,
          avatarSvg(item.name, index),
          `depoimento-${index + 1}`,
          `Retrato de ${item.name}`,
        )
        await payload.create({ collection: 'testimonials', data: { ...item, photo }, overrideAccess: true, context })
      },
    }),
  ),
  {
    key: 'page:home',
    run: async (payload) => {
      const { homePageSeedData } = await import('./home-page-content')
      await payload.updateGlobal({ slug: 'home-page', data: homePageSeedData() as never, overrideAccess: true, context })
    },
  },
  {
    // A database seeded before the section headings moved into 'Início' gets today's texts for the
    // empty ones; whatever staff already wrote stays.
    key: 'page:home:copy',
    run: async (payload) => {
      const { homeSectionsSeedData } = await import('./home-page-content')
      const { missingCopy } = await import('@/kit/missing-copy')
      const doc = (await payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
      const missing = missingCopy(doc, homeSectionsSeedData())
      if (Object.keys(missing).length) await payload.updateGlobal({ slug: 'home-page', data: missing as never, overrideAccess: true, context })
    },
  },
]
