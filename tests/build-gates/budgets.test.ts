import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { type Browser, chromium } from '@playwright/test'
import sirv from 'sirv'

import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'

import { localizedPaths, locales, pathsOf } from '~/content/pages'

import { findTestChromium, testChromiumFlags } from '../../scripts/find-chromium.mjs'
import { asVisited, budgetAt, firstRoundTrip, responseSize } from '../../scripts/page-weight.mjs'
import { builtPages, firstViewAssets } from '../../scripts/route-assets.mjs'
import { testPorts } from '../../scripts/test-ports.mjs'
import { serveSiteDuringTests } from './site-server'

/*
 * What each page may load on a first visit (docs/bench.md, "Budgets"). Content pages ship
 * only their small inline scripts; the contact page adds the form island (React), and loads the
 * toast's code (sonner) on demand, when the form first gets focus, which has its own budget.
 * CSS, font and total follow what `npm run bench` measured within 1.1x of a bare page, with
 * some room: each page's CSS 5.1-6.1 KB gzip, all of it inline (scripts/page-css.mjs); one
 * 19.7 KB font; 38.6 KB in all on the home page.
 */
const KB = 1024
const budgets = {
  contentJs: 3 * KB,
  contactJs: 80 * KB,
  contactOnDemandJs: 12 * KB,
  css: 8 * KB,
  fonts: 24 * KB,
  homeTotal: 60 * KB,
}
const contactPaths: string[] = pathsOf('contact')

type Assets = {
  jsGzip: number
  onDemandJsGzip: number
  cssGzip: number
  fontBytes: number
  htmlGzip: number
  otherGzip: number
}
const pages = builtPages() as [string, string][]
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

/** Every figure beside its budget, printed once the gates have run. */
const report: string[] = []
afterAll(() => console.log(`Budgets (measured / budget):\n${report.join('\n')}`))

function expectWithin(what: string, measured: number, budget: number, format = kb) {
  report.push(`  ${what.padEnd(44)} ${format(measured).padStart(10)} / ${format(budget)}`)
  expect(measured, `${what}: measured ${format(measured)} against a budget of ${format(budget)}`).toBeLessThanOrEqual(
    budget,
  )
}

describe.each(pages)('%s', (urlPath, file) => {
  const assets = firstViewAssets(file) as Assets
  const isContact = contactPaths.includes(urlPath)
  const jsBudget = isContact ? budgets.contactJs : budgets.contentJs
  const onDemandBudget = isContact ? budgets.contactOnDemandJs : 0

  test(`its first view's JavaScript, inline or not, is within ${kb(jsBudget)} gzip`, () => {
    expectWithin(`${urlPath} JavaScript, first view (gzip)`, assets.jsGzip, jsBudget)
  })

  test(`what it loads on demand later is within ${kb(onDemandBudget)} gzip`, () => {
    expectWithin(`${urlPath} JavaScript, on demand (gzip)`, assets.onDemandJsGzip, onDemandBudget)
  })

  test(`its CSS is within ${kb(budgets.css)} gzip`, () => {
    expectWithin(`${urlPath} CSS (gzip)`, assets.cssGzip, budgets.css)
  })

  test(`the fonts its stylesheet loads are within ${kb(budgets.fonts)}`, () => {
    expectWithin(`${urlPath} fonts`, assets.fontBytes, budgets.fonts)
  })
})

test(`the home page's whole first view transfers within ${kb(budgets.homeTotal)}`, () => {
  const home = pages.find(([urlPath]) => urlPath === '/')
  const assets = firstViewAssets(home?.[1]) as Assets
  const total = assets.htmlGzip + assets.jsGzip + assets.cssGzip + assets.fontBytes + assets.otherGzip
  expectWithin('/ whole first view', total, budgets.homeTotal)
})

/*
 * The build refuses a page that would not arrive in the first round trip (scripts/page-weight.mjs,
 * which names the owner's longest texts on it); this holds the built site to it, measured the same
 * way on `npm start`'s server, on the not-found pages at an unknown path, where they answer 404.
 */
const bytes = (value: number) => `${value} B`

describe('each page, headers and HTML, arrives in the first round trip', () => {
  serveSiteDuringTests(testPorts.budgets)

  // The privacy pages alone may take two (scripts/page-weight.mjs, `budgetAt`).
  test('only the privacy pages may take a second round trip', () => {
    expect(pages.map(([urlPath]) => urlPath).filter((urlPath) => budgetAt(urlPath) !== firstRoundTrip)).toEqual(
      expect.arrayContaining(pathsOf('privacy')),
    )
    expect(pages.filter(([urlPath]) => budgetAt(urlPath) !== firstRoundTrip)).toHaveLength(locales.length)
  })
  test.each(pages.map(([urlPath]) => [asVisited(urlPath), budgetAt(urlPath)]))(
    '%s within %i bytes',
    async (urlPath, budget) => {
      const response = await responseSize(testPorts.budgets, urlPath)
      expect(response.status).toBe(urlPath.endsWith('/an-unknown-page') ? 404 : 200)
      expect(response.encoding).toBe('br')
      expectWithin(`${urlPath} HTML response with headers`, response.headerBytes + response.bodyBytes, budget, bytes)
    },
  )
})

/*
 * Image bytes per page with the owner's photos, measured in Chromium on a copy of the site built
 * with sample photos (tests/build-gates/launch-copy.ts; made by tests/sample-photos.ts with a
 * photo's grain, larger than any layout draws them): every image the page fetches once each photo
 * has scrolled into view, on a phone (375 px wide, 2 device pixels per CSS pixel) and on a desktop (1280 px, 1).
 * Measured on 24 Nov 2026, the same in both languages: on a phone, home 48.7 KB (the hero at
 * 640 px, AVIF), about 12.9 KB (three portraits at 160 px), mobile app 114.7 KB (three screens at
 * 440 px); on a desktop, 28.0 KB, 3.4 KB and 46.5 KB. Each budget is about a quarter above.
 */
const imageBudgets = {
  phone: { home: 60 * KB, about: 16 * KB, mobileApp: 144 * KB },
  desktop: { home: 35 * KB, about: 4.5 * KB, mobileApp: 58 * KB },
}
const imageViewports = {
  phone: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const
const photoPages = locales.flatMap((locale) =>
  (['home', 'about', 'mobileApp'] as const).map((page) => ({ page, urlPath: localizedPaths[locale][page] as string })),
)

describe('image bytes per page with photos on every page that takes them', () => {
  let browser: Browser
  let server: Server
  let origin: string
  beforeAll(async () => {
    server = createServer(sirv(path.join(inject('launchCopy'), 'build', 'client'), { extensions: ['html'] }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await chromium.launch({ executablePath: findTestChromium(), args: testChromiumFlags })
  })
  afterAll(async () => {
    await browser?.close()
    server?.close()
  })

  describe.each(Object.entries(imageViewports))('on a %s', (device, options) => {
    test.each(photoPages)('$urlPath', async ({ page: pageId, urlPath }) => {
      const context = await browser.newContext(options)
      const page = await context.newPage()
      const imageBodies: Promise<Buffer>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image') imageBodies.push(response.body())
      })
      await page.goto(`${origin}${urlPath}`, { waitUntil: 'networkidle' })
      // Each photo scrolled into view in turn, so that every lazy one loads.
      await page.evaluate(async () => {
        for (const image of document.images) {
          image.scrollIntoView()
          if (!image.complete) await new Promise((resolve) => image.addEventListener('load', resolve, { once: true }))
        }
      })
      await page.waitForLoadState('networkidle')
      const imageBytes = (await Promise.all(imageBodies)).reduce((sum, body) => sum + body.length, 0)
      await context.close()
      const budget = imageBudgets[device as keyof typeof imageBudgets][pageId]
      expectWithin(`${urlPath} images at ${options.viewport.width} px`, imageBytes, budget)
    })
  })
})
