/** The shipped nginx config (deploy/nginx/site.conf), run on the real nginx against the build. */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { business, getContent } from '~/content'
import { languageTags, localizedPaths, locales, pageIds } from '~/content/pages'

import { firstViewAssets } from '../../scripts/route-assets.mjs'
import { clientDir, headersFile } from '../../scripts/site-files.mjs'
import { testPorts } from '../../scripts/test-ports.mjs'

const en = getContent('en')
const fr = getContent('fr')
const port = testPorts.buildNginx
const origin = `http://127.0.0.1:${port}`
const { headers: securityHeaders } = JSON.parse(readFileSync(headersFile, 'utf8')) as {
  headers: Record<string, string>
}
let nginx: ChildProcess

beforeAll(async () => {
  nginx = spawn('node', ['scripts/nginx.mjs', String(port)], { stdio: 'inherit' })
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`${origin}/`)
      return
    } catch {
      await sleep(100)
    }
  }
  throw new Error('nginx did not start; see its error log under the temp directory')
})
afterAll(() => {
  nginx.kill()
})

const get = (path: string, init?: RequestInit) => fetch(origin + path, { redirect: 'manual', ...init })

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers.get(name), name).toBe(value)
}

describe('pages', () => {
  const pagePaths = locales.flatMap((locale) => pageIds.map((page) => localizedPaths[locale][page] as string))

  test.each(pagePaths)('%s answers 200 at its clean URL with every header, revalidated', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expectSecurityHeaders(response)
    expect(await response.text()).toContain('<h1')
  })

  test('a trailing slash redirects permanently to the canonical URL', async () => {
    const response = await get('/fr/a-propos/')
    expect(response.status).toBe(301)
    expect(new URL(response.headers.get('location') ?? '', origin).pathname).toBe('/fr/a-propos')
  })
})

const documentOf = async (response: Response) => new JSDOM(await response.text()).window.document

test.each(['/no-such-page', '/fr-ca', '/about/extra', '/404', '/404.html'])(
  '%s answers 404 with the English not-found page and every header',
  async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expectSecurityHeaders(response)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const document = await documentOf(response)
    expect(document.documentElement.lang).toBe(languageTags.en)
    // The spec's words (docs/product.md).
    expect(document.querySelector('h1')?.textContent).toContain('Oops! Page not found')
    expect(document.title).toBe(`${en.notFound.meta.title} | ${business.name}`)
  },
)

test.each(['/fr/nope', '/fr/pas-ici/plus-loin', '/fr/a-propos/extra', '/fr/404', '/fr/404.html'])(
  '%s answers 404 with the French not-found page and every header',
  async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expectSecurityHeaders(response)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const document = await documentOf(response)
    expect(document.documentElement.lang).toBe(languageTags.fr)
    expect(document.querySelector('h1')?.textContent).toContain(fr.notFound.title)
    expect(document.title).toBe(`${fr.notFound.meta.title} | ${business.name}`)
  },
)

test('hashed assets are cached for a year; named files for an hour; both get every header', async () => {
  const [font = 'no font in the home page CSS'] = firstViewAssets(path.join(clientDir, 'index.html')).fonts
  const asset = await get(font)
  expect(asset.status).toBe(200)
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expectSecurityHeaders(asset)
  const icons = await get('/icons.svg')
  expect(icons.headers.get('cache-control')).toBe('public, max-age=3600')
  expect(icons.headers.get('content-type')).toBe('image/svg+xml')
  expectSecurityHeaders(icons)
  const manifest = await get('/site.webmanifest')
  expect(manifest.headers.get('content-type')).toBe('application/manifest+json')
})

test('text is sent compressed to browsers that accept it, and plain to those that do not', async () => {
  const compressed = await get('/services', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(compressed.headers.get('content-encoding')).toBe('gzip')
  expect(compressed.headers.get('vary')).toContain('Accept-Encoding')
  const plain = await get('/services', { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers.get('content-encoding')).toBeNull()
  const notFound = await get('/missing', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(notFound.headers.get('content-encoding')).toBe('gzip')
})
