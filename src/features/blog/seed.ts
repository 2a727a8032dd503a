import type { SeedItem } from '@/kit/seed-item'

import { normalizeCategory } from './categories'
import { type Block, lexicalFromBlocks } from '@/kit/lexical'
import { coverSvg, createSeedImage } from '@/kit/seed-image'
import { slugify } from '@/kit/text'

type SeedPost = { title: string; category: string; date: string; excerpt: string; body: Block[] }

/** Demo posts. Some categories use the old aliases ('wix', 'mkt digital'...) to show the normalisation. */
export const seedPosts: SeedPost[] = [
  {
    title: 'SEO local: como aparecer no Google Maps do seu bairro',
    category: 'SEO',
    date: '2026-11-18',
    excerpt: 'Perfil da Empresa completo, avaliações e páginas por região: o passo a passo para ser encontrado por quem está perto.',
    body: [
      'Quando alguém busca "dentista perto de mim", o Google mostra primeiro o mapa com três empresas. Estar nesse bloco vale mais do que qualquer anúncio para negócios de bairro: quem busca assim já decidiu comprar e só está escolhendo onde.',
      'O Google ordena esse bloco por três critérios: relevância (o quanto o seu perfil combina com a busca), distância (o quanto você está perto de quem busca) e proeminência (o quanto a sua empresa é conhecida e bem avaliada). Você não muda o endereço, mas controla os outros dois.',
      { h: 'Comece pelo Perfil da Empresa no Google' },
      'Preencha categoria principal, horário, telefone, fotos reais da fachada e do atendimento. Perfis completos recebem até 7 vezes mais cliques do que perfis incompletos. Escolha a categoria principal com cuidado, porque ela pesa mais do que qualquer outra informação: uma clínica cadastrada como "Dentista" aparece para "dentista perto de mim"; cadastrada como "Clínica médica", some dessa busca.',
      { ul: ['Use o mesmo nome, endereço e telefone no site e nas redes', 'Publique uma novidade por semana', 'Responda a todas as avaliações em até 48 horas', 'Cadastre cada serviço com uma descrição curta e, quando fizer sentido, o preço'] },
      { h: 'Avaliações: quantidade, frequência e respostas' },
      'Dez avaliações recebidas no último mês valem mais do que cem recebidas há três anos. Crie uma rotina: peça a avaliação logo depois do atendimento, pelo WhatsApp, com o link direto para o formulário do Google. Não ofereça desconto em troca de nota: isso viola as regras do Google e pode derrubar o perfil.',
      'Responda a todas, inclusive às negativas. Uma resposta educada, que reconhece o problema e diz o que foi feito, mostra aos próximos clientes que existe alguém cuidando da empresa.',
      { h: 'Crie uma página por região atendida' },
      'Se você atende Moema, Pinheiros e Vila Mariana, crie uma página para cada bairro com serviços, depoimentos e mapa. Evite copiar o mesmo texto trocando só o nome do bairro: o Google percebe.',
      'Cada página deve ter um título com o serviço e o bairro, como "Conserto de celular em Pinheiros", a área de atendimento, fotos do local e as perguntas que os moradores fazem. Ligue essas páginas ao perfil do Google e ao menu do site, para que o Google as encontre.',
      { h: 'Acompanhe os números certos' },
      'No próprio Perfil da Empresa você vê quantas pessoas pediram rota, ligaram ou visitaram o site. Compare mês a mês: se as visualizações sobem e as ligações não, revise fotos, horário e respostas às avaliações.',
      'Em 60 a 90 dias, com avaliações constantes e páginas bem feitas, a maioria dos nossos clientes locais entra no bloco do mapa para as buscas principais.',
    ],
  },
  {
    title: 'Core Web Vitals: por que a velocidade do site afeta suas vendas',
    category: 'seo',
    date: '2026-11-10',
    excerpt: 'LCP, INP e CLS explicados sem jargão, com as correções que mais trazem resultado em sites de pequenas empresas.',
    body: [
      'Cada segundo a mais de carregamento no celular reduz a conversão. O Google mede essa experiência com três números, os Core Web Vitals, e usa esses números no ranqueamento: velocidade também é SEO.',
      { h: 'Os três números' },
      { ul: ['LCP: quanto tempo o maior elemento da tela leva para aparecer (meta: até 2,5 s)', 'INP: quanto o site demora para responder a um toque (meta: até 200 ms)', 'CLS: quanto a página "pula" enquanto carrega (meta: até 0,1)'] },
      { h: 'O que corrigir primeiro' },
      'Imagens sem largura e altura definidas causam saltos. Fotos de 4 MB no topo da página atrasam o LCP. Scripts de chat, pixels e widgets carregados todos de uma vez travam o INP.',
      'Comprima as imagens em WebP, defina dimensões, adie scripts que não são essenciais e meça de novo no PageSpeed Insights. Em nossos projetos, só essas três ações costumam levar a nota de 40 para acima de 85.',
    ],
  },
  {
    title: 'Palavras-chave de cauda longa: o atalho para pequenas empresas',
    category: 'SEO',
    date: '2026-10-28',
    excerpt: 'Buscas mais específicas têm menos concorrência e mais intenção de compra. Veja como encontrá-las e usá-las no seu site.',
    body: [
      'No SEO, disputar "advogado" com grandes escritórios é caro e lento. Já "advogado trabalhista para motoristas de aplicativo em São Paulo" tem menos buscas, mas quem procura está pronto para contratar.',
      { h: 'Onde encontrar as buscas certas' },
      { ul: ['Sugestões do próprio Google ao digitar', 'Seção "As pessoas também perguntam"', 'Perguntas que seus clientes fazem no WhatsApp'] },
      'Reúna 20 a 30 termos, agrupe por assunto e crie uma página ou post para cada grupo. Use o termo no título, na primeira frase e em um subtítulo, sempre de forma natural.',
      'Acompanhe no Search Console quais buscas já geram impressões e reforce esses conteúdos. Cauda longa é um jogo de constância: dez bons posts valem mais do que uma página genérica.',
    ],
  },
  {
    title: 'Otimização on-page: checklist de 12 itens para cada página',
    category: 'SEO',
    date: '2026-10-14',
    excerpt: 'Título, descrição, subtítulos, links internos e dados estruturados: uma lista prática para revisar antes de publicar.',
    body: [
      'A otimização on-page é a parte do SEO que você controla dentro da própria página. É a base: sem ela, nenhum link ou anúncio compensa.',
      { h: 'Checklist antes de publicar' },
      { ul: ['Título com até 60 caracteres e o termo principal', 'Descrição com até 155 caracteres e uma chamada para ação', 'Um único H1', 'Subtítulos H2 que resumem cada parte', 'Imagens com texto alternativo', 'Links para duas ou três páginas relacionadas', 'Endereço curto e sem acentos', 'Dados estruturados do tipo certo'] },
      'Revise também o conteúdo: ele responde à pergunta de quem buscou logo nas primeiras linhas? Se a resposta estiver no quinto parágrafo, o visitante volta para o Google.',
    ],
  },
  {
    title: 'Wix Studio ou Editor X: o que mudou e como migrar',
    category: 'Editor X',
    date: '2026-11-05',
    excerpt: 'O Editor X deu lugar ao Wix Studio. Entenda as diferenças e como levar seu site para a nova plataforma sem perder posições.',
    body: [
      'O Wix Studio substituiu o Editor X como a plataforma da Wix para agências e profissionais. Ele mantém o design responsivo avançado e acrescenta ferramentas de colaboração e código.',
      { h: 'O que ganha quem migra' },
      { ul: ['Pontos de quebra personalizados para cada tela', 'Seções e componentes reutilizáveis entre páginas', 'Ambiente de desenvolvimento com JavaScript e APIs'] },
      { h: 'Como migrar sem perder tráfego' },
      'Liste todas as URLs atuais, mantenha os mesmos endereços sempre que possível e crie redirecionamentos 301 para os que mudarem. Depois da publicação, envie o novo sitemap no Search Console.',
    ],
  },
  {
    title: 'Como criar uma loja virtual no Wix Studio em 7 passos',
    category: 'wix',
    date: '2026-10-21',
    excerpt: 'Catálogo, frete, Pix e cartão: um roteiro direto para colocar sua loja no ar com aparência profissional.',
    body: [
      'O Wix Studio tem loja nativa, com catálogo, carrinho, cálculo de frete e pagamentos. Para a maioria dos pequenos varejistas, isso basta para começar a vender em poucos dias.',
      { h: 'O roteiro' },
      { ul: ['Escolha um template de loja e ajuste cores e fontes', 'Cadastre produtos com fotos em fundo neutro', 'Configure frete por região ou por peso', 'Ative Pix, cartão e boleto', 'Escreva políticas de troca e privacidade', 'Conecte o domínio próprio', 'Faça três compras de teste antes de divulgar'] },
      'Depois do lançamento, acompanhe a taxa de abandono de carrinho. Se passar de 70%, revise o valor do frete e o número de etapas até o pagamento.',
    ],
  },
  {
    title: 'Templates Wix: personalize sem parecer genérico',
    category: 'Wix Studio',
    date: '2026-09-30',
    excerpt: 'Um template economiza semanas. Veja como ajustar tipografia, fotos e textos para que o site tenha a cara da sua marca.',
    body: [
      'Um bom template resolve estrutura, responsividade e velocidade. O que faz o site parecer seu é o que você coloca nele.',
      { h: 'Três ajustes que mudam tudo' },
      { ul: ['Troque as fotos de banco de imagens por fotos reais da equipe e do produto', 'Defina duas cores da marca e use-as com moderação', 'Reescreva os títulos com a sua proposta de valor, não com frases genéricas'] },
      'Mantenha a hierarquia do template: ela foi pensada para guiar o visitante até o botão de contato. Mudar tudo de lugar costuma piorar a conversão.',
    ],
  },
  {
    title: 'Funil de vendas para prestadores de serviço',
    category: 'Marketing Digital',
    date: '2026-11-12',
    excerpt: 'Do primeiro clique ao contrato assinado: como organizar conteúdo, anúncios e WhatsApp em um funil simples que funciona.',
    body: [
      'Funil de vendas é o caminho que uma pessoa percorre desde que conhece sua empresa até fechar negócio. Para prestadores de serviço (contadores, arquitetos, clínicas, escolas, oficinas), ele pode ser curto e muito eficiente, desde que cada etapa tenha um objetivo claro e um número para acompanhar.',
      'O erro mais comum é pular etapas: anunciar para quem nunca ouviu falar da empresa pedindo que feche um contrato de R$ 5 mil na primeira visita. Serviço envolve confiança, e confiança se constrói em passos.',
      { h: 'As três etapas' },
      { ul: ['Atração: posts no blog e anúncios que respondem dúvidas reais', 'Consideração: cases, depoimentos e uma página de serviço clara', 'Decisão: contato rápido pelo WhatsApp com resposta em até 2 horas'] },
      { h: 'Atração: responda às perguntas antes da venda' },
      'Liste as dez perguntas que os clientes fazem antes de contratar: quanto custa, quanto tempo leva, o que está incluído, o que acontece se der errado. Cada pergunta vira um post no blog ou um vídeo curto. Quem encontra essas respostas no Google chega ao seu site já sabendo como você trabalha.',
      'Nos anúncios, segmente por região e por intenção. Para um escritório de contabilidade, "abrir empresa em São Paulo" traz pessoas prontas para agir; "o que é contabilidade" traz curiosos. Comece pelas buscas de quem já tem o problema.',
      { h: 'Consideração: mostre que você já resolveu isso antes' },
      'A página de cada serviço deve dizer para quem ele é, o que está incluído, o prazo e o próximo passo. Acrescente um case com números (por exemplo, "redução de 30% nos impostos em 12 meses"), dois ou três depoimentos com nome e empresa e as perguntas frequentes.',
      'Preço não precisa estar na página, mas uma faixa ("a partir de R$ 800 por mês") filtra quem não tem orçamento e poupa o tempo da sua equipe.',
      { h: 'Decisão: o primeiro contato decide o contrato' },
      'Quem chama no WhatsApp está comparando você com dois ou três concorrentes. Responder em minutos, e não no dia seguinte, muda a taxa de fechamento. Tenha mensagens prontas para as perguntas mais comuns, um roteiro para entender a necessidade e um modelo de proposta que sai no mesmo dia.',
      'Depois de enviar a proposta, combine uma data para a resposta. Sem esse combinado, muitas negociações simplesmente esfriam.',
      { h: 'Os números de cada etapa' },
      'Meça quantas pessoas passam de uma etapa para a outra. Se muita gente visita a página de serviço e pouca gente chama no WhatsApp, o problema está na oferta ou no botão, não no anúncio. Se muita gente chama e pouca fecha, revise o atendimento e a proposta.',
      'Uma planilha simples basta para começar: visitas por mês, contatos, propostas enviadas e contratos fechados. Em três meses você descobre onde o funil perde mais gente e para onde vai o próximo real investido.',
    ],
  },
  {
    title: 'E-mail marketing ainda funciona? Números de 2026',
    category: 'mkt digital',
    date: '2026-10-07',
    excerpt: 'Com listas próprias e mensagens úteis, o e-mail segue entre os canais de maior retorno. Veja como começar do zero.',
    body: [
      'Redes sociais mudam o alcance de um dia para o outro. Sua lista de e-mails é sua: ninguém pode reduzir quantas pessoas recebem a sua mensagem.',
      { h: 'Como montar a lista' },
      'Ofereça algo útil em troca do e-mail: um guia, um checklist, um desconto na primeira compra. Peça consentimento claro, como manda a LGPD.',
      { h: 'O que enviar' },
      { ul: ['Uma dica prática por semana', 'Novidades e lançamentos, sem exagero', 'Convites para eventos e ofertas com prazo'] },
      'Taxas de abertura acima de 25% e de clique acima de 2% indicam uma lista saudável. Remova a cada trimestre quem não abre nada há seis meses.',
    ],
  },
  {
    title: 'Marketing de conteúdo: quantos posts por mês publicar',
    category: 'Marketing',
    date: '2026-09-16',
    excerpt: 'Frequência importa menos do que constância e qualidade. Um plano realista para empresas com pouco tempo.',
    body: [
      'A pergunta mais comum que recebemos é "quantos posts preciso publicar?". A resposta honesta: o número que você consegue manter por doze meses.',
      'Para a maioria das pequenas empresas, dois posts bons por mês superam oito posts rasos. Cada post deve responder a uma pergunta real de cliente.',
      { h: 'Um plano simples' },
      { ul: ['Semana 1: escolha duas perguntas de clientes', 'Semana 2: escreva e revise o primeiro post', 'Semana 3: escreva e revise o segundo', 'Semana 4: atualize um post antigo'] },
      'Atualizar conteúdo antigo é subestimado: um post revisado com dados novos costuma voltar a ganhar posições em poucas semanas.',
    ],
  },
  {
    title: 'Checkout sem atrito: 8 ajustes que reduzem o abandono de carrinho',
    category: 'E-commerce',
    date: '2026-11-01',
    excerpt: 'Frete visível cedo, Pix com desconto e menos campos: mudanças pequenas que recuperam vendas perdidas no último passo.',
    body: [
      'Sete em cada dez carrinhos são abandonados. Boa parte desse abandono acontece por surpresas no último passo: frete alto, cadastro obrigatório, poucas formas de pagamento. A boa notícia é que quase tudo isso se resolve com configuração, não com uma loja nova.',
      { h: 'Os ajustes' },
      { ul: ['Mostre o frete já na página do produto', 'Permita comprar sem criar conta', 'Ofereça Pix com desconto', 'Peça só os campos necessários', 'Preencha o endereço pelo CEP', 'Mostre selos de segurança perto do botão', 'Envie lembrete de carrinho em até 1 hora', 'Deixe claro o prazo de entrega'] },
      { h: 'Frete: a maior surpresa' },
      'O cliente escolhe o tamanho, a cor, chega ao pagamento e descobre que o frete custa um terço do produto. Mostre uma calculadora de frete pelo CEP na página do produto e, se puder, um valor mínimo para frete grátis no topo do site. Muitas lojas aumentam o tíquete médio só com essa faixa.',
      { h: 'Menos campos, menos desistências' },
      'Cada campo a mais é uma chance de desistir no celular. Nome, e-mail, CPF, CEP, número e complemento bastam: o resto vem pelo CEP. Deixe o cadastro para depois da compra, com uma senha opcional na página de confirmação.',
      { h: 'Pix e lembrete de carrinho' },
      'O Pix aprova na hora e custa menos que o cartão; um desconto de 5% para quem paga com Pix costuma se pagar. Já o lembrete de carrinho, enviado por e-mail ou WhatsApp em até uma hora, recupera entre 5% e 15% dos carrinhos abandonados quando traz a foto do produto e um link direto para o pagamento.',
      'Teste uma mudança por vez e compare a taxa de conversão de duas semanas antes e depois.',
    ],
  },
  {
    title: 'Fotos de produto com celular: guia para lojas virtuais',
    category: 'E-commerce',
    date: '2026-09-09',
    excerpt: 'Luz natural, fundo neutro e três ângulos: como produzir fotos que vendem sem estúdio e sem câmera profissional.',
    body: [
      'A foto é o produto na loja virtual. Sem poder tocar, o cliente decide pelo que vê. A boa notícia: um celular recente resolve.',
      { h: 'O básico' },
      { ul: ['Fotografe perto de uma janela, sem sol direto', 'Use uma cartolina branca como fundo', 'Faça frente, detalhe e o produto em uso', 'Mantenha o mesmo enquadramento em todo o catálogo'] },
      'Antes de publicar, exporte em WebP com no máximo 200 KB. Sua loja fica mais rápida e o Google agradece.',
    ],
  },
  {
    title: 'Google Ads para pequenas empresas: quanto investir no início',
    category: 'Tráfego Pago',
    date: '2026-10-24',
    excerpt: 'Orçamento mínimo, palavras negativas e conversões: o que definir antes de gastar o primeiro real em anúncios.',
    body: [
      'Começar no Google Ads com pouco orçamento é possível, desde que a campanha seja estreita: poucas palavras, uma região e um objetivo claro.',
      { h: 'Antes de ativar' },
      { ul: ['Configure a conversão (formulário ou clique no WhatsApp)', 'Liste palavras negativas como "grátis" e "curso"', 'Limite a região ao raio que você atende', 'Crie uma página de destino específica'] },
      'Com R$ 30 a R$ 50 por dia, em 30 dias você já tem dados para saber o custo por contato. A partir daí, aumente o orçamento só das palavras que trazem clientes.',
    ],
  },
  {
    title: 'Identidade visual: o que entregar além do logotipo',
    category: 'Design',
    date: '2026-08-26',
    excerpt: 'Cores, tipografia, grid e tom de voz: o que compõe uma marca consistente e por que isso reduz o custo de cada peça.',
    body: [
      'Logotipo é só o começo. Uma identidade visual completa define como a marca aparece em qualquer lugar: site, redes, proposta comercial, fachada.',
      { h: 'O kit mínimo' },
      { ul: ['Versões do logotipo para fundo claro e escuro', 'Paleta com cores principais e de apoio', 'Duas famílias tipográficas', 'Exemplos de aplicação em posts e documentos', 'Um guia curto de tom de voz'] },
      'Com o kit pronto, cada nova peça leva horas, não dias, e a marca fica reconhecível em qualquer canal.',
    ],
  },
]

/** A post's cover: the title on a laptop screen, under the category as the site shows it (aliases merged). */
export const seedCoverSvg = (post: SeedPost, index: number) => coverSvg(post.title, normalizeCategory(post.category), index)

/** One seed item per post, with a stable key. */
export const blogSeed: SeedItem[] = seedPosts.map((post, index) => ({
  key: `post:${slugify(post.title)}`,
  run: async (payload) => {
    const cover = await createSeedImage(
      payload,
      seedCoverSvg(post, index),
      `blog-${slugify(post.title)}`,
      `Capa do post "${post.title}": notebook com o título na tela`,
    )
    await payload.create({
      collection: 'posts',
      data: {
        title: post.title,
        excerpt: post.excerpt,
        category: post.category,
        date: new Date(`${post.date}T12:00:00.000Z`).toISOString(),
        coverImage: cover,
        content: lexicalFromBlocks(post.body) as never,
        _status: 'published',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  },
}))

/** The fixed texts of /blog and the post pages, written into 'Página do blog' once (staff edit them after). */
export const blogPageSeed: SeedItem = {
  key: 'page:blog',
  run: async (payload) => {
    const { blogPageSeedData } = await import('./blog-page')
    await payload.updateGlobal({ slug: 'blog-page', data: blogPageSeedData() as never, overrideAccess: true, context: { disableRevalidate: true } })
  },
}
