/**
 * CPF and CNPJ, as a nota fiscal needs them: check digits validated (mod 11). CNPJs may be alphanumeric
 * (Receita Federal, from July 2026): each of the first 12 characters counts as its ASCII code minus 48, so
 * digits keep their value and A-Z count 17-42; the two check digits stay numeric.
 */
export type TaxId = { kind: 'cpf' | 'cnpj'; value: string; formatted: string }

export const TAX_ID_ERROR = 'CPF ou CNPJ inválido. Confira os números e tente de novo.'

const charValue = (c: string) => c.charCodeAt(0) - 48

function checkDigit(chars: string, weights: number[], cpf: boolean): number {
  const sum = weights.reduce((acc, w, i) => acc + charValue(chars.charAt(i)) * w, 0)
  if (cpf) {
    const r = (sum * 10) % 11
    return r === 10 ? 0 : r
  }
  const r = sum % 11
  return r < 2 ? 0 : 11 - r
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2]
const CPF_W2 = [11, ...CPF_W1]
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_W2 = [6, ...CNPJ_W1]

export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false
  return checkDigit(digits, CPF_W1, true) === Number(digits[9]) && checkDigit(digits, CPF_W2, true) === Number(digits[10])
}

export function isValidCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false
  return checkDigit(value, CNPJ_W1, false) === Number(value[12]) && checkDigit(value, CNPJ_W2, false) === Number(value[13])
}

/** Reads a CPF or CNPJ as typed (dots, dashes, slashes and spaces ignored); null when it is not a valid one. */
export function parseTaxId(input: string): TaxId | null {
  const value = input.toUpperCase().replace(/[\s./-]/g, '')
  if (isValidCpf(value)) {
    return { kind: 'cpf', value, formatted: `${value.slice(0, 3)}.${value.slice(3, 6)}.${value.slice(6, 9)}-${value.slice(9)}` }
  }
  if (isValidCnpj(value)) {
    return {
      kind: 'cnpj',
      value,
      formatted: `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}`,
    }
  }
  return null
}
