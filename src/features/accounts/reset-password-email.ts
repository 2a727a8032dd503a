import { env } from '@/lib/env'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The password-reset e-mail, in Portuguese, with the link to the admin's reset screen. */
export function resetPasswordEmail(token: string): string {
  const link = `${env.SITE_URL}/admin/reset/${encodeURIComponent(token)}`
  return `<p>Olá!</p>
<p>Recebemos um pedido para redefinir a sua senha do painel da ${escape(env.BRAND_NAME)}.</p>
<p><a href="${escape(link)}">Criar uma nova senha</a> (o link vale por 1 hora).</p>
<p>Se não foi você, ignore este e-mail: a sua senha continua a mesma.</p>`
}
