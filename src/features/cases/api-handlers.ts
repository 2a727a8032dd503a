import 'server-only'

import { json } from '@/kit/json-response'

import { toApiCase } from './map-case'
import { getAllCases, getCaseBySlug } from './queries'

export async function listCases(): Promise<Response> {
  return json((await getAllCases()).map(toApiCase))
}

export async function caseBySlug(slug: string): Promise<Response> {
  const item = await getCaseBySlug(slug)
  return item ? json(toApiCase(item)) : json({ error: 'Case não encontrado.' }, 404)
}
