import type { Payload } from 'payload'

import { seedItems } from './items'

export type SeedReport = { created: string[]; skipped: number }

/**
 * Fills in the demo content that is missing. Each item has a stable key; once an item has been created
 * its key is recorded, so a later start never re-creates what an editor deleted and never overwrites
 * what an editor changed.
 */
export async function runSeed(payload: Payload): Promise<SeedReport> {
  const state = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true })
  const done = new Set<string>(Array.isArray(state.seededKeys) ? (state.seededKeys as string[]) : [])
  const created: string[] = []
  let skipped = 0
  for (const item of seedItems) {
    if (done.has(item.key)) {
      skipped += 1
      continue
    }
    await item.run(payload)
    done.add(item.key)
    created.push(item.key)
    await payload.updateGlobal({
      slug: 'seed-state',
      data: { seededKeys: [...done] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  return { created, skipped }
}
