/**
 * The contact endpoint on Netlify: a Function (v2: a Web `Request` in, a `Response` out) at
 * /api/contact, bundled by Netlify with esbuild (netlify.toml `[functions]`). It sends each
 * message through the owner's SMTP server, named in the site's environment variables
 * (docs/deploying.md), and answers with the rules and words every host shares
 * (server/contact-endpoint.ts).
 *
 * Netlify reads `config` from this file's text, not by running it, so its values are literals;
 * tests/hosts/netlify.test.ts reads them with Netlify's own parser and holds them to
 * `contactRateLimit`.
 */
import settings from '../../../build/for-hosts/contact-endpoint.json'
import { contactEndpointPath } from '../../../app/lib/contact-message.ts'
import { createContactEndpoint } from '../../contact-endpoint.ts'
import type { EndpointSettings } from '../../endpoint-settings.ts'
import type { MailToOwner } from '../../mail.ts'
import { memoryRateLimiter, smtpDelivery, smtpSettingsFromEnv } from '../node.ts'

/** The part of Netlify's context this function reads (the `@netlify/functions` types, without the package). */
interface NetlifyContext {
  /** The visitor's address, as Netlify's edge saw the connection. */
  ip: string
}

// The transport is made at the first message, not when the function loads: a site whose SMTP
// settings are missing still answers every bad input, and a message then fails with 502 and a
// log line naming the missing variable.
let delivery: ((mail: MailToOwner) => Promise<void>) | undefined
const deliver = (mail: MailToOwner) => (delivery ??= smtpDelivery(smtpSettingsFromEnv(process.env)))(mail)

const addresses = new WeakMap<Request, string>()
const endpoint = createContactEndpoint({
  settings: settings as EndpointSettings,
  deliver,
  // Netlify enforces `config.rateLimit` before the function runs, counting every request. This
  // limiter, the one `npm start` uses, counts within one warm instance only: it answers in the
  // visitor's language where the platform's rule is not applied (netlify dev, a deploy without it).
  rateLimiter: memoryRateLimiter(),
  clientAddress: (request) => addresses.get(request),
})

/**
 * Netlify runs this Function for its own path only. netlify dev, after a 403 or a 404 from it,
 * asks it again at /api/contact.html and three more names, as it would for a missing file, and
 * sends the last answer: each request is read as one to its own path, so the answer stays the same.
 */
async function atOwnPath(request: Request) {
  const url = new URL(request.url)
  if (url.pathname === contactEndpointPath) return request
  const { method, headers } = request
  const body = method === 'GET' || method === 'HEAD' ? null : await request.arrayBuffer()
  return new Request(new URL(contactEndpointPath, url), { method, headers, body })
}

export default async (request: Request, context: NetlifyContext) => {
  const asked = await atOwnPath(request)
  addresses.set(asked, context.ip)
  return endpoint.fetch(asked)
}

// Five messages a minute from one address on this site (server/hosts/node.ts `contactRateLimit`).
// `aggregateBy` must be a list: Netlify counts by domain alone when it is a single string.
export const config = {
  path: '/api/contact',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
