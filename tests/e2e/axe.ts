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
    // axe.run in the page itself rather than a run per frame finished in a blank page opened for
    // each check, a second renderer each time: the same rules over the same page, since the
    // site's pages can hold no frame (default-src 'none', scripts/security-headers.mjs).
    .setLegacyMode()
    // Passes and incomplete checks with one example node each, not every node (with a selector
    // built for each): only the violations are asserted, and those keep every node.
    .options({ resultTypes: ['violations'] })
    .analyze()
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(violations, `axe violations on ${context}`).toEqual([])
}
