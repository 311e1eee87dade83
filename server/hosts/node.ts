/**
 * The contact endpoint on Node: `npm start` (scripts/site-server.mjs), which writes each message
 * to outbox/ so that an owner trying the site sees it arrive, and the service nginx passes
 * /api/contact to (server/hosts/node-service.ts), which sends it by SMTP. Plain Node with type
 * stripping: relative imports, no bundler.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'

import { getRequestListener } from '@hono/node-server'
import nodemailer from 'nodemailer'

import { type EndpointHost, type RateLimiter, createContactEndpoint } from '../contact-endpoint.ts'
import type { EndpointSettings } from '../endpoint-settings.ts'
import { type MailToOwner, rawMail } from '../mail.ts'

/** How many messages one address may send in a window, on every host (wrangler.jsonc and netlify's function say the same). */
export const contactRateLimit = { messages: 5, windowSeconds: 60 } as const

export function readEndpointSettings(file: string): EndpointSettings {
  return JSON.parse(readFileSync(file, 'utf8')) as EndpointSettings
}

/**
 * Counts each address's messages in a fixed window held in memory. An address is kept only until
 * its window ends: every call first forgets the windows that have ended.
 */
export function memoryRateLimiter(
  { messages, windowSeconds }: { messages: number; windowSeconds: number } = contactRateLimit,
  now = () => Date.now(),
): RateLimiter & {
  size: () => number
} {
  const windows = new Map<string, { count: number; endsAt: number }>()
  return {
    async limit(key) {
      const time = now()
      for (const [address, window] of windows) if (window.endsAt <= time) windows.delete(address)
      const window = windows.get(key) ?? { count: 0, endsAt: time + windowSeconds * 1000 }
      window.count++
      windows.set(key, window)
      return { allowed: window.count <= messages, retryAfterSeconds: Math.ceil((window.endsAt - time) / 1000) }
    },
    size: () => windows.size,
  }
}

/** Writes each mail to `dir` as an .eml file and prints where: `npm start`'s stand-in for a mailbox. */
export function outboxDelivery(dir: string, from: string, print = (line: string) => console.log(line)) {
  return async (mail: MailToOwner) => {
    mkdirSync(dir, { recursive: true })
    const file = path.join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`,
    )
    writeFileSync(file, await rawMail(mail, from))
    print(`contact: a message for ${mail.to} was written to ${file}`)
  }
}

export interface SmtpSettings {
  host: string
  port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean
  user?: string
  password?: string
  from: string
}

/** The environment variables the SMTP hosts read (Netlify's site settings, nginx's service), the required ones first. */
export const smtpEnvironment = {
  required: ['CONTACT_SMTP_HOST', 'CONTACT_FROM'],
  optional: ['CONTACT_SMTP_PORT', 'CONTACT_SMTP_SECURE', 'CONTACT_SMTP_USER', 'CONTACT_SMTP_PASSWORD'],
} as const

/** SMTP settings from the environment (docs/deploying.md): CONTACT_SMTP_HOST, _PORT, _SECURE, _USER, _PASSWORD, CONTACT_FROM. */
export function smtpSettingsFromEnv(env: Record<string, string | undefined>): SmtpSettings {
  const { CONTACT_SMTP_HOST: host, CONTACT_FROM: from } = env
  if (!host || !from) {
    const missing = [!host && 'CONTACT_SMTP_HOST', !from && 'CONTACT_FROM'].filter(Boolean)
    throw new Error(`contact: set ${missing.join(' and ')} to send messages (docs/deploying.md)`)
  }
  return {
    host,
    port: Number(env.CONTACT_SMTP_PORT ?? 587),
    secure: env.CONTACT_SMTP_SECURE === 'true',
    user: env.CONTACT_SMTP_USER || undefined,
    password: env.CONTACT_SMTP_PASSWORD || undefined,
    from,
  }
}

/** Sends each mail through the owner's SMTP server. */
export function smtpDelivery(smtp: SmtpSettings) {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    // A server that does not answer is a failed delivery the visitor hears of, not a hung request.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return async (mail: MailToOwner) => {
    await transport.sendMail({ ...mail, from: smtp.from, textEncoding: 'quoted-printable' })
  }
}

/**
 * What a request says about the visitor, as a Node listener reads it: the connection's address,
 * which no client can set, and the scheme it came in with. A connection from one of
 * `trustedProxies` (nginx on this machine, deploy/nginx/site.conf) is the proxy's, so then the
 * visitor's address is the one the proxy sends in X-Real-IP and the scheme the one in
 * X-Forwarded-Proto: nginx sets both on every request, replacing any a visitor sent. From any
 * other connection both headers are ignored.
 */
export function requestOrigin(
  req: Pick<import('node:http').IncomingMessage, 'headers' | 'socket'>,
  trustedProxies: readonly string[] = [],
): { clientAddress: string; https: boolean } {
  const peer = req.socket.remoteAddress ?? 'unknown'
  if (!trustedProxies.includes(peer)) return { clientAddress: peer, https: false }
  const realIp = req.headers['x-real-ip']
  return {
    clientAddress: typeof realIp === 'string' && isIP(realIp) ? realIp : peer,
    https: req.headers['x-forwarded-proto'] === 'https',
  }
}

/**
 * The endpoint as a Node request listener; `clientAddress` is the visitor's address as
 * requestOrigin reads it, unless told otherwise. The address travels beside the request, not in
 * a header: Hono's Node adapter may rebuild the request's headers from the ones the client sent.
 */
export function nodeContactListener(
  host: Omit<EndpointHost, 'clientAddress'> & Partial<Pick<EndpointHost, 'clientAddress'>>,
  { trustedProxies = [] }: { trustedProxies?: readonly string[] } = {},
) {
  const visitor = new AsyncLocalStorage<string>()
  const app = createContactEndpoint({ clientAddress: () => visitor.getStore(), ...host })
  const listener = getRequestListener(app.fetch)
  return (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    const { clientAddress, https } = requestOrigin(req, trustedProxies)
    // Behind a proxy that speaks HTTPS to the browser, the endpoint's own origin (which a
    // page's Origin must match) is https: an absolute URL here is the one Hono reads.
    if (https && req.headers.host && req.url?.startsWith('/')) req.url = `https://${req.headers.host}${req.url}`
    return visitor.run(clientAddress, () => listener(req, res))
  }
}
