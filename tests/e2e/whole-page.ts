import type { Page } from '@playwright/test'

/**
 * Sections below a page's first screen, and the footer, skip rendering until they come near the
 * viewport (`content-visibility: auto`, app/styles/app.css): until then they have no boxes to
 * measure, nothing to photograph and no colours to check. This draws them all, as a visitor
 * scrolling down sees them, for a check of the whole page at once.
 */
export async function drawWholePage(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    }
  })
}
