/**
 * The launch, rehearsed: the copy of tests/build-gates/launch-copy.ts holds what an owner types at
 * launch (tests/fixtures/real-business.ts) and a photo wherever the site takes one. On it,
 * `npm run launch-check` says the site is ready, every build gate passes, every page shows the new
 * facts as its language writes them, and nothing of the shipped business is left: not in the
 * pages, their structured data and social tags, nor the sitemap and manifest.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { JSDOM } from 'jsdom'
import { describe, expect, inject, test } from 'vitest'

import { formatPhone, phoneE164 } from '~/content/format'
import { type Locale, localizedPaths, locales, pageIds } from '~/content/pages'
import { readContentFolder } from '~/content/read-folder'
import { type ContentData, contentFileSchemas } from '~/content/schema'

import { pageFileFor } from '../../scripts/site-files.mjs'
import { realBusiness, realBusinessWritten, realTeam, realTestimonials } from '../fixtures/real-business'

const copy = inject('launchCopy')
const site = path.join(copy, 'build', 'client')

const documentAt = (urlPath: string) => new JSDOM(readFileSync(pageFileFor(urlPath, site), 'utf8')).window.document
const pagesIn = (locale: Locale) => pageIds.map((page) => localizedPaths[locale][page] as string)

test('launch-check says the site is ready to go live', () => {
  const check = spawnSync(process.execPath, ['scripts/launch-check.mjs', path.join(copy, 'app/content/data')], {
    encoding: 'utf8',
  })
  expect(check.stdout + check.stderr).toContain('Ready to go live')
  expect(check.status).toBe(0)
})

test('every build gate passes on the launch build', () => {
  // The same gates as `npm test` runs on the shipped content, in the copy, on ports of their own.
  const gates = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.build.config.ts', '--reporter', 'dot'],
    {
      cwd: copy,
      encoding: 'utf8',
      env: {
        ...process.env,
        LAUNCH_COPY: copy,
        TEST_PORT_OFFSET: String(Number(process.env.TEST_PORT_OFFSET ?? 0) + 50),
      },
    },
  )
  // eslint-disable-next-line no-control-regex -- the colours of Vitest's report
  const output = (gates.stdout + gates.stderr).replace(/\x1b\[[\d;]*m/g, '')
  expect(gates.status, output.slice(-6000)).toBe(0)
  console.log(`launch build's gates: ${/Tests\s+(\d+ passed[^\n]*)/.exec(output)?.[1] ?? 'no count'}`)
}, 300_000)

describe.each(locales)('every %s page shows the new business as the language writes it', (locale) => {
  test.each(pagesIn(locale))('%s', (urlPath) => {
    const document = documentAt(urlPath)
    const footer = document.querySelector('footer')?.textContent ?? ''
    expect(footer).toContain(realBusinessWritten.name[locale])
    expect(footer).toContain(realBusinessWritten.phone[locale])
    expect(footer).toContain(realBusiness.email)
    for (const line of realBusinessWritten.addressLines[locale]) expect(footer).toContain(line)
    const links = [...document.querySelectorAll('footer a')].map((link) => link.getAttribute('href'))
    expect(links).toContain(realBusinessWritten.phone.href)
    for (const social of realBusiness.socials) expect(links).toContain(social.href)
  })

  test('the home page shows its happy-users figure and support hours; the contact page its hours', () => {
    const home = documentAt(localizedPaths[locale].home).querySelector('main')?.textContent ?? ''
    expect(home).toContain(realBusinessWritten.happyUsers[locale])
    expect(home).toContain(realBusinessWritten.support[locale])
    const times = [...documentAt(localizedPaths[locale].contact).querySelectorAll('main dd time')].map((time) =>
      time.getAttribute('datetime'),
    )
    expect(times).toEqual(realBusiness.hours.flatMap((row) => ('opens' in row ? [row.opens, row.closes] : [])))
  })

  test('the about page shows its three people, each with a portrait; the mobile app page its testimonials', () => {
    const about = documentAt(localizedPaths[locale].about)
    const team = [...about.querySelectorAll('main h3')].map((heading) => heading.textContent)
    for (const member of realTeam.members) expect(team).toContain(member.name)
    expect(about.querySelectorAll('main picture')).toHaveLength(realTeam.members.length)
    const app = documentAt(localizedPaths[locale].mobileApp).querySelector('main')?.textContent ?? ''
    for (const item of realTestimonials.items) expect(app).toContain(item.quote[locale])
  })

  test('structured data and social tags name the new business, at its address', () => {
    const document = documentAt(localizedPaths[locale].home)
    const [business] = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    )
    expect(business).toMatchObject({
      name: realBusinessWritten.name[locale],
      telephone: realBusinessWritten.phone.href.replace('tel:', ''),
      email: realBusiness.email,
      url: `${realBusiness.siteUrl}/`,
      address: {
        streetAddress: realBusinessWritten.addressLines[locale][0],
        addressLocality: realBusiness.address.city,
        addressRegion: realBusiness.address.province,
        postalCode: realBusiness.address.postalCode,
      },
      sameAs: realBusiness.socials.map((social) => social.href),
    })
    const meta = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content')
    expect(meta('og:site_name')).toBe(realBusinessWritten.name[locale])
    expect(meta('og:url')).toBe(`${realBusiness.siteUrl}${localizedPaths[locale].home}`)
    expect(meta('og:image')).toMatch(new RegExp(`^${realBusiness.siteUrl}/`))
  })
})

test('the sitemap lists every page at the new address', () => {
  const sitemap = readFileSync(path.join(site, 'sitemap.xml'), 'utf8')
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => location)
  expect(locations).toHaveLength(pageIds.length * locales.length)
  for (const location of locations) expect(location?.startsWith(`${realBusiness.siteUrl}/`)).toBe(true)
})

/** The shipped business's own facts and people, in every form the site writes them. */
function shippedFacts(data: ContentData) {
  const { brand, phone, email, siteUrl, address, privacyOfficer } = data.business
  return [
    ...locales.map((locale) => `${brand.name} ${brand.descriptor[locale]}`),
    ...locales.map((locale) => formatPhone(phone, locale)),
    phoneE164(phone),
    email,
    privacyOfficer.name,
    privacyOfficer.email,
    new URL(siteUrl).hostname,
    address.street.en,
    address.street.fr,
    address.postalCode,
    ...data.team.members.map((member) => member.name),
    ...data.testimonials.items.map((item) => item.name),
  ]
}

test('nothing of the shipped business is left in any page, structured data, social tag, sitemap or manifest', () => {
  const shipped = Object.fromEntries(
    Object.entries(readContentFolder()).map(([file, text]) => [
      file,
      contentFileSchemas[file as keyof ContentData].parse(JSON.parse(text)),
    ]),
  ) as ContentData
  const launchWords = JSON.stringify([realBusiness, realTeam, realTestimonials])
  // A fact the launch content happens to share (a city, say) is no trace.
  const traces = shippedFacts(shipped).filter((fact) => !launchWords.includes(fact))
  expect(traces.length).toBeGreaterThan(5)

  const textFiles = (readdirSync(site, { recursive: true }) as string[]).filter((file) =>
    /\.(html|xml|txt|webmanifest|json)$/.test(file),
  )
  expect(textFiles.filter((file) => file.endsWith('.html')).length).toBeGreaterThanOrEqual(pageIds.length * 2)
  const found = textFiles.flatMap((file) => {
    const text = readFileSync(path.join(site, file), 'utf8')
    return traces.filter((fact) => text.includes(fact)).map((fact) => `${file}: ${fact}`)
  })
  expect(found).toEqual([])
})
