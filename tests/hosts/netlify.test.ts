/**
 * Netlify, on its own local engine: `netlify dev --offline` reads netlify.toml (its publish
 * folder, the French not-found rule, the Functions in server/hosts/netlify) and
 * build/client/_headers as Netlify does. It does not imitate three things, which are not checked
 * on it:
 * - Netlify's URL handling ("pretty URLs"): it answers a page at both /about and /about/, and at
 *   /about.html, with the page and a 200;
 * - caching: its static server writes its own Cache-Control over every response;
 * - a Function's `config.rateLimit`, which Netlify's edge enforces before the Function runs.
 * In their place, the /assets/* rule is read with the parser
 * netlify-cli applies _headers with (@netlify/headers-parser, also what Netlify's build reads
 * them with through @netlify/config), and the Function's `config` with the one Netlify's bundler
 * reads it with (@netlify/zip-it-and-ship-it).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { describe, expect, inject, test } from 'vitest'

import { cacheRules } from '../../scripts/security-headers.mjs'
import { headersFile, rootDir } from '../../scripts/site-files.mjs'
import { testPorts } from '../../scripts/test-ports.mjs'
import { contactRateLimit } from '../../server/hosts/node'
import { checkContactEndpoint } from './contact-checks'
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
  const { headers: securityHeaders } = JSON.parse(readFileSync(headersFile, 'utf8')) as {
    headers: Record<string, string>
  }
  expect(headersFor('/assets/client.js')['Cache-Control']).toBe(cacheRules.immutable)
  expect(headersFor('/about')['Cache-Control']).toBeUndefined()
  for (const urlPath of ['/', '/about', '/fr/nope', '/assets/client.js']) {
    expect(headersFor(urlPath)).toMatchObject(securityHeaders)
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

describe('the Netlify Function, as Netlify’s bundler reads it', () => {
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
})

const deliveringCopy = () => inject('deliveringCopy')

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
)
