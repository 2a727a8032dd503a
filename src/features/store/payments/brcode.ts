/**
 * Pix "copia e cola" codes: the EMV® QRCPS BR Code of the Banco Central's Pix manual. Each field is
 * ID (2 digits) + length (2 digits) + value; the last one is the CRC16 (6304XXXX) of everything before it.
 */

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as the BR Code asks; 4 uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

const field = (id: string, value: string) => {
  if (value.length > 99) throw new Error(`BR Code: campo ${id} longo demais`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** Upper-case ASCII without accents (names and cities go into the code as plain letters). */
const plain = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .toUpperCase()
    .slice(0, max)

export type PixCharge = {
  /** The receiver's Pix key (a random key, e-mail, phone or CPF/CNPJ). */
  key: string
  /** In centavos. */
  amount: number
  merchantName: string
  merchantCity: string
  /** The charge's identifier (up to 25 letters and digits). */
  txid: string
}

/** A single-use BR Code for a charge: starts 000201, carries the amount and the merchant's name, ends with its CRC. */
export function pixCopiaECola({ key, amount, merchantName, merchantCity, txid }: PixCharge): string {
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', (amount / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', plain(merchantName, 25) || 'LOJA') +
    field('60', plain(merchantCity, 15) || 'SAO PAULO') +
    field('62', field('05', txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***')) +
    '6304'
  return body + crc16(body)
}

/** Reads the top-level fields of a BR Code (for tests and checks): id → value. */
export function parseBrCode(code: string): Map<string, string> {
  const fields = new Map<string, string>()
  for (let i = 0; i < code.length; ) {
    const id = code.slice(i, i + 2)
    const length = Number(code.slice(i + 2, i + 4))
    fields.set(id, code.slice(i + 4, i + 4 + length))
    i += 4 + length
  }
  return fields
}
