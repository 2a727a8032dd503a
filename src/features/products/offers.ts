import { formatBRL } from '@/lib/format'

import type { ChatPageContent, EmailPageContent, PromotionContent } from './page-defaults'
import { discounted } from './prices'

/**
 * The sentences and structured-data offers the product pages compute from the prices, minimum users and
 * promotions staff set in the admin (so a price typed once is right everywhere it is stated).
 */

/** The chat plan's first-year promotion: '20% de desconto no primeiro ano: R$ 1.226,40 em vez de R$ 1.533,00. …' */
export function chatPromotionText(chat: ChatPageContent, percent: number): string {
  const price = formatBRL(chat.planPrice)
  return `${percent}% de desconto no primeiro ano: ${formatBRL(discounted(chat.planPrice, percent))} em vez de ${price}. A partir do segundo ano, ${price} por ano.`
}

/** The running chat promotion's percentage, if one runs. */
export const chatPercent = (running: PromotionContent[]): number | null =>
  running.find((p) => p.product === 'chat' && p.percent)?.percent ?? null

/** The plan's price and, while it runs, its first-year promotion (chat and service-desk structured data). */
export function chatOffers(chat: ChatPageContent, percent: number | null) {
  return [
    { price: chat.planPrice / 100, description: `Plano anual para até ${chat.minUsers} usuários (mínimo de ${chat.minUsers} usuários)` },
    ...(percent ? [{ price: discounted(chat.planPrice, percent) / 100, description: `Promoção: ${chatPromotionText(chat, percent)}` }] : []),
  ]
}

/** A promotion card on /promocoes: badge, texts and its schema.org offer. */
export function promotionCard(promo: PromotionContent, chat: ChatPageContent, email: EmailPageContent) {
  const percent = promo.percent ?? 0
  const text = promo.text.replaceAll('{desconto}', `${percent}%`)
  if (promo.product === 'email') {
    const price = formatBRL(email.packPrice)
    return {
      ...promo,
      text,
      badge: `${price}/ano`,
      how: `Contratação anual de ${price}, menos de R$ 7,25 por conta ao mês. Contas de 5 GB sob consulta.`,
      offer: { price: email.packPrice / 100, itemName: 'E-mail Corporativo', description: 'Pacote de 5 contas de 3 GB, cobrança anual' },
    }
  }
  if (promo.product === 'chat') {
    return {
      ...promo,
      text,
      badge: `${percent}% OFF`,
      how: chatPromotionText(chat, percent),
      offer: {
        price: discounted(chat.planPrice, percent) / 100,
        itemName: 'Chat WhatsApp para empresas',
        description: `Primeiro ano do plano para até ${chat.minUsers} usuários com ${percent}% de desconto`,
      },
    }
  }
  return {
    ...promo,
    text,
    badge: `${percent}% OFF`,
    how: templatesPromotionHow(percent),
    offer: { itemName: 'Templates de sites', description: `${percent}% de desconto em qualquer template, pedido pelo WhatsApp` },
  }
}

/** How the templates discount is claimed: checkout has no coupon field, so the team sends the link. */
export const templatesPromotionHow = (percent: number) =>
  `Como usar: escolha o template e peça o desconto pelo WhatsApp com o nome dele. Enviamos o link de pagamento com ${percent}% a menos sobre o preço da página, inclusive nos templates já em oferta.`
