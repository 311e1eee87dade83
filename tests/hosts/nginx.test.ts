/**
 * The shipped nginx config (deploy/nginx/site.conf) on Debian's nginx, as deployed but over
 * plain HTTP on a loopback port (scripts/nginx.mjs): over the work tree's build, and over the
 * build that delivers messages with the contact service (server/hosts/node-service.ts) behind it,
 * sending by SMTP to a sink in this process. The HTTPS server block and its redirect from port
 * 80 are run by `npm run bench`, for the Observatory.
 */
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'

import { localizedPaths, pathsOf } from '~/content/pages'
import { contactEndpointPath, honeypotField } from '~/lib/contact-message'

import { cacheRules } from '../../scripts/security-headers.mjs'
import { pageFileFor } from '../../scripts/site-files.mjs'
import { testPorts } from '../../scripts/test-ports.mjs'
import type { EndpointSettings } from '../../server/endpoint-settings'
import { type DeliveringServer, checkContactEndpoint, frenchMessage } from './contact-checks'
import { checkHost, pagePaths } from './host-checks'
import { type RunningServer, startContactService, startNginx } from './servers'
import { type SmtpSink, startSmtpSink } from './smtp-sink'

checkHost(
  {
    name: 'nginx',
    start: () => startNginx(),
    redirectsOtherForms: true,
    sendsSiteCacheControl: true,
    hidesNotFoundPages: true,
  },
  (get) => {
    test('named files are cached for an hour, with their types', async () => {
      const icons = await get('/icons.svg')
      expect(icons.headers.get('cache-control')).toBe(cacheRules.static)
      expect(icons.headers.get('content-type')).toBe('image/svg+xml')
      const manifest = await get('/site.webmanifest')
      expect(manifest.headers.get('cache-control')).toBe(cacheRules.static)
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json')
    })

    test('text is sent compressed to browsers that accept it, and plain to those that do not', async () => {
      const compressed = await get('/services', { 'Accept-Encoding': 'gzip' })
      expect(compressed.headers.get('content-encoding')).toBe('gzip')
      expect(compressed.headers.get('vary')).toContain('Accept-Encoding')
      const plain = await get('/services', { 'Accept-Encoding': 'identity' })
      expect(plain.headers.get('content-encoding')).toBeNull()
      const notFound = await get('/missing', { 'Accept-Encoding': 'gzip' })
      expect(notFound.headers.get('content-encoding')).toBe('gzip')
    })
  },
)

/**
 * nginx over the built copy at `siteRoot`, with the contact service behind it sending to an
 * SMTP sink, or (`smtp: 'down'`) to a port where no SMTP server listens.
 */
async function startBehindNginx(siteRoot: string, smtp: 'up' | 'down'): Promise<DeliveringServer> {
  const sink = smtp === 'up' ? await startSmtpSink() : undefined
  const running: { stop: () => Promise<void> }[] = sink ? [sink] : []
  const stop = async () => {
    for (const server of running.reverse()) await server.stop()
  }
  try {
    const service = await startContactService({
      siteRoot,
      port: testPorts.hostsContactService,
      smtpPort: sink?.port ?? testPorts.hostsNothingListens,
    })
    running.push(service)
    const nginx = await startNginx({
      siteRoot,
      port: testPorts.hostsNginxDelivering,
      contactPort: testPorts.hostsContactService,
    })
    running.push(nginx)
    return {
      origin: nginx.origin,
      output: () => service.output() + nginx.output(),
      delivered: async () => [...(sink?.messages ?? [])],
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

checkContactEndpoint(
  {
    name: 'nginx and the contact service',
    enforcesRateLimit: true,
    start: (siteRoot) => startBehindNginx(siteRoot, 'up'),
    startFailing: (siteRoot) => startBehindNginx(siteRoot, 'down'),
  },
  () => inject('deliveringCopy'),
)

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T

describe('nginx over the build that delivers messages', () => {
  const copy = inject('deliveringCopy')
  const settings = readJson<EndpointSettings>(path.join(copy, 'build/for-hosts/contact-endpoint.json'))
  const built = readJson<{ headers: Record<string, string>; pathHeaders: Record<string, Record<string, string>> }>(
    path.join(copy, 'build/headers.json'),
  )
  let nginx: RunningServer | undefined
  beforeAll(async () => {
    // Nothing listens where it passes /api/contact: every answer there is nginx's own.
    nginx = await startNginx({
      siteRoot: copy,
      port: testPorts.hostsNginxDelivering,
      contactPort: testPorts.hostsNothingListens,
    })
  })
  afterAll(async () => {
    await nginx?.stop()
  })
  const origin = () => {
    if (!nginx) throw new Error('nginx did not start')
    return nginx.origin
  }
  /** A post from the contact page in `locale`, as the form's script (`json`) or a browser without it sends it. */
  const post = (
    locale: 'en' | 'fr',
    { json = true, body = new URLSearchParams(frenchMessage) }: { json?: boolean; body?: URLSearchParams } = {},
  ) =>
    fetch(origin() + contactEndpointPath, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: origin(),
        Referer: origin() + localizedPaths[locale].contact,
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(json ? { Accept: 'application/json' } : {}),
      },
      body,
    })
  /** Exactly the endpoint's headers, each once (a doubled header would read "a, a"). */
  const expectEndpointHeaders = (response: Response) => {
    for (const [name, value] of Object.entries(settings.headers)) expect(response.headers.get(name), name).toBe(value)
  }

  test('each page gets its own policy: the contact pages may post their form to the site, every other page to nowhere', async () => {
    const contactPaths: string[] = pathsOf('contact')
    for (const urlPath of pagePaths) {
      const response = await fetch(origin() + urlPath)
      expect(response.status, urlPath).toBe(200)
      const policy = response.headers.get('content-security-policy')
      expect(policy, urlPath).toBe(built.pathHeaders[urlPath]?.['Content-Security-Policy'])
      expect(policy).toContain(contactPaths.includes(urlPath) ? "form-action 'self'" : "form-action 'none'")
      expect(response.headers.get('cache-control')).toBe(cacheRules.revalidate)
      expect(await response.text()).toBe(readFileSync(pageFileFor(urlPath, path.join(copy, 'build/client')), 'utf8'))
    }
    for (const urlPath of ['/nope', '/fr/nope']) {
      const response = await fetch(origin() + urlPath)
      expect(response.headers.get('content-security-policy'), urlPath).toBe(built.headers['Content-Security-Policy'])
      expect(response.headers.get('content-security-policy')).toContain("form-action 'none'")
    }
  })

  test('with the service down, nginx answers as the endpoint would, in the language of the page sent from', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const response = await post(locale)
      expect(response.status).toBe(503)
      expect(response.headers.get('content-type')).toBe('application/json')
      expectEndpointHeaders(response)
      expect(await response.json()).toEqual({ ok: false, message: settings.words[locale].answers.notDelivered })
      const form = await post(locale, { json: false })
      expect(form.status).toBe(303)
      expectEndpointHeaders(form)
      expect(form.headers.get('location')).toBe(`${settings.pages[locale].notSent}#not-delivered`)
    }
    // Without a page to go by, the browser's first language.
    const browser = await fetch(origin() + contactEndpointPath, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.8' },
      body: new URLSearchParams(frenchMessage),
    })
    expect(await browser.json()).toMatchObject({ message: settings.words.fr.answers.notDelivered })
  })

  test('a body over client_max_body_size gets nginx’s 413 in the page’s language, or the not-sent page', async () => {
    const body = new URLSearchParams({ ...frenchMessage, message: 'é'.repeat(12 * 1024) })
    const response = await post('fr', { body })
    expect(response.status).toBe(413)
    expectEndpointHeaders(response)
    expect(await response.json()).toEqual({ ok: false, message: settings.words.fr.answers.tooLarge })
    const form = await post('fr', { json: false, body })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe(`${settings.pages.fr.notSent}#message`)
  })

  // Last: it spends the address's allowance.
  test('more posts than limit_req lets through at once get nginx’s 429 with Retry-After, in the page’s language', async () => {
    const statuses: number[] = []
    let limited: Response | undefined
    for (let attempt = 0; attempt < 30 && !limited; attempt++) {
      const response = await post('fr')
      statuses.push(response.status)
      if (response.status === 429) limited = response
    }
    // The burst of 20 after the first, less what the earlier tests spent.
    expect(statuses.length, statuses.join(' ')).toBeGreaterThan(10)
    expect(statuses.at(-1), statuses.join(' ')).toBe(429)
    if (limited) expectEndpointHeaders(limited)
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited?.json()).toEqual({ ok: false, message: settings.words.fr.answers.tooMany })
    const form = await post('fr', { json: false })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe(`${settings.pages.fr.notSent}#too-many`)
  })
})

describe('the contact service behind nginx', () => {
  const copy = inject('deliveringCopy')
  let sink: SmtpSink | undefined
  let service: RunningServer | undefined
  beforeAll(async () => {
    sink = await startSmtpSink()
    service = await startContactService({ siteRoot: copy, port: testPorts.hostsContactService, smtpPort: sink.port })
  })
  afterAll(async () => {
    await service?.stop()
    await sink?.stop()
  })
  /**
   * A post as nginx passes it on, with the page's Host and the headers nginx sets; its status.
   * (node:http, because fetch sends its own Host.)
   */
  const passedOn = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const body = new URLSearchParams({ ...frenchMessage, [honeypotField]: 'counted, not sent' }).toString()
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: testPorts.hostsContactService,
          path: contactEndpointPath,
          method: 'POST',
          headers: {
            Host: 'thrive.example',
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
            'Content-Length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode ?? 0))
        },
      )
      request.on('error', reject)
      request.end(body)
    })

  test('takes the scheme nginx saw, so that a page served over HTTPS may post', async () => {
    const https = { Origin: 'https://thrive.example', 'X-Real-IP': '203.0.113.1' }
    expect(await passedOn({ ...https, 'X-Forwarded-Proto': 'https' })).toBe(200)
    expect(await passedOn(https)).toBe(403)
  })

  test('counts each visitor by the address nginx sends in X-Real-IP', async () => {
    const from = (address: string) =>
      passedOn({ Origin: 'http://thrive.example', 'X-Forwarded-Proto': 'http', 'X-Real-IP': address })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) statuses.push(await from('203.0.113.2'))
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect(await from('203.0.113.3')).toBe(200)
  })
})
