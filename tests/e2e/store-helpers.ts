import type { Page } from '@playwright/test'

/** A buyer with a valid CPF: what the checkout asks for the nota fiscal. */
export const BUYER = { name: 'Ana Souza', taxId: '529.982.247-25', email: 'ana@cliente-teste.com.br' }

/** Fills the nota fiscal fields above 'Comprar Template'. */
export async function fillBuyer(page: Page, overrides: Partial<typeof BUYER> = {}) {
  const buyer = { ...BUYER, ...overrides }
  await page.getByLabel('Nome completo ou razão social').fill(buyer.name)
  await page.getByLabel('CPF ou CNPJ').fill(buyer.taxId)
  await page.getByLabel('E-mail', { exact: true }).fill(buyer.email)
}
