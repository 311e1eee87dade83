import { existsSync, readFileSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { type Browser, chromium } from '@playwright/test'
import { JSDOM } from 'jsdom'
import sharp from 'sharp'
import sirv from 'sirv'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'

import { type Locale, localizedPaths, locales } from '~/content/pages'
import { punctuate } from '~/content/punctuation'
import { firstScreenEndAttribute } from '~/lib/first-screen'
import type { PhotoKind } from '~/content/schema'
import { photoLayouts } from '~/lib/photos'

import { findTestChromium, testChromiumFlags } from '../../scripts/find-chromium.mjs'
import { clientDir, pageFileFor } from '../../scripts/site-files.mjs'
import { samplePhotos } from '../sample-photos'
import { KB, budgetReport } from './budget-report'

/*
 * The owner's photos as the build delivers them (app/lib/photos.ts, docs/editing.md), read from a
 * copy of the site built with sample photos (tests/build-gates/launch-copy.ts): AVIF and WebP at
 * the widths each layout uses, width and height set, alt text in the page's language, the home
 * hero fetched first and every other photo lazily, below the first screen.
 */
const photoSite = path.join(inject('launchCopy'), 'build', 'client')

const documentOf = (site: string, urlPath: string) =>
  new JSDOM(readFileSync(pageFileFor(urlPath, site), 'utf8')).window.document

const placesByPage = [
  { page: 'home', kind: 'hero', photos: [samplePhotos.hero] },
  { page: 'about', kind: 'team', photos: samplePhotos.team },
  { page: 'mobileApp', kind: 'screen', photos: samplePhotos.screens },
] as const satisfies { page: keyof (typeof localizedPaths)['en']; kind: PhotoKind; photos: unknown }[]

const cases = locales.flatMap((locale: Locale) =>
  placesByPage.map((place) => ({ ...place, locale, urlPath: localizedPaths[locale][place.page] as string })),
)

/** Each `url width` pair of a srcset. */
const candidates = (srcset: string | null) =>
  (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', width = '']) => ({ url, width: Number(width.replace(/w$/, '')) }))

describe.each(cases)('$urlPath with sample photos', ({ kind, photos, locale, urlPath }) => {
  const document = documentOf(photoSite, urlPath)
  const layout = photoLayouts[kind]
  const pictures = [...document.querySelectorAll('main picture')]

  test(`shows each ${kind} photo, with its alt text in the page's language`, () => {
    const images = pictures.map((picture) => picture.querySelector('img'))
    // As the page writes the owner's words: with French spacing (app/content/punctuation.ts).
    expect(images.map((image) => image?.getAttribute('alt'))).toEqual(
      photos.map((photo) => punctuate(photo.alt[locale], locale)),
    )
  })

  test('each photo has AVIF then WebP at the widths its layout uses, and its width and height', async () => {
    for (const picture of pictures) {
      const sources = [...picture.querySelectorAll('source')]
      expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
      for (const source of sources) {
        expect(source.getAttribute('sizes')).toBe(layout.sizes)
        const listed = candidates(source.getAttribute('srcset'))
        expect(listed.map((candidate) => candidate.width)).toEqual([...layout.widths])
        for (const { url, width } of listed) {
          const file = path.join(photoSite, url)
          expect(existsSync(file), `${url} is in the build`).toBe(true)
          const metadata = await sharp(file).metadata()
          expect(metadata.format).toBe(source.getAttribute('type') === 'image/avif' ? 'heif' : 'webp')
          expect(metadata.width).toBe(width)
          // Cropped to the layout's frame: the page keeps its shape whatever the owner uploads.
          expect(metadata.height).toBe(Math.round((width * layout.height) / layout.width))
        }
      }
      const image = picture.querySelector('img')
      expect(image?.getAttribute('width')).toBe(String(layout.width))
      expect(image?.getAttribute('height')).toBe(String(layout.height))
    }
  })

  test(
    kind === 'hero'
      ? 'the hero photo is fetched first, on the first screen'
      : 'each photo loads lazily, below the first screen',
    () => {
      const firstScreenEnd = document.querySelector(`[${firstScreenEndAttribute}]`)
      expect(firstScreenEnd).not.toBeNull()
      for (const picture of pictures) {
        const image = picture.querySelector('img')
        const before = Boolean(firstScreenEnd && image && image.compareDocumentPosition(firstScreenEnd) & 4)
        if (kind === 'hero') {
          expect(image?.getAttribute('fetchpriority')).toBe('high')
          expect(image?.getAttribute('loading')).toBe('eager')
          expect(before, 'the hero photo comes before the end of the first screen').toBe(true)
        } else {
          expect(image?.getAttribute('loading')).toBe('lazy')
          expect(image?.hasAttribute('fetchpriority')).toBe(false)
          expect(before, 'the photo comes after the end of the first screen').toBe(false)
        }
      }
      expect(document.querySelectorAll('[fetchpriority="high"]').length).toBe(kind === 'hero' ? 1 : 0)
    },
  )
})

test('the original uploads are not published, only the sizes made from them', () => {
  const built = new JSDOM(readFileSync(pageFileFor('/', photoSite), 'utf8')).window.document
  const urls = [...built.querySelectorAll('img, source')].flatMap((element) => [
    element.getAttribute('src'),
    ...candidates(element.getAttribute('srcset')).map((candidate) => candidate.url),
  ])
  expect(urls.filter((url) => url && /\.jpe?g$/.test(url))).toEqual([])
})

test('without photos, the pages keep their drawings and fetch no image', () => {
  for (const locale of locales) {
    for (const page of ['home', 'about', 'mobileApp'] as const) {
      const document = documentOf(clientDir, localizedPaths[locale][page])
      expect(document.querySelectorAll('main picture, main img').length, `${page} (${locale})`).toBe(0)
    }
  }
})

/*
 * Image bytes per page with the sample photos, measured in Chromium: every image the page fetches
 * once each photo has scrolled into view, on a phone (375 px wide, 2 device pixels per CSS pixel)
 * and on a desktop (1280 px, 1). The sample photos have a photo's grain and are larger than any
 * layout draws them. Measured on 24 Nov 2026, the same in both languages: on a phone, home 48.7 KB
 * (the hero at 640 px, AVIF), about 12.9 KB (three portraits at 160 px), mobile app 114.7 KB
 * (three screens at 440 px); on a desktop, 28.0 KB, 3.4 KB and 46.5 KB. Each budget is about a
 * quarter above. The other budgets, read from the build, are in budgets.test.ts.
 */
const imageBudgets = {
  phone: { home: 60 * KB, about: 16 * KB, mobileApp: 144 * KB },
  desktop: { home: 35 * KB, about: 4.5 * KB, mobileApp: 58 * KB },
}
const imageViewports = {
  phone: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const

describe('image bytes per page with photos on every page that takes them', () => {
  let browser: Browser
  let server: Server
  let origin: string
  const expectWithin = budgetReport('Image bytes')
  beforeAll(async () => {
    server = createServer(sirv(photoSite, { extensions: ['html'] }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await chromium.launch({ executablePath: findTestChromium(), args: testChromiumFlags })
  })
  afterAll(async () => {
    await browser?.close()
    server?.close()
  })

  describe.each(Object.entries(imageViewports))('on a %s', (device, options) => {
    test.each(cases)('$urlPath', async ({ page: pageId, urlPath }) => {
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
