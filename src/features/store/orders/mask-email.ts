/**
 * 'ana.souza@cliente.com.br' → 'a***@cliente.com.br': enough for the buyer to recognise the address,
 * too little for anyone else who sees the page (a shared screen, a forwarded return address).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email[0]}***${email.slice(at)}`
}
