/**
 * A boleto's "linha digitável" (47 digits, Febraban layout) for the payment simulator: the bank code
 * 999 is nobody's, so no bank would take it, but the check digits are the real ones (mod 10 per field,
 * mod 11 for the barcode) and the due-date factor and amount read as in any boleto.
 */

const mod10 = (digits: string) => {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const product = Number(digits[i]) * weight
    sum += product > 9 ? product - 9 : product
    weight = weight === 2 ? 1 : 2
  }
  return String((10 - (sum % 10)) % 10)
}

const mod11 = (digits: string) => {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  const dv = 11 - (sum % 11)
  return String(dv === 0 || dv === 10 || dv === 11 ? 1 : dv)
}

/** Febraban's due-date factor: days since 1997-10-07, restarting at 1000 on 2025-02-22 (after 9999). */
export function dueDateFactor(due: Date): string {
  const day = 86_400_000
  const days = Math.floor((Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate()) - Date.UTC(2025, 1, 22)) / day)
  return String(1000 + (((days % 9000) + 9000) % 9000)).padStart(4, '0')
}

/** The 44-digit barcode and its 47-digit line ("linha digitável", grouped as printed on a boleto). */
export function boletoLine({ amount, due, reference }: { amount: number; due: Date; reference: string }): { barcode: string; line: string } {
  const freeField = reference.replace(/\D/g, '').padStart(25, '0').slice(-25)
  const bankCurrency = '9999'
  const factorAmount = dueDateFactor(due) + String(amount).padStart(10, '0')
  const withoutDv = bankCurrency + factorAmount + freeField
  const dv = mod11(withoutDv)
  const barcode = bankCurrency + dv + factorAmount + freeField
  const f1 = bankCurrency + freeField.slice(0, 5)
  const f2 = freeField.slice(5, 15)
  const f3 = freeField.slice(15, 25)
  const line = [
    `${f1.slice(0, 5)}.${f1.slice(5)}${mod10(f1)}`,
    `${f2.slice(0, 5)}.${f2.slice(5)}${mod10(f2)}`,
    `${f3.slice(0, 5)}.${f3.slice(5)}${mod10(f3)}`,
    dv,
    factorAmount,
  ].join(' ')
  return { barcode, line }
}
