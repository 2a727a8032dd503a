/** The spec's checkout toasts (kept apart from the zod schema so the button's island stays small). */
export const CHECKOUT_MESSAGES = {
  noSession: 'Erro ao criar sessão de pagamento.',
  redirect: 'Não foi possível redirecionar.',
} as const

const CATALOG_CHECKOUT_MESSAGES: Record<string, string> = {
  indisponivel: 'Este template não está mais à venda. Escolha outro na lista abaixo.',
  invalida: 'Não foi possível iniciar a compra. Escolha o template e tente de novo.',
  limite: 'Muitas tentativas de compra em pouco tempo. Aguarde alguns minutos e tente de novo.',
}

/** What /templates says when a purchase without JavaScript could not start (`?compra=…`), if anything. */
export const catalogCheckoutNotice = (code: string): string | undefined =>
  Object.hasOwn(CATALOG_CHECKOUT_MESSAGES, code) ? CATALOG_CHECKOUT_MESSAGES[code] : undefined
