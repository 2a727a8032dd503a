import { crc32, deflateSync } from 'node:zlib'

import { expect, type Page } from '@playwright/test'

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@agencia-teste.com.br',
  password: process.env.ADMIN_PASSWORD ?? 'senha-de-teste-2026!',
}

/**
 * Logs the page's browser context in as the test administrator (session cookie), without the form.
 * Returns the token for API calls: the cookie alone only counts for requests from the site's own pages
 * (Payload's CSRF check), which Playwright's API requests are not.
 */
export async function loginByApi(page: Page): Promise<string> {
  const response = await page.request.post('/cms-api/users/login', { data: ADMIN })
  expect(response.ok()).toBe(true)
  return (await response.json()).token as string
}

let counter = 0

/**
 * Creates a staff account of its own for a test (an editor unless told). Payload keeps each account's
 * sessions in one list, so parallel tests logging in to the same account can overwrite each other's session:
 * the administrator is only used for this one call (retried if a parallel login dropped its session).
 */
export async function createEditor(page: Page, role: 'editor' | 'admin' = 'editor'): Promise<{ email: string; password: string }> {
  const email = `${role}-${Date.now().toString(36)}-${(counter += 1)}-${Math.floor(Math.random() * 1e6)}@agencia-teste.com.br`
  const password = 'tartaruga-azul-le-jornal'
  let status = 0
  for (let attempt = 0; attempt < 3 && status !== 201; attempt += 1) {
    const token = await loginByApi(page)
    const created = await page.request.post('/cms-api/users', {
      headers: { Authorization: `JWT ${token}` },
      data: { email, password, name: role === 'admin' ? 'Administradora de teste' : 'Editora de teste', roles: [role] },
    })
    status = created.status()
  }
  expect(status).toBe(201)
  await page.context().clearCookies()
  return { email, password }
}

/** Logs the page's browser context in as a new editor of its own; returns the token for API calls. */
export async function loginAsNewEditor(page: Page): Promise<string> {
  return loginAs(page, await createEditor(page))
}

/**
 * Logs in as a new administrator of its own, for what only administrators change (the site settings),
 * without sharing the seeded administrator's session list with the tests running beside it.
 */
export async function loginAsNewAdmin(page: Page): Promise<string> {
  return loginAs(page, await createEditor(page, 'admin'))
}

async function loginAs(page: Page, account: { email: string; password: string }): Promise<string> {
  const login = await page.request.post('/cms-api/users/login', { data: account })
  expect(login.ok()).toBe(true)
  return (await login.json()).token as string
}

/** A small PNG made on the spot (a two-colour gradient), so that uploads need no fixture file. */
export function pngImage(width = 1600, height = 900): Buffer {
  const row = (y: number) => {
    const line = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x += 1) {
      line[1 + x * 3] = Math.round((x / width) * 255)
      line[2 + x * 3] = Math.round((y / height) * 255)
      line[3 + x * 3] = 160
    }
    return line
  }
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => row(y)))
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}

/** Payload's toast after a save, in Portuguese. */
export async function expectSavedToast(page: Page, text: RegExp = /sucesso/i): Promise<void> {
  await expect(page.locator('.payload-toast-container').getByText(text).first()).toBeVisible({ timeout: 20_000 })
}
