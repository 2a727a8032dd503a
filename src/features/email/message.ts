/** One e-mail as the site sends it. */
export type EmailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string }

/**
 * Secrets never kept in the stored copy of an e-mail: the token of a password-reset link (whoever reads
 * the outbox could otherwise take over the account). The e-mail actually sent still carries it.
 */
export function maskSecrets(text: string): string {
  return text.replace(/(\/admin\/reset\/)[^\s"'<>]+/g, '$1[token-oculto]')
}
