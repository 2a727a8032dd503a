import { coverSvg, createSeedImage, gallerySvg } from '@/kit/seed-image'
import { slugify } from '@/kit/text'
import type { SeedItem } from '@/kit/seed-item'

import { casesPageCopySeedData, casesPageSeedData } from './cases-page'
import type { Metric } from './parse-list'

type SeedCase = {
  title: string
  client: string
  category: 'E-commerce' | 'Branding' | 'SEO' | 'Google Ads'
  date: string
  tags: string[]
  excerpt: string
  metrics: Metric[]
  challenge: string
  solution: string
  results: string
}

export const seedCases: SeedCase[] = [
  {
    title: 'Loja de moda praia triplica vendas online',
    client: 'Maré Alta Beachwear',
    category: 'E-commerce',
    date: '2026-10-20',
    tags: ['E-commerce', 'Wix Studio', 'SEO'],
    excerpt: 'Nova loja no Wix Studio com checkout simplificado e Pix: vendas online 3 vezes maiores em seis meses.',
    metrics: [
      { label: 'Vendas online', value: '+212%', description: 'em 6 meses após o lançamento' },
      { label: 'Abandono de carrinho', value: '-38%', description: 'com checkout em uma página' },
      { label: 'Ticket médio', value: 'R$ 289', description: 'antes R$ 214' },
    ],
    challenge: 'A marca vendia quase só pelo Instagram, com pedidos anotados à mão no direct. A loja antiga era lenta no celular e o frete só aparecia no fim da compra.',
    solution: 'Criamos uma loja no Wix Studio com catálogo por coleção, frete calculado na página do produto, Pix com 5% de desconto e lembrete automático de carrinho abandonado.',
    results: 'Em seis meses as vendas online cresceram 212%, o abandono de carrinho caiu 38% e a equipe deixou de gastar duas horas por dia anotando pedidos.',
  },
  {
    title: 'Empório gourmet leva o balcão para a internet',
    client: 'Empório Serra Fina',
    category: 'E-commerce',
    date: '2026-07-15',
    tags: ['E-commerce', 'Marketing'],
    excerpt: 'Catálogo com 400 produtos, entrega por bairro e assinatura mensal de cestas para um empório de São Paulo.',
    metrics: [
      { label: 'Pedidos por mês', value: '1.150', description: 'no sexto mês de operação' },
      { label: 'Assinantes', value: '320', description: 'de cestas mensais' },
    ],
    challenge: 'O empório dependia do movimento da loja física e perdeu clientes que passaram a comprar por aplicativos de entrega, pagando taxas altas.',
    solution: 'Desenvolvemos uma loja própria com entrega por bairro, retirada na loja e um clube de assinatura de cestas, divulgado por e-mail para a base de clientes.',
    results: 'O canal próprio chegou a 1.150 pedidos por mês e 320 assinantes, com margem maior do que nos aplicativos.',
  },
  {
    title: 'Nova marca para rede de clínicas odontológicas',
    client: 'Sorriso Vivo Odontologia',
    category: 'Branding',
    date: '2026-09-02',
    tags: ['Branding', 'Design', 'Site institucional'],
    excerpt: 'Identidade visual, fachada e site de uma rede com 6 unidades: uma marca única no lugar de seis logotipos diferentes.',
    metrics: [
      { label: 'Agendamentos pelo site', value: '+145%', description: 'comparando trimestres' },
      { label: 'Unidades padronizadas', value: '6', description: 'fachada, uniformes e papelaria' },
    ],
    challenge: 'Cada unidade tinha nome, cores e site próprios. Pacientes não sabiam que as clínicas eram da mesma rede e a marca não transmitia a qualidade do atendimento.',
    solution: 'Criamos nome, logotipo, paleta e guia de marca, aplicados em fachadas, uniformes e em um site único com agendamento por unidade.',
    results: 'Os agendamentos pelo site cresceram 145% e a rede passou a anunciar uma única marca, reduzindo o custo de mídia.',
  },
  {
    title: 'Reposicionamento de marca para cervejaria artesanal',
    client: 'Cervejaria Vale Norte',
    category: 'Branding',
    date: '2026-05-18',
    tags: ['Branding', 'Embalagens'],
    excerpt: 'Rótulos, identidade e site para uma cervejaria que queria sair dos bares do bairro e entrar nos empórios.',
    metrics: [
      { label: 'Pontos de venda', value: '+48', description: 'empórios e mercados em 4 meses' },
      { label: 'Seguidores', value: '+9 mil', description: 'no Instagram após o lançamento' },
    ],
    challenge: 'Os rótulos eram feitos um a um, sem padrão, e a marca não se destacava nas prateleiras ao lado das grandes cervejarias.',
    solution: 'Desenvolvemos uma identidade com sistema de rótulos por estilo de cerveja, cores por família e um site com localizador de pontos de venda.',
    results: 'A cervejaria entrou em 48 novos pontos de venda em quatro meses e ganhou 9 mil seguidores com o lançamento.',
  },
  {
    title: 'Escritório de advocacia chega ao topo do Google',
    client: 'Andrade & Lima Advogados',
    category: 'SEO',
    date: '2026-08-11',
    tags: ['SEO', 'Conteúdo', 'Site institucional'],
    excerpt: 'Conteúdo por área de atuação e SEO técnico: primeira página para 37 buscas estratégicas em oito meses.',
    metrics: [
      { label: 'Tráfego orgânico', value: '+320%', description: 'em 8 meses' },
      { label: 'Buscas na 1ª página', value: '37', description: 'antes eram 3' },
      { label: 'Contatos por mês', value: '64', description: 'vindos do Google' },
    ],
    challenge: 'O site era uma página única, sem conteúdo sobre as áreas de atuação, e não aparecia para nenhuma busca relevante.',
    solution: 'Reestruturamos o site com uma página por área, publicamos dois artigos por mês respondendo dúvidas reais de clientes e corrigimos a velocidade e os dados estruturados.',
    results: 'O tráfego orgânico cresceu 320% e o escritório passou a receber 64 contatos por mês vindos do Google, sem anúncios.',
  },
  {
    title: 'SEO local para rede de pet shops',
    client: 'Patas & Cia Pet Shop',
    category: 'SEO',
    date: '2026-04-22',
    tags: ['SEO', 'SEO local', 'Google Meu Negócio'],
    excerpt: 'Perfis otimizados e páginas por bairro levaram as 4 lojas ao bloco do mapa do Google.',
    metrics: [
      { label: 'Ligações pelo Google', value: '+180%', description: 'em 4 meses' },
      { label: 'Avaliações', value: '4,8', description: 'média de 620 avaliações' },
    ],
    challenge: 'As quatro lojas tinham perfis no Google incompletos, com horários errados e poucas avaliações, e perdiam clientes para concorrentes do mesmo bairro.',
    solution: 'Completamos e padronizamos os perfis, criamos páginas por bairro no site e uma rotina de pedido de avaliação após cada banho e tosa.',
    results: 'As ligações vindas do Google cresceram 180% e as quatro lojas passaram a aparecer no bloco do mapa para "pet shop perto de mim".',
  },
  {
    title: 'Google Ads reduz custo por lead de escola de idiomas',
    client: 'Língua Viva Idiomas',
    category: 'Google Ads',
    date: '2026-09-25',
    tags: ['Google Ads', 'Tráfego Pago', 'Landing page'],
    excerpt: 'Campanhas por curso e landing pages específicas: custo por matrícula 54% menor no semestre.',
    metrics: [
      { label: 'Custo por lead', value: '-54%', description: 'de R$ 48 para R$ 22' },
      { label: 'Matrículas', value: '+87%', description: 'no semestre' },
      { label: 'ROI', value: '6,4x', description: 'sobre a verba de mídia' },
    ],
    challenge: 'A escola investia em uma campanha única para todos os cursos, com palavras amplas e uma página inicial genérica como destino.',
    solution: 'Separamos campanhas por curso e idade, criamos uma landing page para cada uma, adicionamos palavras negativas e medimos a matrícula como conversão.',
    results: 'O custo por lead caiu 54% e as matrículas cresceram 87% com a mesma verba, um retorno de 6,4 vezes sobre a mídia.',
  },
  {
    title: 'Construtora vende lançamento com tráfego pago',
    client: 'Horizonte Incorporadora',
    category: 'Google Ads',
    date: '2026-06-09',
    tags: ['Google Ads', 'Meta Ads', 'Imobiliário'],
    excerpt: 'Campanhas no Google e no Instagram com qualificação pelo WhatsApp: 70% das unidades vendidas em 90 dias.',
    metrics: [
      { label: 'Unidades vendidas', value: '70%', description: 'em 90 dias de lançamento' },
      { label: 'Leads qualificados', value: '1.840', description: 'com renda compatível' },
    ],
    challenge: 'O lançamento precisava de volume de contatos qualificados em pouco tempo, e as campanhas anteriores traziam muitos curiosos sem perfil de compra.',
    solution: 'Criamos campanhas por estágio do funil, um formulário com perguntas de qualificação e atendimento imediato pelo WhatsApp com roteiro para os corretores.',
    results: '1.840 leads qualificados em 90 dias e 70% das unidades vendidas ainda na fase de lançamento.',
  },
]

export const casesSeed: SeedItem[] = seedCases.map((item, index) => ({
  key: `case:${slugify(item.title)}`,
  run: async (payload) => {
    const slug = slugify(item.title)
    const cover = await createSeedImage(
      payload,
      coverSvg(item.title, item.client, index + 2),
      `case-${slug}`,
      `Capa do case ${item.client}: notebook com o projeto na tela`,
    )
    const gallery: number[] = []
    for (let n = 0; n < 2; n += 1) {
      gallery.push(
        await createSeedImage(
          payload,
          gallerySvg(item.client, n, index + n),
          `case-${slug}-galeria-${n + 1}`,
          `${item.client}: ${n === 0 ? 'painel de resultados do projeto' : 'páginas criadas no projeto'}`,
        ),
      )
    }
    await payload.create({
      collection: 'cases',
      data: {
        title: item.title,
        client: item.client,
        category: item.category,
        date: new Date(`${item.date}T12:00:00.000Z`).toISOString(),
        tags: item.tags,
        excerpt: item.excerpt,
        metrics: item.metrics,
        challenge: item.challenge,
        solution: item.solution,
        results: item.results,
        coverImage: cover,
        gallery,
        _status: 'published',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  },
}))

/**
 * The hero, the cards' link and the case pages' headings added to 'Cases (página)' later: a database seeded
 * before gets today's texts where they are empty (a fresh one has them from 'page:cases').
 */
export const casesPageCopySeed: SeedItem = {
  key: 'page:cases:copy',
  run: async (payload) => {
    const { missingCopy } = await import('@/kit/missing-copy')
    const doc = (await payload.findGlobal({ slug: 'cases-page', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
    const missing = missingCopy(doc, casesPageCopySeedData())
    if (Object.keys(missing).length) await payload.updateGlobal({ slug: 'cases-page', data: missing as never, overrideAccess: true, context: { disableRevalidate: true } })
  },
}

/** /cases's copy around the list, written into its global once (staff edit it after). */
export const casesPageSeed: SeedItem = {
  key: 'page:cases',
  run: async (payload) => {
    await payload.updateGlobal({ slug: 'cases-page', data: casesPageSeedData() as never, overrideAccess: true, context: { disableRevalidate: true } })
  },
}
