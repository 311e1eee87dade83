import { describe, expect, test } from 'vitest'

import { locales, pathsOf } from '~/content/pages'

import { asVisited, budgetAt, firstRoundTrip, responseSize } from '../../scripts/page-weight.mjs'
import { builtPages, firstViewAssets } from '../../scripts/route-assets.mjs'
import { testPorts } from '../../scripts/test-ports.mjs'
import { KB, budgetReport, kb } from './budget-report'
import { serveSiteDuringTests } from './site-server'

/*
 * What each page may load on a first visit (docs/bench.md, "Budgets"). Content pages ship
 * only their small inline scripts; the contact page adds the form island (React), and loads the
 * toast's code (sonner) on demand, when the form first gets focus, which has its own budget.
 * CSS, font and total follow what `npm run bench` measured within 1.1x of a bare page, with
 * some room: each page's CSS 5.1-6.1 KB gzip, all of it inline (scripts/page-css.mjs); one
 * 19.7 KB font; 38.6 KB in all on the home page.
 */
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

const expectWithin = budgetReport('Budgets')

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
