/**
 * The contact endpoint on Cloudflare Workers with static assets (wrangler.jsonc): the Worker runs
 * for /api/* only, every other path is a file of build/client. Each message is composed as raw
 * mail (server/mail.ts) and handed to Email Routing's `send_email` binding, which delivers it to
 * the owner's verified address; the `ratelimits` binding counts each visitor's messages first.
 * Bundled by wrangler, after `npm run build` has written the settings it imports.
 */
import { EmailMessage } from 'cloudflare:email'

import settings from '../../build/for-hosts/contact-endpoint.json'
import { type RateLimiter, createContactEndpoint } from '../contact-endpoint.ts'
import type { EndpointSettings } from '../endpoint-settings.ts'
import { rawMail } from '../mail.ts'

export interface Env {
  ASSETS: Fetcher
  SEND_EMAIL: SendEmail
  CONTACT_RATE_LIMIT: RateLimit
  /** The sender, an address on the zone where Email Routing is enabled (wrangler.jsonc `vars`). */
  CONTACT_FROM: string
}

/**
 * wrangler.jsonc `simple.period`. The binding says whether a message is allowed, not when its
 * window ends: a visitor told to wait one period is never told too little.
 */
const rateLimitPeriodSeconds = 60

const bindingRateLimiter = (binding: RateLimit): RateLimiter => ({
  async limit(key) {
    const { success } = await binding.limit({ key })
    return { allowed: success, retryAfterSeconds: rateLimitPeriodSeconds }
  },
})

let endpoint: ReturnType<typeof createContactEndpoint> | undefined

/** One endpoint per isolate: its bindings do not change between requests. */
const endpointFor = (env: Env) =>
  (endpoint ??= createContactEndpoint({
    settings: settings as EndpointSettings,
    async deliver(mail) {
      // Seven-bit text: the composer encodes every header and the body (quoted-printable).
      const raw = new TextDecoder().decode(await rawMail(mail, env.CONTACT_FROM))
      await env.SEND_EMAIL.send(new EmailMessage(env.CONTACT_FROM, mail.to, raw))
    },
    rateLimiter: bindingRateLimiter(env.CONTACT_RATE_LIMIT),
    // Set by Cloudflare's edge to the address the connection came from; a client cannot choose it.
    clientAddress: (request) => request.headers.get('CF-Connecting-IP') ?? undefined,
  }))

export default {
  // Cloudflare calls the Worker for /api/* only (wrangler.jsonc run_worker_first): with a list of
  // patterns, every other path, unknown ones too, is answered from the files. Should the list
  // grow, the paths it adds still get the files, with their _headers.
  fetch(request: Request, env: Env) {
    if (new URL(request.url).pathname.startsWith('/api/')) return endpointFor(env).fetch(request)
    return env.ASSETS.fetch(request)
  },
}
