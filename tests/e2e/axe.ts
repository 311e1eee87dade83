import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'

import { drawWholePage } from './whole-page'

/**
 * The one accessibility check every spec calls: axe-core with the WCAG 2.2 A/AA rules and
 * best practices, over the whole page drawn. It fails with each violation's rule, impact and the
 * elements it found.
 */
export async function expectNoAxeViolations(page: Page, context: string) {
  await drawWholePage(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(violations, `axe violations on ${context}`).toEqual([])
}
