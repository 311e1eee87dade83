/**
 * Netlify, on its own local engine: `netlify dev --offline` reads netlify.toml (its publish
 * folder, the French not-found rule, the Functions in server/hosts/netlify) and
 * build/client/_headers as Netlify does. It does not imitate three things, which are not checked
 * on it:
 * - Netlify's URL handling ("pretty URLs"): it answers a page at both /about and /about/, and at
 *   /about.html, with the page and a 200;
 * - caching: its static server writes its own Cache-Control over every response;
 * - a Function's `config.rateLimit`, which Netlify's edge enforces before the Function runs.
 * In their place, the /assets/* rule and the contact pages' rule are read with the parser
 * netlify-cli applies _headers with (@netlify/headers-parser, also what Netlify's build reads
 * them with through @netlify/config), and the Functions' `config` with the one Netlify's bundler
 * reads it with (@netlify/zip-it-and-ship-it).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { describe, expect, inject, test } from 'vitest'

import { localizedPaths, locales, pathsOf } from '~/content/pages'

import { cacheRules } from '../../scripts/security-headers.mjs'
import { headersFile, pageFileFor, rootDir } from '../../scripts/site-files.mjs'
import { testPorts } from '../../scripts/test-ports.mjs'
import { contactRateLimit } from '../../server/hosts/node'
import { type DeliveringServer, checkContactEndpoint } from './contact-checks'
import { checkHost } from './host-checks'
import { enginesDir, startNetlify } from './servers'
import { startSmtpSink } from './smtp-sink'

checkHost({
  name: 'Netlify (netlify dev)',
  start: () => startNetlify(),
  redirectsOtherForms: false,
  sendsSiteCacheControl: false,
  hidesNotFoundPages: false,
})

interface ParsedHeaders {
  headers: { for: string; forRegExp: RegExp; values: Record<string, string> }[]
  errors: Error[]
}

/** build/client/_headers of the site at `siteRoot` as Netlify reads it. */
async function netlifyHeaders(siteRoot: string) {
  const parser = pathToFileURL(path.join(enginesDir, 'node_modules/@netlify/headers-parser/lib/index.js')).href
  const { parseAllHeaders } = (await import(parser)) as {
    parseAllHeaders: (options: object) => Promise<ParsedHeaders>
  }
  const parsed = await parseAllHeaders({
    headersFiles: [path.join(siteRoot, 'build/client/_headers')],
    netlifyConfigPath: path.join(siteRoot, 'netlify.toml'),
    configHeaders: [],
    minimal: false,
  })
  /** The rules that match `urlPath`: netlify-cli's headersForPath merges them, the last one winning. */
  const rulesFor = (urlPath: string) => parsed.headers.filter(({ forRegExp }) => forRegExp.test(urlPath))
  return {
    ...parsed,
    rulesFor,
    headersFor: (urlPath: string) => Object.assign({}, ...rulesFor(urlPath).map(({ values }) => values)),
  }
}

test('Netlify reads _headers as caching /assets/* for a year and every header on every path', async () => {
  const { errors, headersFor } = await netlifyHeaders(rootDir)
  expect(errors).toEqual([])
  const { headers: securityHeaders, pathHeaders } = JSON.parse(readFileSync(headersFile, 'utf8')) as {
    headers: Record<string, string>
    pathHeaders: Record<string, Record<string, string>>
  }
  expect(headersFor('/assets/client.js')['Cache-Control']).toBe(cacheRules.immutable)
  expect(headersFor('/about')['Cache-Control']).toBeUndefined()
  for (const urlPath of ['/fr/nope', '/assets/client.js']) expect(headersFor(urlPath)).toMatchObject(securityHeaders)
  // Each page's rule comes after the one for every path: its policy is the one kept.
  for (const urlPath of ['/', '/about', '/about.html', '/fr/a-propos']) {
    expect(pathHeaders, urlPath).toHaveProperty([urlPath])
    const policy = headersFor(urlPath)['Content-Security-Policy']
    expect(policy, urlPath).toBe(pathHeaders[urlPath]?.['Content-Security-Policy'])
    expect(policy, urlPath).not.toBe(securityHeaders['Content-Security-Policy'])
    expect(policy, urlPath).toContain("form-action 'none'")
  }
})

/** What Netlify's bundler reads from a Function's source: its `config`, its routes, the rate limit's traffic rule. */
async function functionConfig(file: string) {
  const zisi = (part: string) =>
    pathToFileURL(path.join(enginesDir, 'node_modules/@netlify/zip-it-and-ship-it/dist', part)).href
  const { parseFile } = (await import(zisi('runtimes/node/in_source_config/index.js'))) as {
    parseFile: (
      file: string,
      options: { functionName: string },
    ) => Promise<{
      config: { rateLimit?: object; method?: string[] }
      routes?: { pattern: string }[]
      runtimeAPIVersion?: number
    }>
  }
  const { getTrafficRulesConfig } = (await import(zisi('rate_limit.js'))) as {
    getTrafficRulesConfig: (rateLimit: object) => unknown
  }
  const parsed = await parseFile(path.join(rootDir, 'server/hosts/netlify', file), {
    functionName: path.basename(file, '.ts'),
  })
  return { ...parsed, trafficRules: parsed.config.rateLimit && getTrafficRulesConfig(parsed.config.rateLimit) }
}

describe('Netlify Functions, as Netlify’s bundler reads them', () => {
  test('the contact endpoint answers at /api/contact, five messages a minute from one address', async () => {
    const { config, routes, runtimeAPIVersion, trafficRules } = await functionConfig('contact.ts')
    expect(runtimeAPIVersion).toBe(2)
    expect(routes?.map(({ pattern }) => pattern)).toEqual(['/api/contact'])
    expect(config.rateLimit).toEqual({
      windowLimit: contactRateLimit.messages,
      windowSize: contactRateLimit.windowSeconds,
      aggregateBy: ['ip', 'domain'],
    })
    // The rule Netlify's edge enforces: a sliding window, counted per address on this site.
    expect(trafficRules).toEqual({
      action: {
        type: 'rate_limit',
        config: {
          rateLimitConfig: { windowLimit: 5, windowSize: 60, algorithm: 'sliding_window' },
          aggregate: { keys: [{ type: 'ip' }, { type: 'domain' }] },
        },
      },
    })
  })

  test('the contact pages’ Function answers at each language’s contact page, and only for reading', async () => {
    const { config, routes } = await functionConfig('contact-page.ts')
    const contactPaths = pathsOf('contact')
    expect(routes?.map(({ pattern }) => pattern).sort()).toEqual(
      contactPaths.flatMap((urlPath) => [urlPath, `${urlPath}.html`]).sort(),
    )
    expect(config.method).toEqual(['GET', 'HEAD'])
  })
})

const deliveringCopy = () => inject('deliveringCopy')

test('Netlify’s _headers cannot give the contact pages a policy of their own: it drops the detach line and keeps both rules', async () => {
  const { errors, rulesFor } = await netlifyHeaders(deliveringCopy())
  expect(errors).toEqual([])
  for (const locale of locales) {
    const policies = rulesFor(localizedPaths[locale].contact)
      .map(({ values }) => values['Content-Security-Policy'])
      .filter(Boolean)
    // netlify dev keeps the last; Netlify is reported to send both, which the browser would both
    // enforce: hence the Function that serves these pages (server/hosts/netlify/contact-page.ts).
    expect(policies).toHaveLength(2)
    expect(policies.map((policy) => policy?.match(/form-action [^;]+/)?.[0])).toEqual([
      "form-action 'none'",
      "form-action 'self'",
    ])
  }
})

/**
 * netlify dev over the copy that delivers, its Functions sending by SMTP to a sink in this
 * process, as they send to the owner's server on Netlify (docs/deploying.md).
 */
async function startDelivering(smtpPort: number, stopSink: () => Promise<void> = async () => {}) {
  const server = await startNetlify({
    siteRoot: deliveringCopy(),
    port: testPorts.netlifyDelivering,
    staticPort: testPorts.netlifyDeliveringStatic,
    env: {
      CONTACT_SMTP_HOST: '127.0.0.1',
      CONTACT_SMTP_PORT: String(smtpPort),
      CONTACT_FROM: 'Site <site@example.org>',
    },
  })
  const stop = async () => {
    await server.stop()
    await stopSink()
  }
  return { server, stop }
}

checkContactEndpoint(
  {
    name: 'Netlify (netlify dev)',
    // netlify dev does not enforce `config.rateLimit`: its configuration is tested above.
    enforcesRateLimit: false,
    async start() {
      const sink = await startSmtpSink()
      const { server, stop } = await startDelivering(sink.port, sink.stop)
      return { ...server, delivered: async () => [...sink.messages], stop }
    },
    async startFailing() {
      // The owner's mail server is down: the port it listened on now refuses connections.
      const sink = await startSmtpSink()
      await sink.stop()
      const { server, stop } = await startDelivering(sink.port)
      return { ...server, delivered: async () => [], stop }
    },
  },
  deliveringCopy,
  (running: () => DeliveringServer) => {
    test('each contact page comes with one policy, which lets its form post to the site; every other answer forbids forms', async () => {
      const copy = deliveringCopy()
      const { headers, pathHeaders } = JSON.parse(readFileSync(path.join(copy, 'build/headers.json'), 'utf8')) as {
        headers: Record<string, string>
        pathHeaders: Record<string, Record<string, string>>
      }
      const contactPaths = pathsOf('contact')
      for (const urlPath of contactPaths) {
        const own = pathHeaders[urlPath] ?? {}
        expect(own['Content-Security-Policy']).toContain("form-action 'self'")
        for (const form of [urlPath, `${urlPath}/`, `${urlPath}.html`]) {
          const response = await fetch(running().origin + form)
          expect(response.status, form).toBe(200)
          expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
          // A header sent twice would read as both values joined by a comma.
          for (const [name, value] of Object.entries(own))
            expect(response.headers.get(name), `${form}: ${name}`).toBe(value)
          expect(await response.text()).toBe(
            readFileSync(pageFileFor(urlPath, path.join(copy, 'build/client')), 'utf8'),
          )
        }
      }
      expect(headers['Content-Security-Policy']).toContain("form-action 'none'")
      for (const urlPath of ['/nope', '/fr/nope', '/contact/nope', '/robots.txt']) {
        const response = await fetch(running().origin + urlPath)
        expect(response.headers.get('content-security-policy'), urlPath).toBe(headers['Content-Security-Policy'])
      }
      for (const urlPath of ['/', localizedPaths.fr.about]) {
        const policy = pathHeaders[urlPath]?.['Content-Security-Policy']
        expect(policy, urlPath).toContain("form-action 'none'")
        const response = await fetch(running().origin + urlPath)
        expect(response.headers.get('content-security-policy'), urlPath).toBe(policy)
      }
    })
  },
)
