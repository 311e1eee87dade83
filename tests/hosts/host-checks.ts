/**
 * What every host must do with the built site (docs/deploying.md), checked on its own server
 * over build/client: every canonical URL answers 200 with its page, the other forms of it
 * redirect there, each language's unknown paths answer 404 with that language's not-found
 * page, every response carries every security header, hashed assets are cached for a year, and
 * no compressed copy of a file is served under a name of its own. A host whose local engine does
 * not imitate one of these says so in its test file, and that check is not made there.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { formReplyPaths } from '~/content/pages'
import { routes } from '~/content/pages'

import { firstViewAssets } from '../../scripts/route-assets.mjs'
import { cacheRules } from '../../scripts/security-headers.mjs'
import { clientDir, headersFile, notFoundPages, pageFileFor } from '../../scripts/site-files.mjs'
import type { RunningServer } from './servers'

/** A request to the host as a browser makes it, without following redirects. */
export type Get = (urlPath: string, headers?: Record<string, string>) => Promise<Response>

export interface Host {
  name: string
  start: () => Promise<RunningServer>
  /** True where each language's not-found page, asked for by its own URL, answers 404 too. */
  hidesNotFoundPages: boolean
  /** False where the local engine answers both forms of a page's URL itself (Netlify's). */
  redirectsOtherForms: boolean
  /** True where those redirects are 307s, not 301 or 308 (Workers' asset router, locally as deployed). */
  redirectsTemporarily?: boolean
  /** False where the local engine writes its own Cache-Control over the site's (Netlify's). */
  sendsSiteCacheControl: boolean
}

const { headers: securityHeaders, pathHeaders } = JSON.parse(readFileSync(headersFile, 'utf8')) as {
  headers: Record<string, string>
  /** Each page's own headers, by its path: its own policy (scripts/build-steps/content-security-policy.mjs). */
  pathHeaders: Record<string, Record<string, string>>
}
const builtText = (file: string) => readFileSync(file, 'utf8')

/** Every page's URL path, the form's reply pages too: each is sent with a policy of its own. */
export const pagePaths: string[] = [
  ...routes.map((route) => route.path),
  ...Object.values(formReplyPaths).flatMap((paths) => Object.values(paths)),
]

/** Every security header the build wrote for `what`, the path asked for: its own, or every page's. */
function expectSecurityHeaders(response: Response, what: string) {
  for (const [name, value] of Object.entries(pathHeaders[what] ?? securityHeaders)) {
    expect(response.headers.get(name), `${what}: ${name}`).toBe(value)
  }
}

/** Every other form of a page's URL: with a trailing slash, and the file's own name. */
const otherForms = (urlPath: string) =>
  urlPath === '/' ? ['/index.html'] : [`${urlPath}/`, `${urlPath}.html`, `${urlPath}/?from=a-link`]

/** Unknown paths of each language: beside its pages, and below one of them. */
const unknownPaths = notFoundPages.flatMap(({ prefix, file }: { prefix: string; file: string }) => {
  const aPage = routes.find((route) => route.path.startsWith(prefix) && route.path !== '/')?.path
  return [`${prefix}nope`, `${aPage}/nope`].map((urlPath) => ({ urlPath, file }))
})

const contactPath = routes.find((route) => route.page === 'contact')?.path ?? '/contact'

/** Every text file of the site, whose .br or .gz copy a host could be tricked into serving. */
const textFiles = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(html|js|css|svg|json|xml|txt|webmanifest)$/.test(entry.name))
  .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)

/** The checks every host passes, and `more` of its own, against its server. */
export function checkHost(host: Host, more?: (get: Get) => void) {
  describe(host.name, () => {
    let server: RunningServer | undefined
    beforeAll(async () => {
      server = await host.start()
    })
    afterAll(async () => {
      await server?.stop()
    })
    // Without following redirects: each answer is the host's own.
    const get: Get = (urlPath, headers = { 'Accept-Encoding': 'br, gzip' }) => {
      if (!server) throw new Error(`${host.name} did not start`)
      return fetch(server.origin + urlPath, { redirect: 'manual', headers })
    }

    test.each(routes)('$path answers 200 with its page and every header', async ({ path: urlPath }) => {
      const response = await get(urlPath)
      expect(response.status, urlPath).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html; ?charset=utf-8$/i)
      expectSecurityHeaders(response, urlPath)
      if (host.sendsSiteCacheControl) expect(response.headers.get('cache-control')).toMatch(/no-cache|max-age=0\b/)
      // The built file itself, whatever encoding it travelled in.
      expect(await response.text()).toBe(builtText(pageFileFor(urlPath)))
    })

    if (host.redirectsOtherForms) {
      test.each(routes)(
        `the other forms of $path redirect to it ${host.redirectsTemporarily ? 'with a 307' : 'permanently'}, with every header`,
        async ({ path: urlPath }) => {
          for (const other of otherForms(urlPath)) {
            const response = await get(other)
            expect(host.redirectsTemporarily ? [307] : [301, 308], other).toContain(response.status)
            const location = new URL(response.headers.get('location') ?? '', server?.origin)
            expect(location.pathname + location.search, other).toBe(urlPath + new URL(other, server?.origin).search)
            expectSecurityHeaders(response, other)
          }
        },
      )
    }

    test.each(unknownPaths)(
      '$urlPath answers 404 with its language’s not-found page and every header',
      async ({ urlPath, file }) => {
        const response = await get(urlPath)
        expect(response.status).toBe(404)
        expectSecurityHeaders(response, urlPath)
        expect(await response.text()).toBe(builtText(file))
      },
    )

    if (host.hidesNotFoundPages) {
      test.each(notFoundPages)(
        '$urlPath, the not-found page asked for by name, answers 404',
        async ({ urlPath, file }) => {
          for (const name of [urlPath, urlPath.replace(/\.html$/, '')]) {
            const response = await get(name)
            expect(response.status, name).toBe(404)
            expectSecurityHeaders(response, name)
            expect(await response.text()).toBe(builtText(file))
          }
        },
      )
    }

    test('hashed assets are cached for a year, with every header', async () => {
      // A font and a script, as the contact page loads them; its styles are inline, like every
      // page's (inlineStylesheets in astro.config.ts), so a stylesheet is checked only if one is linked.
      const { fonts, styles, scripts } = firstViewAssets(pageFileFor(contactPath))
      expect(fonts.length, 'fonts the contact page loads').toBeGreaterThan(0)
      expect(scripts.length, 'scripts the contact page loads').toBeGreaterThan(0)
      const assets = [fonts[0], scripts[0], ...styles.slice(0, 1)]
      for (const asset of assets) {
        expect(asset).toMatch(/^\/assets\//)
        const response = await get(asset)
        expect(response.status, asset).toBe(200)
        if (host.sendsSiteCacheControl) expect(response.headers.get('cache-control'), asset).toBe(cacheRules.immutable)
        expectSecurityHeaders(response, asset)
      }
    })

    test('no compressed copy of a file is served under a name of its own', async () => {
      expect(textFiles.length).toBeGreaterThan(20)
      for (const file of textFiles) {
        for (const copy of [`${file}.br`, `${file}.gz`]) {
          const response = await get(copy)
          expect(response.status, copy).toBe(404)
          expectSecurityHeaders(response, copy)
        }
      }
    })

    more?.(get)
  })
}
