import type { TextField, TextFieldSingleValidation } from 'payload'
import { text as textValidation } from 'payload/shared'

/**
 * Texts staff write around a number the page counts or a setting holds ('Do pedido à entrega em {etapas}'):
 * the placeholder becomes the number with its word, singular for 1 ('1 etapa', '5 etapas'), so the text
 * never goes stale when the number changes.
 */
export type CountWord = { placeholder: string; one: string; many: string }

export const countWords = (count: number, word: CountWord) => `${count} ${count === 1 ? word.one : word.many}`

export function fillCounts(text: string, counts: [CountWord, number][]): string {
  return counts.reduce((result, [word, count]) => result.replaceAll(`{${word.placeholder}}`, countWords(count, word)), text)
}

/** Where the number is essential, a text without its placeholder is refused (in Portuguese). */
export function missingPlaceholderError(value: unknown, word: CountWord): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  if (value.includes(`{${word.placeholder}}`)) return null
  return `Mantenha {${word.placeholder}} no texto: no site ele vira o número com a palavra, por exemplo "${countWords(5, word)}" ou "${countWords(1, word)}".`
}

/** The admin's description of a text with placeholders: names each one and what it becomes. */
export const placeholderHint = (words: CountWord[]) =>
  words.map((word) => `{${word.placeholder}} vira, por exemplo, "${countWords(5, word)}"`).join('; ')

/**
 * A text field that must keep its placeholder; the usual checks (required, maximum length) run first.
 * `where` says where the text shows, for the admin's description.
 */
export function countTextField({ name, label, word, where, maxLength }: { name: string; label: string; word: CountWord; where: string; maxLength?: number }): TextField {
  const validate: TextFieldSingleValidation = (value, options) => {
    const base = textValidation(value, options)
    if (base !== true) return base
    return missingPlaceholderError(value, word) ?? true
  }
  return {
    name,
    type: 'text',
    label,
    required: true,
    ...(maxLength ? { maxLength } : {}),
    validate,
    admin: { description: `${where} ${placeholderHint([word])}: mantenha-o no texto.` },
  }
}
