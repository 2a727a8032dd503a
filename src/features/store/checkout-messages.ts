/** The spec's checkout toasts (kept apart from the zod schema so the button's island stays small). */
export const CHECKOUT_MESSAGES = {
  noSession: 'Erro ao criar sessão de pagamento.',
  redirect: 'Não foi possível redirecionar.',
} as const
