import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rules every axe check of the browser tests runs: WCAG 2.2 A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The page's axe violations as it is now, one line each, naming `label` (the page or the state checked). */
export async function axeProblems(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return violations.map((v) => `${label}: ${v.id} (${v.nodes.length}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}
