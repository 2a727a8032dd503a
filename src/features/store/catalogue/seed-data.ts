/** The demo catalogue: real copy for the agency's template store. Prices in centavos. */
export type SeedTemplate = {
  slug: string
  title: string
  description: string
  category: string
  difficulty: 'Iniciante' | 'Intermediário' | 'Avançado'
  tags: string[]
  price: number
  originalPrice?: number
  pages: number
  features: string[]
  includes: string[]
  content?: string[]
}

const baseIncludes = ['Arquivo .wix pronto para importar', 'Guia de instalação em PDF', '30 dias de suporte por WhatsApp ou e-mail']

export const seedTemplates: SeedTemplate[] = [
  {
    slug: 'clinica-sorriso',
    title: 'Clínica Sorriso',
    description: 'Site para clínicas odontológicas com agenda on-line, equipe, convênios e depoimentos de pacientes.',
    category: 'Saúde',
    difficulty: 'Iniciante',
    tags: ['odontologia', 'agendamento', 'clínica'],
    price: 29700,
    originalPrice: 49700,
    pages: 6,
    features: ['Agendamento on-line integrado ao WhatsApp', 'Página de convênios aceitos', 'Galeria antes e depois', 'Mapa e horários de atendimento'],
    includes: [...baseIncludes, 'Textos de exemplo para dentistas'],
    content: ['Feito com dentistas de São Paulo: a página inicial leva o paciente à marcação em 2 cliques.', 'Troque cores, fotos e textos no editor do Wix sem escrever código.'],
  },
  {
    slug: 'studio-pilates-equilibrio',
    title: 'Studio Pilates Equilíbrio',
    description: 'Site para estúdios de pilates e fisioterapia com grade de aulas, planos e aula experimental.',
    category: 'Saúde',
    difficulty: 'Iniciante',
    tags: ['pilates', 'fisioterapia', 'bem-estar'],
    price: 24700,
    pages: 5,
    features: ['Grade semanal de aulas', 'Tabela de planos mensais', 'Formulário de aula experimental', 'Blog de saúde'],
    includes: baseIncludes,
  },
  {
    slug: 'loja-aurora-moda',
    title: 'Loja Aurora Moda',
    description: 'Loja virtual de roupas e acessórios com vitrine por coleção, guia de medidas e carrinho.',
    category: 'E-commerce',
    difficulty: 'Intermediário',
    tags: ['moda', 'loja virtual', 'vestuário'],
    price: 49700,
    originalPrice: 79700,
    pages: 9,
    features: ['Vitrine por coleção e tamanho', 'Guia de medidas', 'Cupom de primeira compra', 'Checkout com Pix e cartão'],
    includes: [...baseIncludes, 'Banners das coleções em tamanho editável'],
    content: ['A vitrine carrega rápido no celular, onde acontecem 8 em cada 10 compras de moda.'],
  },
  {
    slug: 'emporio-natural',
    title: 'Empório Natural',
    description: 'Loja de produtos naturais e a granel com assinatura mensal, receitas e entrega por bairro.',
    category: 'E-commerce',
    difficulty: 'Avançado',
    tags: ['alimentação', 'assinatura', 'delivery'],
    price: 59700,
    pages: 10,
    features: ['Clube de assinatura mensal', 'Frete por CEP e bairro', 'Receitas com produtos da loja', 'Avaliações de clientes'],
    includes: baseIncludes,
  },
  {
    slug: 'bistro-paulista',
    title: 'Bistrô Paulista',
    description: 'Site para restaurantes com cardápio digital, reservas de mesa e pedidos pelo WhatsApp.',
    category: 'Restaurante',
    difficulty: 'Iniciante',
    tags: ['gastronomia', 'cardápio', 'reservas'],
    price: 19700,
    originalPrice: 29700,
    pages: 4,
    features: ['Cardápio digital com fotos', 'Reserva de mesa on-line', 'Botão de pedido pelo WhatsApp', 'Horários e mapa'],
    includes: baseIncludes,
  },
  {
    slug: 'cafeteria-grao-nobre',
    title: 'Cafeteria Grão Nobre',
    description: 'Site para cafeterias e padarias artesanais com cardápio, eventos e clube do café.',
    category: 'Restaurante',
    difficulty: 'Iniciante',
    tags: ['café', 'padaria', 'eventos'],
    price: 17700,
    pages: 4,
    features: ['Cardápio por período do dia', 'Agenda de eventos', 'Clube do café', 'Integração com Instagram por link'],
    includes: baseIncludes,
  },
  {
    slug: 'advocacia-lima-associados',
    title: 'Lima & Associados Advocacia',
    description: 'Site institucional para escritórios de advocacia com áreas de atuação, equipe e artigos.',
    category: 'Serviços',
    difficulty: 'Intermediário',
    tags: ['advocacia', 'institucional', 'artigos'],
    price: 34700,
    originalPrice: 44700,
    pages: 7,
    features: ['Páginas por área de atuação', 'Perfis da equipe', 'Blog jurídico otimizado para SEO', 'Formulário de consulta'],
    includes: baseIncludes,
  },
  {
    slug: 'contabil-prime',
    title: 'Contábil Prime',
    description: 'Site para escritórios de contabilidade com planos para MEI e empresas, calculadora e área do cliente.',
    category: 'Serviços',
    difficulty: 'Avançado',
    tags: ['contabilidade', 'MEI', 'empresas'],
    price: 39700,
    pages: 8,
    features: ['Tabela de planos para MEI e empresas', 'Calculadora de abertura de empresa', 'Link para área do cliente', 'Perguntas frequentes'],
    includes: baseIncludes,
  },
  {
    slug: 'escola-idiomas-fluente',
    title: 'Escola de Idiomas Fluente',
    description: 'Site para escolas de idiomas e cursos livres com turmas, teste de nível e matrícula on-line.',
    category: 'Educação',
    difficulty: 'Intermediário',
    tags: ['educação', 'cursos', 'matrícula'],
    price: 32700,
    originalPrice: 39700,
    pages: 7,
    features: ['Calendário de turmas', 'Teste de nível on-line', 'Matrícula pelo site', 'Depoimentos de alunos'],
    includes: baseIncludes,
  },
  {
    slug: 'imobiliaria-horizonte',
    title: 'Imobiliária Horizonte',
    description: 'Site para imobiliárias e corretores com busca de imóveis por bairro, fichas e agendamento de visita.',
    category: 'Imobiliária',
    difficulty: 'Avançado',
    tags: ['imóveis', 'corretor', 'aluguel'],
    price: 54700,
    originalPrice: 69700,
    pages: 9,
    features: ['Busca por bairro, preço e quartos', 'Ficha do imóvel com galeria', 'Agendamento de visita', 'Simulação de financiamento'],
    includes: baseIncludes,
  },
]
