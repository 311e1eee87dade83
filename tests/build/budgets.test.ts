import { describe, expect, test } from 'vitest'

import { builtPages, firstViewAssets } from '../../scripts/route-assets.mjs'

const KB = 1024
const budgets = { js: 125 * KB, css: 15 * KB, fonts: 60 * KB, homeTotal: 250 * KB }

type Assets = { jsGzip: number; cssGzip: number; fontBytes: number; htmlGzip: number; otherGzip: number }
const pages = builtPages() as [string, string][]
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

describe.each(pages)('%s', (_urlPath, file) => {
  const assets = firstViewAssets(file) as Assets

  test(`JavaScript on first view is within ${kb(budgets.js)} gzip`, () => {
    expect(assets.jsGzip, `measured ${kb(assets.jsGzip)} against a budget of ${kb(budgets.js)}`).toBeLessThanOrEqual(
      budgets.js,
    )
  })

  test(`CSS is within ${kb(budgets.css)} gzip`, () => {
    expect(assets.cssGzip, `measured ${kb(assets.cssGzip)} against ${kb(budgets.css)}`).toBeLessThanOrEqual(budgets.css)
  })

  test(`font files on first view are within ${kb(budgets.fonts)}`, () => {
    expect(assets.fontBytes, `measured ${kb(assets.fontBytes)} against ${kb(budgets.fonts)}`).toBeLessThanOrEqual(
      budgets.fonts,
    )
  })
})

test(`the home page's whole first view transfers within ${kb(budgets.homeTotal)}`, () => {
  const home = pages.find(([urlPath]) => urlPath === '/')
  const assets = firstViewAssets(home?.[1]) as Assets
  const total = assets.htmlGzip + assets.jsGzip + assets.cssGzip + assets.fontBytes + assets.otherGzip
  expect(total, `measured ${kb(total)} against ${kb(budgets.homeTotal)}`).toBeLessThanOrEqual(budgets.homeTotal)
})
