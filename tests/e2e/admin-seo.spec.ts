import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { loginAsNewAdmin } from './admin-helpers'

/*
 * Search engines from the admin, through the admin's REST API, seen on the public pages within 10 s:
 * a post's SEO title and "não indexar", a slug change (the old address redirects permanently to the new
 * one; the slug set back serves the page again) and a redirect made by staff.
 */
// Each test logs in as an administrator of its own: Payload keeps one session list per account, and the
// seeded administrator's is shared with every test that creates an account beside these.
test.describe.configure({ mode: 'serial' })

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function api(request: APIRequestContext, token: string, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const response = await request.fetch(`/cms-api${path}`, { method, headers: { Authorization: `JWT ${token}` }, data })
  return { status: response.status(), json: await response.json() }
}

async function newPost(request: APIRequestContext, token: string, slug: string) {
  const seeded = await request.get('/cms-api/posts?limit=1&depth=0', { headers: { Authorization: `JWT ${token}` } })
  const sample = (await seeded.json()).docs[0]
  const created = await api(request, token, 'POST', '/posts', {
    title: `Post de SEO ${slug}`,
    slug,
    excerpt: 'Resumo padrão do post de teste.',
    category: 'SEO',
    coverImage: sample.coverImage,
    content: sample.content,
    _status: 'published',
  })
  expect(created.status).toBe(201)
  return created.json.doc as { id: number }
}

test('an SEO title and "não indexar" set in the admin show on the post within 10 s', async ({ page, request }) => {
  const token = await loginAsNewAdmin(page)
  const slug = `seo-${unique()}`
  const post = await newPost(request, token, slug)
  await page.goto(`/blog/${slug}`)
  await expect(page).toHaveTitle(`Post de SEO ${slug} | Vértice Digital`)

  const edited = await api(request, token, 'PATCH', `/posts/${post.id}`, {
    meta: { title: 'Título escrito pelo marketing', description: 'Descrição escrita pelo marketing.' },
  })
  expect(edited.status).toBe(200)
  await expect(async () => {
    await page.goto(`/blog/${slug}`)
    await expect(page).toHaveTitle('Título escrito pelo marketing', { timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Descrição escrita pelo marketing.')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Título escrito pelo marketing')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/)

  await api(request, token, 'PATCH', `/posts/${post.id}`, { meta: { noIndex: true } })
  await expect(async () => {
    await page.goto(`/blog/${slug}`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/, { timeout: 500 })
  }).toPass({ timeout: 10_000 })
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain(`/blog/${slug}<`)
})

test('renaming a published post: the old address redirects permanently, the slug set back serves the page again', async ({ page, request }) => {
  const token = await loginAsNewAdmin(page)
  const slug = `renomear-${unique()}`
  const post = await newPost(request, token, slug)
  expect((await request.get(`/blog/${slug}`)).status()).toBe(200)

  expect((await api(request, token, 'PATCH', `/posts/${post.id}`, { slug: `${slug}-novo` })).status).toBe(200)
  await expect(async () => {
    const old = await request.get(`/blog/${slug}`, { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(old.headers().location).toMatch(new RegExp(`/blog/${slug}-novo$`))
  }).toPass({ timeout: 10_000 })
  await page.goto(`/blog/${slug}`)
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}-novo$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Post de SEO ${slug}`)

  expect((await api(request, token, 'PATCH', `/posts/${post.id}`, { slug })).status).toBe(200)
  await expect(async () => expect((await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(200)).toPass({ timeout: 10_000 })
  expect((await request.get(`/blog/${slug}-novo`, { maxRedirects: 0 })).status()).toBe(308)
})

test('a redirect made by staff is answered before the 404 page; one to itself is refused in Portuguese', async ({ page, request }) => {
  const token = await loginAsNewAdmin(page)
  const from = `/campanha-antiga-${unique()}`
  expect((await request.get(from)).status()).toBe(404)
  const created = await api(request, token, 'POST', '/redirects', { from, to: { type: 'custom', url: '/promocoes' }, type: '301' })
  expect(created.status).toBe(201)
  await expect(async () => {
    await page.goto(from)
    await expect(page).toHaveURL(/\/promocoes$/, { timeout: 500 })
  }).toPass({ timeout: 10_000 })

  const self = await api(request, token, 'POST', '/redirects', { from: '/laco-proprio', to: { type: 'custom', url: '/laco-proprio' }, type: '301' })
  // The REST answer names the field in Portuguese; the admin shows the full reason under the field
  // (the integration test checks that text: 'não pode levar ao próprio endereço').
  expect(self.status).toBe(400)
  expect(JSON.stringify(self.json)).toContain('inválido: Para > Endereço')
  expect((await request.get('/laco-proprio', { maxRedirects: 0 })).status()).toBe(404)
})

test('a fixed page\'s SEO ("SEO das páginas"): today\'s title seeded, staff\'s title and "não indexar" on /cursos within 10 s, and back', async ({ page, request }) => {
  const token = await loginAsNewAdmin(page)
  const auth = { Authorization: `JWT ${token}` }
  const found = await (await request.get('/cms-api/page-seo?where[path][equals]=/cursos&depth=0', { headers: auth })).json()
  const doc = found.docs[0] as { id: number; label: string; meta: { title: string; description: string } }
  expect(doc).toMatchObject({ label: 'Cursos', meta: { title: 'Cursos | Vértice Digital' } })
  // Visitors (no session) cannot read or write the collection.
  expect((await request.get('/cms-api/page-seo')).status()).toBe(403)
  expect((await request.fetch(`/cms-api/page-seo/${doc.id}`, { method: 'PATCH', data: { meta: { title: 'x' } } })).status()).toBe(403)

  try {
    expect((await api(request, token, 'PATCH', `/page-seo/${doc.id}`, { meta: { title: 'Cursos grátis de sites e SEO', description: 'Descrição dos cursos escrita pelo marketing.' } })).status).toBe(200)
    await expect(async () => {
      await page.goto('/cursos')
      await expect(page).toHaveTitle('Cursos grátis de sites e SEO', { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Descrição dos cursos escrita pelo marketing.')
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Cursos grátis de sites e SEO')

    expect((await api(request, token, 'PATCH', `/page-seo/${doc.id}`, { meta: { noIndex: true } })).status).toBe(200)
    await expect(async () => {
      await page.goto('/cursos')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/, { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/cursos<')
  } finally {
    // Emptied fields fall back to today's texts: the page never loses its title.
    expect((await api(request, token, 'PATCH', `/page-seo/${doc.id}`, { meta: { title: '', description: '', noIndex: false } })).status).toBe(200)
  }
  await expect(async () => {
    await page.goto('/cursos')
    await expect(page).toHaveTitle('Cursos | Vértice Digital', { timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Aprenda a criar e divulgar seu site/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/)
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/cursos<')
  expect((await api(request, token, 'PATCH', `/page-seo/${doc.id}`, { meta: doc.meta })).status).toBe(200)
})
