/**
 * What every bench run shares (scripts/bench.mjs, scripts/bench-against.mjs): the control page,
 * the pages it visits, the browser, and the settings that make each Lighthouse run a first visit.
 */
import * as chromeLauncher from 'chrome-launcher'

import { chromiumFlags, findChromium } from './find-chromium.mjs'
import { localizedPaths, locales, pageIds } from '../app/content/pages.ts'

/** The not-found page as a visitor meets it: any unknown path, answered with status 404. */
export const notFoundPath = '/bench-unknown-page'
/** The physical limit of a static page: served by the same server, with the same headers. */
export const controlPath = '/bench-control'
export const controlPage =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title><link rel="icon" href="data:,"></head><body><main><h1>Control page</h1><p>One heading and one paragraph, no script and no stylesheet.</p></main></body></html>'

/** `BENCH_PAGES=/services,/fr` names the pages to visit; by default every page and the not-found page. */
export const onlyPages = process.env.BENCH_PAGES?.split(',')
const allPages = locales.flatMap((locale) => pageIds.map((page) => localizedPaths[locale][page]))
export const benchedPages = [...allPages, notFoundPath].filter((page) => !onlyPages || onlyPages.includes(page))

export const pageName = (page) => (page === controlPath ? '(control)' : page === notFoundPath ? '(not found)' : page)

/**
 * Lighthouse's settings for a first visit. Lighthouse clears the HTTP cache but not, by default,
 * local storage, where an earlier run's page noted the brand font as cached (app/lib/web-font.ts):
 * the next pages then asked for a font the cleared cache no longer had.
 */
export const firstVisit = {
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
}

/** Debian's Chromium, headless, and its version as the browser itself answers (Chrome/156.0.8078.108). */
export async function launchBenchChromium() {
  const chromePath = findChromium()
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumFlags] })
  const { Browser: browserProduct } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()
  return { chrome, chromePath, chromiumVersion: browserProduct.split('/')[1] }
}

/**
 * The middle of the runs; of an even count (the control's, two a round), the mean of the two
 * middle ones. Until 2026-12-08 (its 02:12 UTC run included) the bench took the upper one, which
 * read the control a little slow and so every page's ratio a little low (docs/bench.md).
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)]
}
