/** Where on the site a WhatsApp conversation was started; the pre-filled message names it. */
export type WhatsAppOrigin = { page: string; detail?: string }

/**
 * Builds a `https://wa.me/<number>?text=<message>` link with a pt-BR message that tells the agency
 * where the visitor came from.
 */
export function whatsappLink(number: string, origin: WhatsAppOrigin, brandName?: string): string {
  const digits = number.replace(/\D/g, '')
  const greeting = brandName ? `Olá, equipe ${brandName}!` : 'Olá!'
  const where = origin.detail ? `${origin.page} (${origin.detail})` : origin.page
  const message = `${greeting} Vim pelo site, na página ${where}, e gostaria de conversar.`
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`
}
