import 'server-only'

import { json } from '@/kit/json-response'

import { getPageTemplate, getPageTemplates } from './queries'

export async function listTemplates(): Promise<Response> {
  return json(await getPageTemplates())
}

export async function templateByName(name: string): Promise<Response> {
  const template = await getPageTemplate(name)
  return template ? json(template) : json({ error: 'Template não encontrado.' }, 404)
}
