/**
 * Cloudflare Workers with static assets, on its own engine: `wrangler dev` (workerd) runs the
 * shipped wrangler.jsonc, the files of build/client with their _headers and the Worker that
 * answers /api/*, its `send_email` and `ratelimits` bindings simulated locally. Two things differ
 * from the other hosts, locally as deployed (the asset router is the same code): the other forms
 * of a page's URL redirect with a 307, not a 308 as Pages did; and each not-found page's own file
 * is served at its URL (/404, /fr/404) with a 200, which no setting changes (nothing links
 * there, and the page is noindex). The contact endpoint is driven over the build that delivers:
 * the binding writes each message to an .eml file whose path wrangler logs, read while it runs.
 * What only a deployment shows: Cloudflare's edge in front (HTTP/2 and 3, its certificate),
 * Email Routing's real delivery to a verified address, and a rate limit counted per location.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'

import { contactEndpointPath, honeypotField } from '~/lib/contact-message'
import { pathsOf } from '~/content/pages'

import { testPorts } from '../../scripts/test-ports.mjs'
import { contactRateLimit } from '../../server/hosts/node'
import { type DeliveringServer, checkContactEndpoint } from './contact-checks'
import { checkHost, pagePaths } from './host-checks'
import { type RunningServer, readWranglerConfig, startCloudflare } from './servers'

checkHost({
  name: 'Cloudflare Workers (wrangler dev)',
  start: () => startCloudflare(),
  redirectsOtherForms: true,
  redirectsTemporarily: true,
  sendsSiteCacheControl: true,
  hidesNotFoundPages: false,
})

/**
 * Every message the binding wrote, in the order wrangler logged their files. It writes each one
 * just after the answer has gone (waitUntil), so the log is read once it has been quiet a second.
 */
async function loggedMail(output: () => string) {
  const files = () => [...output().matchAll(/Email: (\S+\.eml)/g)].map((match) => match[1] ?? '')
  let count = files().length
  let quietSince = Date.now()
  while (Date.now() - quietSince < 1000) {
    await sleep(100)
    if (files().length !== count) {
      count = files().length
      quietSince = Date.now()
    }
  }
  return files().map((file) => readFileSync(file, 'utf8'))
}

const deliveringServer = (server: RunningServer): DeliveringServer => ({
  ...server,
  delivered: () => loggedMail(server.output),
})

const onDeliveringPorts = {
  port: testPorts.cloudflareDelivering,
  inspectorPort: testPorts.cloudflareDeliveringInspector,
}

checkContactEndpoint(
  {
    name: 'Cloudflare Workers (wrangler dev)',
    enforcesRateLimit: true,
    start: async (siteRoot) => deliveringServer(await startCloudflare({ siteRoot, ...onDeliveringPorts })),
    async startFailing(siteRoot) {
      // The shipped config with the binding restricted to an address that is not the owner's: it
      // throws on every message, as Email Routing does while the owner's address is not verified.
      const config = readWranglerConfig(siteRoot)
      const bindings = config.send_email as Record<string, unknown>[]
      config.send_email = bindings.map((binding) => ({ ...binding, destination_address: 'someone-else@example.com' }))
      return deliveringServer(await startCloudflare({ siteRoot, ...onDeliveringPorts, config }))
    },
  },
  () => inject('deliveringCopy'),
)

describe('Cloudflare Workers (wrangler dev): the Worker’s own settings, over the build that delivers', () => {
  let server: RunningServer | undefined
  let headers: { csp: string; pathHeaders: Record<string, Record<string, string>> }
  beforeAll(async () => {
    const copy = inject('deliveringCopy')
    headers = JSON.parse(readFileSync(path.join(copy, 'build/headers.json'), 'utf8')) as typeof headers
    server = await startCloudflare({ siteRoot: copy, ...onDeliveringPorts })
  })
  afterAll(async () => {
    await server?.stop()
  })
  const get = (urlPath: string, init?: RequestInit) => {
    if (!server) throw new Error('wrangler dev did not start')
    return fetch(server.origin + urlPath, { redirect: 'manual', ...init })
  }

  test('wrangler.jsonc limits each address as every host does', () => {
    const [limiter] = readWranglerConfig().ratelimits as { simple: { limit: number; period: number } }[]
    expect(limiter?.simple).toEqual({ limit: contactRateLimit.messages, period: contactRateLimit.windowSeconds })
  })

  test('each page gets exactly its own policy: the contact pages’ lets the form post to the site, every other forbids forms', async () => {
    const contactPaths: string[] = pathsOf('contact')
    for (const urlPath of pagePaths) {
      const policy = (await get(urlPath)).headers.get('content-security-policy') ?? ''
      // Two policies would arrive joined by a comma: each page's _headers rule detaches the site-wide one.
      expect(policy, urlPath).toBe(headers.pathHeaders[urlPath]?.['Content-Security-Policy'])
      const formAction = contactPaths.includes(urlPath) ? "form-action 'self'" : "form-action 'none'"
      expect(policy.match(/form-action [^;]*/g), urlPath).toEqual([formAction])
    }
    for (const urlPath of ['/nope', '/fr/nope']) {
      const policy = (await get(urlPath)).headers.get('content-security-policy') ?? ''
      expect(policy, urlPath).toBe(headers.csp)
      expect(policy.match(/form-action [^;]*/g), urlPath).toEqual(["form-action 'none'"])
    }
  })

  test('the rate limit counts each address apart (CF-Connecting-IP)', async () => {
    const post = (address: string) =>
      get(contactEndpointPath, {
        method: 'POST',
        headers: {
          Origin: server?.origin ?? '',
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
          // Cloudflare's edge sets it; wrangler dev keeps one the client sent.
          'CF-Connecting-IP': address,
        },
        body: new URLSearchParams({ name: 'Sam', email: 'sam@example.com', message: 'Hi', [honeypotField]: 'x' }),
      })
    const statuses: number[] = []
    for (let attempt = 0; attempt <= contactRateLimit.messages; attempt++)
      statuses.push((await post('192.0.2.1')).status)
    expect(statuses).toEqual([...Array(contactRateLimit.messages).fill(200), 429])
    expect((await post('192.0.2.2')).status).toBe(200)
  })
})
