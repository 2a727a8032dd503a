import type { Field, TextFieldSingleValidation } from 'payload'

import { formatReais, MAX_PRICE_CENTAVOS, parseReais } from './reais'

/**
 * A price staff type in reais ('1.533,00') and the database keeps in centavos (an integer column named
 * `name`). Two fields: the visible text `<name>Reais` (virtual: never stored; shows the stored price back
 * as '1.533,00' and refuses negative, malformed or absurd prices with a pt-BR message, so nothing is saved)
 * and the hidden integer `name`, which takes its value from the text on every save. API clients may send
 * either (centavos sent to the API win over an unchanged text); the integer has the same bounds.
 */
export function priceFields({ name, label, description, required = true }: { name: string; label: string; description?: string; required?: boolean }): Field[] {
  const textName = `${name}Reais`
  const validate: TextFieldSingleValidation = (value) => {
    // Not sent (an API client that writes centavos): the integer's own validation speaks for it.
    if (value === undefined || value === null) return true
    if (value === '') return !required || 'Informe o preço em reais, por exemplo 1.533,00.'

    const parsed = parseReais(value)
    return parsed.ok ? true : parsed.error
  }
  return [
    {
      name: textName,
      type: 'text',
      label: `${label} (R$)`,
      virtual: true,
      validate,
      // Payload makes a virtual field read-only in the admin unless told otherwise.
      admin: { readOnly: false, description: description ?? 'Em reais, como no site: 1.533,00.', placeholder: '0,00' },
      hooks: {
        afterRead: [({ siblingData }) => {
          const centavos = (siblingData as Record<string, unknown>)?.[name]
          return typeof centavos === 'number' ? formatReais(centavos) : null
        }],
      },
    },
    {
      name,
      type: 'number',
      label: `${label} (centavos)`,
      required,
      min: 1,
      max: MAX_PRICE_CENTAVOS,
      admin: { hidden: true, step: 1 },
      validate: (value: number | number[] | null | undefined) => {
        if (value === null || value === undefined) return required ? 'Informe o preço em reais, por exemplo 1.533,00.' : true
        if (typeof value !== 'number' || !Number.isInteger(value)) return 'O preço em centavos deve ser um número inteiro.'
        if (value <= 0) return 'O preço deve ser maior que zero.'
        if (value > MAX_PRICE_CENTAVOS) return 'Preço alto demais: o máximo é R$ 1.000.000,00.'
        return true
      },
      hooks: {
        // Runs before validation. An API client that changed the centavos directly is taken at its word
        // (and validated); otherwise the price typed in reais, when it changed, becomes the centavos.
        beforeChange: [({ siblingData, value, previousValue }) => {
          if (value !== undefined && value !== previousValue) return value
          const typed = (siblingData as Record<string, unknown>)?.[textName]
          if (typeof typed === 'string' && typed.trim()) {
            const parsed = parseReais(typed)
            if (parsed.ok) return parsed.centavos
          }
          return value ?? previousValue
        }],
      },
    },
  ]
}
