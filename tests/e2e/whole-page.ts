import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

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

/**
 * Saves a PNG of the whole page, drawn whole, for review: what `page.screenshot({ fullPage: true
 * })` takes of it (but for a text caret, which this leaves as it is), with Chromium's faster PNG
 * encoding (`optimizeForSpeed`). The files are about a quarter larger, and each takes about a
 * third less processor time: the browser specs save about a hundred, most of them pages several
 * screens long.
 */
export async function saveWholePageScreenshot(page: Page, file: string) {
  await drawWholePage(page)
  const session = await page.context().newCDPSession(page)
  try {
    const { cssContentSize } = await session.send('Page.getLayoutMetrics')
    const { data } = await session.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      captureBeyondViewport: true,
      clip: { x: 0, y: 0, width: Math.ceil(cssContentSize.width), height: Math.ceil(cssContentSize.height), scale: 1 },
    })
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, Buffer.from(data, 'base64'))
  } finally {
    // A page closed meanwhile has no session left to detach: the error that closed it is the one to see.
    await session.detach().catch(() => {})
  }
}
