/**
 * The contact form's endpoint, POST /api/contact, for every host: a Web-standard `fetch(request)`
 * built with Hono, which carries the routing, the body limit and the form parsing. Each host's
 * adapter (server/hosts/) hands it the settings the build wrote from the owner's content
 * (server/endpoint-settings.ts), a way to deliver a mail, a rate limiter and the visitor's
 * address. The rules are the form's own (app/lib/contact-message.ts).
 *
 * Two kinds of visitor post here: the form's script, which asks for JSON and shows the answer in
 * the page, and a browser without it, which follows a 303 to a static page in the visitor's
 * language: the message was sent, or it was not and why (a fragment names the reason). Every
 * answer carries the site's security headers; no answer and no log line holds what was typed.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'

import {
  type ContactField,
  type ContactMessage,
  checkContactMessage,
  contactEndpointPath,
} from '../app/lib/contact-message.ts'
import { honeypotField, localeField } from '../app/lib/contact-message.ts'
import { type MailToOwner, composeMail } from './mail.ts'
import type { EndpointSettings, EndpointWords, NotSentReason } from './endpoint-settings.ts'

/** A request body larger than this is refused (413): the longest message the form allows, written in any script, fits. */
export const maxBodyBytes = 64 * 1024

export interface RateLimiter {
  /** Counts one message from `key`; `retryAfterSeconds` is set when it is one too many. */
  limit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>
}

export interface EndpointHost {
  settings: EndpointSettings
  /** Sends the mail to the owner; throws when it cannot. */
  deliver: (mail: MailToOwner) => Promise<void>
  rateLimiter: RateLimiter
  /** The visitor's network address as the host knows it, the rate limit's key. */
  clientAddress: (request: Request) => string | undefined
  /** Where failures are written: never with the message's text. */
  log?: (line: string) => void
}

type Locale = keyof EndpointSettings['words']

/** The language of the answer: the form's own field, else the browser's first choice, else the site's first language. */
function answerLocale(settings: EndpointSettings, request: Request, formLocale?: unknown): Locale {
  const locales = Object.keys(settings.words) as Locale[]
  if (typeof formLocale === 'string' && (locales as string[]).includes(formLocale)) return formLocale as Locale
  // The browser's languages in its order of preference (`fr-CA,fr;q=0.9,en;q=0.8` is French).
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const quality = Number(parameters.find((parameter) => parameter.trim().startsWith('q='))?.split('=')[1] ?? 1)
      return { language: tag.trim().slice(0, 2).toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, index }
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  const chosen = accepted.find(({ language }) => (locales as string[]).includes(language))?.language
  return (chosen as Locale | undefined) ?? (locales[0] as Locale)
}

const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json')

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

/** The problem with one field, in the visitor's words. */
function fieldMessage(
  words: EndpointWords,
  field: ContactField,
  problem: 'missing' | 'tooLong' | 'invalid',
  max: number,
) {
  const template =
    problem === 'invalid'
      ? field === 'email'
        ? words.problems.invalidEmail
        : words.problems.oneLine
      : words.problems[problem]
  return fill(template, { field: words.fieldNames[field], max: max.toLocaleString(words.numberLocale) })
}

export function createContactEndpoint(host: EndpointHost) {
  const { settings, log = (line) => console.error(line) } = host
  const app = new Hono()

  // Every answer, whatever its status, carries the site's headers.
  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(settings.headers)) c.res.headers.set(name, value)
  })

  /** A plain answer in the visitor's language: JSON for the form's script, text for anything else. */
  const answer = (
    request: Request,
    status: number,
    text: string,
    more: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    wantsJson(request)
      ? Response.json({ ok: status < 300, message: text, ...more }, { status, headers })
      : new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } })

  /** Where a browser without the form's script goes next: the sent page, or the not-sent page at its reason. */
  const seeOther = (locale: Locale, page: 'sent' | 'notSent', reason?: NotSentReason) =>
    new Response(null, {
      status: 303,
      headers: { Location: settings.pages[locale][page] + (reason ? `#${reason}` : '') },
    })

  app.all(
    contactEndpointPath,
    async (c, next) => {
      const request = c.req.raw
      const words = settings.words[answerLocale(settings, request)]
      if (request.method !== 'POST') return answer(request, 405, words.answers.wrongMethod, {}, { Allow: 'POST' })
      if (!settings.deliver) return answer(request, 404, words.answers.notAccepting)
      // A post from another site's page: the browser says where it comes from.
      const origin = request.headers.get('origin')
      const fromElsewhere =
        request.headers.get('sec-fetch-site') === 'cross-site' ||
        (origin !== null && origin !== new URL(request.url).origin)
      if (fromElsewhere) return answer(request, 403, words.answers.crossSite)
      const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase()
      if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
        return answer(request, 415, words.answers.wrongType)
      }
      return next()
    },
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => answer(c.req.raw, 413, settings.words[answerLocale(settings, c.req.raw)].answers.tooLarge),
    }),
    async (c) => {
      const request = c.req.raw
      let form: Record<string, unknown>
      try {
        form = await c.req.parseBody()
      } catch {
        return answer(request, 400, settings.words[answerLocale(settings, request)].answers.unreadable)
      }
      const locale = answerLocale(settings, request, form[localeField])
      const words = settings.words[locale]
      const json = wantsJson(request)

      const checked = checkContactMessage(form)
      if (!checked.ok) {
        const problems = checked.problems.map(({ field, problem }) => ({
          field,
          message: fieldMessage(words, field, problem, settings.limits[field]),
        }))
        if (!json) return seeOther(locale, 'notSent', problems[0]?.field)
        return Response.json(
          { ok: false, message: problems.map(({ message }) => message).join(' '), problems },
          { status: 400 },
        )
      }

      const limit = await host.rateLimiter.limit(host.clientAddress(request) ?? 'unknown')
      if (!limit.allowed) {
        if (!json) return seeOther(locale, 'notSent', 'too-many')
        return answer(request, 429, words.answers.tooMany, {}, { 'Retry-After': String(limit.retryAfterSeconds) })
      }

      // A program filled in the field no person sees: it is told what a person would be told.
      const filledByAProgram = typeof form[honeypotField] === 'string' && form[honeypotField] !== ''
      if (!filledByAProgram) {
        try {
          await host.deliver(composeMail(checked.message satisfies ContactMessage, { to: settings.to, locale }))
        } catch (error) {
          // The cause only: the mail's text never reaches a log.
          log(`contact: a message could not be delivered (${error instanceof Error ? error.message : String(error)})`)
          if (!json) return seeOther(locale, 'notSent', 'not-delivered')
          return answer(request, 502, words.answers.notDelivered)
        }
      }
      return json ? answer(request, 200, words.answers.sent) : seeOther(locale, 'sent')
    },
  )

  app.notFound((c) => answer(c.req.raw, 404, settings.words[answerLocale(settings, c.req.raw)].answers.notAccepting))
  return app
}
