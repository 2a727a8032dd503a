import { createHash } from 'node:crypto'

import QRCode from 'qrcode'

import { boletoLine } from './boleto'
import { pixCopiaECola } from './brcode'
import type { OrderSummary } from '../orders/orders'
import { BOLETO_DUE_MS, SIMULATOR_SESSION_TTL_MS } from './simulator'

export type PixScreen = { code: string; qrSvg: string; expiresAt: string }
export type BoletoScreen = { line: string; dueDate: string }

/** A random-looking Pix key (EVP, UUID form) of the simulated receiver, the same for a session. */
const simulatedPixKey = (sessionId: string) => {
  const h = createHash('sha256').update(`pix-key:${sessionId}`).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * The Pix charge of a simulator session: its copia e cola (a valid BR Code with the amount and the
 * merchant's name) and the QR code of it as an SVG made here (nothing is loaded from another host).
 */
export async function pixScreen(sessionId: string, order: Pick<OrderSummary, 'amount' | 'createdAt'>, merchant: { name: string; city: string }): Promise<PixScreen> {
  const code = pixCopiaECola({
    key: simulatedPixKey(sessionId),
    amount: order.amount,
    merchantName: merchant.name,
    merchantCity: merchant.city.split(',')[0] ?? merchant.city,
    txid: sessionId.replace(/^cs_sim_/, '').slice(0, 25),
  })
  const qrSvg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#0f172a', light: '#ffffff' } })
  return { code, qrSvg, expiresAt: new Date(Date.parse(order.createdAt) + SIMULATOR_SESSION_TTL_MS).toISOString() }
}

/** The boleto of a simulator session: its linha digitável and due date (3 days after the session started). */
export function boletoScreen(sessionId: string, order: Pick<OrderSummary, 'amount' | 'createdAt'>): BoletoScreen {
  const due = new Date(Date.parse(order.createdAt) + BOLETO_DUE_MS)
  const reference = BigInt(`0x${createHash('sha256').update(`boleto:${sessionId}`).digest('hex').slice(0, 20)}`).toString()
  return { line: boletoLine({ amount: order.amount, due, reference }).line, dueDate: due.toISOString() }
}
