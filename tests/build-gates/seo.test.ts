import { readFileSync } from 'node:fs'
import path from 'node:path'

import { JSDOM } from 'jsdom'
import { describe, expect, test } from 'vitest'

import { getContent } from '~/content'
import { readContentFolder } from '~/content/read-folder'
import { parseContentFiles } from '~/content/validate'
import { type Locale, formReplyPaths, languageTags, locales, localizedPaths, pageIds } from '~/content/pages'
import { weekdays } from '~/content/schema'

import { builtPages } from '../../scripts/route-assets.mjs'
import { clientDir } from '../../scripts/site-files.mjs'

const en = getContent('en')

/** The business as the owner stored it, to hold the built JSON-LD to, rather than to the facts that wrote it. */
const stored = parseContentFiles(readContentFolder()).business
const siteUrl = stored.siteUrl.replace(/\/+$/, '')
/** The business's name as its logo writes it: the brand, then what it does in the page's language. */
const storedName = (locale: Locale) => `${stored.brand.name} ${stored.brand.descriptor[locale]}`
const pages = builtPages().map(([urlPath, file]: [string, string]) => ({
  urlPath,
  document: new JSDOM(readFileSync(file, 'utf8')).window.document,
}))
const isNotFound = (urlPath: string) => urlPath.endsWith('/404.html')
/** The contact form's answers to a browser without its script (app/content/pages.ts): no pages of the site. */
const formReplies = new Set<string>(locales.flatMap((locale) => Object.values(formReplyPaths[locale])))
const publicPages = pages.filter((page) => !isNotFound(page.urlPath) && !formReplies.has(page.urlPath))
const notFoundPages = pages.filter((page) => isNotFound(page.urlPath))
const formReplyPages = pages.filter((page) => formReplies.has(page.urlPath))
const frenchPath = (urlPath: string) => urlPath === '/fr' || urlPath.startsWith('/fr/')

const all = (document: Document, selector: string) => [...document.querySelectorAll(selector)]
const content = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content')
const jsonLdOf = (document: Document) =>
  all(document, 'script[type="application/ld+json"]').map((script) => JSON.parse(script.textContent ?? ''))

describe.each(publicPages)('$urlPath', ({ urlPath, document }) => {
  test('has exactly one title, description, canonical and og:image, all absolute where they are URLs', () => {
    expect(all(document, 'title')).toHaveLength(1)
    expect(all(document, 'meta[name="description"]')).toHaveLength(1)
    expect(all(document, 'link[rel="canonical"]')).toHaveLength(1)
    expect(all(document, 'meta[property="og:image"]')).toHaveLength(1)
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${siteUrl}${urlPath}`)
    expect(content(document, 'meta[property="og:url"]')).toBe(`${siteUrl}${urlPath}`)
    const card = frenchPath(urlPath) ? 'social-card-fr.png' : 'social-card.png'
    expect(content(document, 'meta[property="og:image"]')).toBe(`${siteUrl}/${card}`)
    expect(content(document, 'meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(document.documentElement.lang).toBe(languageTags[frenchPath(urlPath) ? 'fr' : 'en'])
    expect(all(document, 'link[rel="alternate"][hreflang]').map((link) => link.getAttribute('hreflang'))).toEqual([
      'en',
      'fr',
      'x-default',
    ])
    expect(all(document, 'meta[name="theme-color"]').map((meta) => meta.getAttribute('media'))).toEqual([
      '(prefers-color-scheme: light)',
      '(prefers-color-scheme: dark)',
    ])
    expect(all(document, 'meta[name="robots"]')).toHaveLength(0)
  })

  test('describes the business in JSON-LD with the fields rich results need', () => {
    const business = jsonLdOf(document).find((data) => data['@type'] === 'HealthAndBeautyBusiness')
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      url: `${siteUrl}/`,
      telephone: expect.stringMatching(/^\+\d+$/),
      address: {
        '@type': 'PostalAddress',
        streetAddress: expect.any(String),
        addressLocality: expect.any(String),
        postalCode: expect.any(String),
        addressCountry: expect.stringMatching(/^[A-Z]{2}$/),
      },
    })
    expect(business.aggregateRating).toBeUndefined()
    for (const hours of business.openingHoursSpecification) {
      expect(hours.dayOfWeek.length).toBeGreaterThan(0)
      expect(hours.opens).toMatch(/^\d\d:\d\d$/)
      expect(hours.closes).toMatch(/^\d\d:\d\d$/)
    }
    // The days of the open rows of the owner's hours, as schema.org names them ("Monday" for mon).
    const openDays = stored.hours
      .filter((row) => !row.closed)
      .flatMap((row) => weekdays.slice(weekdays.indexOf(row.from), weekdays.indexOf(row.to) + 1))
    expect(
      business.openingHoursSpecification.flatMap((hours: { dayOfWeek: string[] }) =>
        hours.dayOfWeek.map((day) => day.slice(0, 3).toLowerCase()),
      ),
    ).toEqual(openDays)
  })
})

test('titles and descriptions differ from page to page', () => {
  const titles = pages.map(({ document }) => document.title)
  const descriptions = pages.map(({ document }) => content(document, 'meta[name="description"]'))
  expect(new Set(titles).size).toBe(pages.length)
  expect(new Set(descriptions).size).toBe(pages.length)
})

test('there is one not-found page per language', () => {
  expect(notFoundPages.map((page) => [page.urlPath, page.document.documentElement.lang])).toEqual([
    ['/404.html', languageTags.en],
    ['/fr/404.html', languageTags.fr],
  ])
})

// A not-found page has no URL of its own (it answers any unknown path): no canonical, and no
// hreflang links, which would point search engines at URLs that answer 404.
test.each(notFoundPages)(
  'the not-found page $urlPath is kept out of search indexes, with no canonical or alternates',
  ({ urlPath, document }) => {
    expect(content(document, 'meta[name="robots"]')).toBe('noindex')
    expect(all(document, 'link[rel="canonical"]')).toHaveLength(0)
    expect(all(document, 'link[rel="alternate"]')).toHaveLength(0)
    expect(all(document, 'title')).toHaveLength(1)
    const card = frenchPath(urlPath) ? 'social-card-fr.png' : 'social-card.png'
    expect(content(document, 'meta[property="og:image"]')).toBe(`${siteUrl}/${card}`)
  },
)

test('the contact form has its two reply pages in each language', () => {
  expect(formReplyPages.map((page) => [page.urlPath, page.document.documentElement.lang]).sort()).toEqual(
    locales
      .flatMap((locale) => Object.values(formReplyPaths[locale]).map((urlPath) => [urlPath, languageTags[locale]]))
      .sort(),
  )
})

// What a visitor lands on after sending the form: an answer, which no search engine should list.
test.each(formReplyPages)(
  'the form’s reply page $urlPath is kept out of search indexes, with no canonical or alternates',
  ({ document }) => {
    expect(content(document, 'meta[name="robots"]')).toBe('noindex')
    expect(all(document, 'link[rel="canonical"]')).toHaveLength(0)
    expect(all(document, 'link[rel="alternate"]')).toHaveLength(0)
    expect(all(document, 'title')).toHaveLength(1)
  },
)

test.each(locales)('the %s home page declares the WebSite in its language, at its own address', (locale) => {
  const home = publicPages.find((page) => page.urlPath === localizedPaths[locale].home)
  const website = jsonLdOf(home?.document as Document).find((data) => data['@type'] === 'WebSite')
  expect(website).toMatchObject({
    name: storedName(locale),
    url: `${siteUrl}${localizedPaths[locale].home}`,
    inLanguage: languageTags[locale],
  })
})

// The word joiner the French typography puts after a hyphen (app/content/punctuation.ts) is for
// the page's own layout; a search engine or a social card would show it as typed, or as a box.
test.each(pages)('$urlPath keeps the word joiner out of its title, meta tags and JSON-LD', ({ document }) => {
  const machineText = [
    document.title,
    ...all(document, 'meta[content]').map((meta) => meta.getAttribute('content') ?? ''),
    ...all(document, 'script[type="application/ld+json"]').map((script) => script.textContent ?? ''),
  ]
  expect(machineText.filter((text) => text.includes('\u2060'))).toEqual([])
})

// Google shows FAQ rich results only for well-known government and health authorities (since
// August 2023): the contact pages carry no FAQPage data, whose bytes would push /fr/contact past
// its first round trip (tests/build-gates/budgets.test.ts).
test.each(['/contact', '/fr/contact'])('%s shows its FAQ answers in the page, and no FAQPage data', (urlPath) => {
  const contact = publicPages.find((page) => page.urlPath === urlPath)?.document as Document
  expect(jsonLdOf(contact).map((data) => data['@type'])).not.toContain('FAQPage')
  expect(all(contact, 'details')).toHaveLength(en.contact.faq.items.length)
})

test('the sitemap lists exactly the public pages in both languages, each with its alternates', () => {
  const sitemap = new JSDOM(readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8'), { contentType: 'text/xml' })
    .window.document
  const urls = [...sitemap.getElementsByTagName('url')]
  const locations = urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent)
  const expected = locales.flatMap((locale) => pageIds.map((page) => `${siteUrl}${localizedPaths[locale][page]}`))
  expect(locations.sort()).toEqual(expected.sort())
  expect(publicPages.map((page) => `${siteUrl}${page.urlPath}`).sort()).toEqual(expected.sort())
  for (const url of urls) {
    const alternates = [...url.getElementsByTagName('xhtml:link')].map((link) => link.getAttribute('hreflang'))
    expect(alternates).toEqual(['en', 'fr', 'x-default'])
  }
})

test('robots.txt allows crawling and points at the sitemap', () => {
  const robots = readFileSync(path.join(clientDir, 'robots.txt'), 'utf8')
  expect(robots).toContain('Allow: /')
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
})

function pngSize(file: string) {
  const bytes = readFileSync(path.join(clientDir, file))
  expect(bytes.subarray(1, 4).toString()).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test('the social image and the icons exist at their sizes', () => {
  expect(pngSize('social-card.png')).toEqual({ width: 1200, height: 630 })
  expect(pngSize('social-card-fr.png')).toEqual({ width: 1200, height: 630 })
  expect(pngSize('apple-touch-icon.png')).toEqual({ width: 180, height: 180 })
  expect(pngSize('favicon-32.png')).toEqual({ width: 32, height: 32 })
  expect(pngSize('icon-192.png')).toEqual({ width: 192, height: 192 })
  expect(pngSize('icon-512.png')).toEqual({ width: 512, height: 512 })
  expect(readFileSync(path.join(clientDir, 'favicon.svg'), 'utf8')).toContain('<svg')
  const manifest = JSON.parse(readFileSync(path.join(clientDir, 'site.webmanifest'), 'utf8'))
  expect(manifest.name).toBe(storedName('en'))
  for (const icon of manifest.icons) expect(readFileSync(path.join(clientDir, icon.src)).length).toBeGreaterThan(0)
})
