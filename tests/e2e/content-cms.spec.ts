import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { cmsAdmin } from './content-helpers'

/**
 * Appends a dated sentence to a text field of one document through the CMS's REST API, reloads the public
 * page until the new text shows (the collection hook revalidates the page's cache tag), then restores it.
 */
async function editShowsSoon(
  { page, request }: { page: Page; request: APIRequestContext },
  edit: { collection: string; by: [field: string, value: string]; field: string; path: string; text: (old: string) => string },
) {
  const cms = await cmsAdmin(request)
  const doc = await cms.findOne(edit.collection, ...edit.by)
  const before = String(doc[edit.field] ?? '')
  const after = edit.text(before)
  try {
    await cms.update(edit.collection, doc.id, { [edit.field]: after })
    await expect(async () => {
      await page.goto(edit.path)
      await expect(page.getByText(after)).toHaveCount(1, { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
  } finally {
    await cms.update(edit.collection, doc.id, { [edit.field]: before })
  }
}

// Each project edits its own post and case, so that parallel runs do not meet.
test.describe('an edit in the CMS shows on the public pages within seconds, without a rebuild', () => {
  test('a post', async ({ page, request }, testInfo) => {
    const slug =
      testInfo.project.name === 'mobile' ? 'identidade-visual-o-que-entregar-alem-do-logotipo' : 'marketing-de-conteudo-quantos-posts-por-mes-publicar'
    await editShowsSoon(
      { page, request },
      { collection: 'posts', by: ['slug', slug], field: 'excerpt', path: `/blog/${slug}`, text: (old) => `${old} Revisado em ${Date.now()}.` },
    )
  })

  test('a case', async ({ page, request }, testInfo) => {
    const slug = testInfo.project.name === 'mobile' ? 'construtora-vende-lancamento-com-trafego-pago' : 'google-ads-reduz-custo-por-lead-de-escola-de-idiomas'
    await editShowsSoon(
      { page, request },
      { collection: 'cases', by: ['slug', slug], field: 'results', path: `/cases/${slug}`, text: (old) => `${old} Atualizado em ${Date.now()}.` },
    )
  })

  test('a template for sale', async ({ page, request }, testInfo) => {
    // Templates no other test reads, so that the title being edited meets no one.
    const slug = testInfo.project.name === 'mobile' ? 'emporio-natural' : 'loja-aurora-moda'
    await editShowsSoon(
      { page, request },
      { collection: 'store-templates', by: ['slug', slug], field: 'title', path: `/templates/${slug}`, text: (old) => `${old} (revisado em ${Date.now()})` },
    )
  })

  test('the home hero (home-hero template)', async ({ page, request }, testInfo) => {
    // One project only: there is one hero. The subheading, not the heading, which other tests read meanwhile.
    await editShowsSoon(
      { page, request },
      {
        collection: 'page-templates',
        by: ['name', 'home-hero'],
        field: 'subheading',
        path: '/',
        text: () => `Templates prontos e sites sob medida, no ar em ${Date.now()} milissegundos.`,
      },
    )
  })
})
