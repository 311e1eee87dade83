/**
 * What every host's contact endpoint must do (docs/deploying.md), on its own engine, over a build
 * whose owner switched delivery on (tests/delivering-copy.ts): a message reaches the owner intact,
 * and every bad input gets a clear answer in the visitor's language, delivers nothing, logs
 * nothing the visitor typed, and carries the site's security headers. Each host's test file
 * says how its engine starts and how its mailbox is read (an .eml file, an SMTP sink's copy).
 *
 * The rate limit counts what each address sends in a minute (server/hosts/node.ts
 * `contactRateLimit`): the tests before the burst send fewer messages than it allows, and the
 * burst runs last.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import PostalMime, { type Email } from 'postal-mime'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { contactEndpointPath, contactLimits, honeypotField } from '~/lib/contact-message'

import type { EndpointSettings } from '../../server/endpoint-settings'
import type { RunningServer } from './servers'

export interface DeliveringServer extends RunningServer {
  /** Every mail the host has delivered since it started, oldest first, as raw RFC 5322 text. */
  delivered: () => Promise<string[]>
  /** What the host printed so far: its log. */
  output: () => string
}

export interface DeliveringHost {
  name: string
  /** Starts the host over the built copy at `copyDir`, delivering to a mailbox the test reads. */
  start: (copyDir: string) => Promise<DeliveringServer>
  /** Starts it with delivery broken as it breaks there (the SMTP server down, the binding refusing). */
  startFailing: (copyDir: string) => Promise<DeliveringServer>
  /** False where the engine does not enforce the rate limit (netlify dev); its configuration is tested as a unit. */
  enforcesRateLimit: boolean
}

/** A visitor's message in French, with an accented name and French punctuation. */
export const frenchMessage = {
  name: 'Élodie Bélanger-Côté',
  email: 'elodie.belanger@exemple.ca',
  message:
    'Bonjour,\nJ’aimerais réserver une consultation « découverte » de 15 minutes. Êtes-vous ouverts le samedi ?\nMerci !',
  locale: 'fr',
}

export const parseMail = (raw: string): Promise<Email> => PostalMime.parse(raw)

/** The checks every host's endpoint passes, and `more` of its own, on the same running server. */
export function checkContactEndpoint(
  host: DeliveringHost,
  copyDir: () => string,
  more?: (server: () => DeliveringServer) => void,
) {
  describe(`${host.name}: the contact endpoint`, () => {
    let server: DeliveringServer | undefined
    let settings: EndpointSettings
    beforeAll(async () => {
      settings = JSON.parse(
        readFileSync(path.join(copyDir(), 'build/for-hosts/contact-endpoint.json'), 'utf8'),
      ) as EndpointSettings
      server = await host.start(copyDir())
    })
    afterAll(async () => {
      await server?.stop()
    })

    const running = () => {
      if (!server) throw new Error(`${host.name} did not start`)
      return server
    }
    /** A post as the site's own page makes it: same origin, the form's encoding. */
    const post = (
      fields: Record<string, string>,
      { json = true, headers = {} }: { json?: boolean; headers?: Record<string, string> } = {},
    ) =>
      fetch(running().origin + contactEndpointPath, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Origin: running().origin,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(json ? { Accept: 'application/json' } : {}),
          ...headers,
        },
        body: new URLSearchParams(fields),
      })
    const deliveredCount = async () => (await running().delivered()).length
    const expectHeaders = (response: Response) => {
      for (const [name, value] of Object.entries(settings.headers)) {
        expect(response.headers.get(name), name).toBe(value)
      }
    }
    const english = { name: 'Sam Carter', email: 'sam@example.com', message: 'Hello!', locale: 'en' }

    test('a message in French, with an accented name, reaches the owner intact, and the visitor is told', async () => {
      const before = await deliveredCount()
      const response = await post(frenchMessage)
      expect(response.status).toBe(200)
      expectHeaders(response)
      expect(await response.json()).toMatchObject({ ok: true, message: settings.words.fr.answers.sent })
      const mails = await running().delivered()
      expect(mails).toHaveLength(before + 1)
      const mail = await parseMail(mails.at(-1) ?? '')
      expect(mail.to?.map(({ address }) => address)).toEqual([settings.to])
      expect(mail.replyTo).toEqual([{ name: frenchMessage.name, address: frenchMessage.email }])
      expect(mail.text).toContain(`Name: ${frenchMessage.name}`)
      expect(mail.text).toContain(frenchMessage.message)
      // No personal data in the subject, which mail services log.
      for (const field of [frenchMessage.name, frenchMessage.email, 'Élodie', 'consultation']) {
        expect(mail.subject).not.toContain(field)
      }
      // The message's text is never logged.
      expect(running().output()).not.toContain('découverte')
    })

    test('without the form’s script, a message is answered with a redirect to the sent page in the visitor’s language', async () => {
      const before = await deliveredCount()
      const response = await post({ ...english, locale: 'fr' }, { json: false })
      expect(response.status).toBe(303)
      expectHeaders(response)
      expect(response.headers.get('location')).toBe(settings.pages.fr.sent)
      expect(await deliveredCount()).toBe(before + 1)
    })

    test('empty or missing fields are refused with 400, naming each field in the visitor’s language', async () => {
      for (const locale of ['en', 'fr'] as const) {
        const response = await post({ name: '', email: 'sam@example.com', locale })
        expect(response.status).toBe(400)
        expectHeaders(response)
        const answer = (await response.json()) as { problems: { field: string; message: string }[] }
        const words = settings.words[locale]
        expect(answer.problems.map(({ field }) => field)).toEqual(['name', 'message'])
        expect(answer.problems[0]?.message).toContain(words.fieldNames.name)
        expect(answer.problems[1]?.message).toContain(words.fieldNames.message)
      }
      const form = await post({ email: 'sam@example.com', message: 'Hi', locale: 'fr' }, { json: false })
      expect(form.status).toBe(303)
      expect(form.headers.get('location')).toBe(`${settings.pages.fr.notSent}#name`)
    })

    test('a malformed e-mail address and an over-long field are refused with 400, naming the field', async () => {
      const malformed = await post({ ...english, email: 'sam@' })
      expect(malformed.status).toBe(400)
      expect(await malformed.json()).toMatchObject({ problems: [{ field: 'email' }] })
      const long = await post({ ...frenchMessage, message: 'é'.repeat(contactLimits.message + 1) })
      expect(long.status).toBe(400)
      const answer = (await long.json()) as { problems: { field: string; message: string }[] }
      expect(answer.problems).toEqual([
        { field: 'message', message: expect.stringContaining(contactLimits.message.toLocaleString('fr-CA')) },
      ])
      const form = await post({ ...english, email: 'sam@' }, { json: false })
      expect(form.headers.get('location')).toBe(`${settings.pages.en.notSent}#email`)
    })

    test('a line break in the name or the e-mail address is refused and never reaches a mail header', async () => {
      const before = await deliveredCount()
      for (const fields of [
        { ...english, name: 'Sam\r\nBcc: victim@example.com' },
        { ...english, email: 'sam@example.com\r\nBcc: victim@example.com' },
      ]) {
        const response = await post(fields)
        expect(response.status).toBe(400)
        expectHeaders(response)
      }
      expect(await deliveredCount()).toBe(before)
    })

    test('a filled-in honeypot gets the success answer, and nothing is delivered', async () => {
      const before = await deliveredCount()
      const response = await post({ ...english, [honeypotField]: 'https://spam.example' })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ ok: true })
      const form = await post({ ...english, [honeypotField]: 'https://spam.example' }, { json: false })
      expect(form.headers.get('location')).toBe(settings.pages.en.sent)
      expect(await deliveredCount()).toBe(before)
    })

    test('a post from another site is refused with 403, and nothing is delivered', async () => {
      const before = await deliveredCount()
      const fromElsewhere: Record<string, string>[] = [
        { Origin: 'https://elsewhere.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
      ]
      for (const headers of fromElsewhere) {
        const response = await post(english, { headers })
        expect(response.status).toBe(403)
        expectHeaders(response)
        expect(await response.json()).toMatchObject({ message: settings.words.en.answers.crossSite })
      }
      expect(await deliveredCount()).toBe(before)
    })

    test('a body over the limit gets 413, another method 405, another content type 415', async () => {
      const large = await post({ ...english, message: 'x'.repeat(70 * 1024) })
      expect(large.status).toBe(413)
      expectHeaders(large)
      const get = await fetch(running().origin + contactEndpointPath, { headers: { 'Accept-Language': 'fr-CA' } })
      expect(get.status).toBe(405)
      expect(get.headers.get('allow')).toBe('POST')
      expectHeaders(get)
      expect(await get.text()).toContain(settings.words.fr.answers.wrongMethod)
      const json = await post(english, { headers: { 'Content-Type': 'application/json' } })
      expect(json.status).toBe(415)
      expectHeaders(json)
    })

    if (host.enforcesRateLimit) {
      test('a burst from one address gets 429 with Retry-After', async () => {
        const statuses: number[] = []
        let limited: Response | undefined
        for (let attempt = 0; attempt < 12 && !limited; attempt++) {
          const response = await post({ ...english, [honeypotField]: 'burst' })
          statuses.push(response.status)
          if (response.status === 429) limited = response
        }
        expect(statuses.at(-1), statuses.join(' ')).toBe(429)
        expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
        if (limited) expectHeaders(limited)
        expect(await limited?.json()).toMatchObject({ message: settings.words.en.answers.tooMany })
      })
    }

    more?.(running)
  })

  describe(`${host.name}: the contact endpoint when delivery fails`, () => {
    let server: DeliveringServer | undefined
    beforeAll(async () => {
      server = await host.startFailing(copyDir())
    })
    afterAll(async () => {
      await server?.stop()
    })

    test('the visitor gets 502 or 503 in their language, and the log has the cause but not the message', async () => {
      if (!server) throw new Error(`${host.name} did not start`)
      const settings = JSON.parse(
        readFileSync(path.join(copyDir(), 'build/for-hosts/contact-endpoint.json'), 'utf8'),
      ) as EndpointSettings
      const response = await fetch(server.origin + contactEndpointPath, {
        method: 'POST',
        headers: {
          Origin: server.origin,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(frenchMessage),
      })
      expect([502, 503]).toContain(response.status)
      expect(await response.json()).toMatchObject({ ok: false, message: settings.words.fr.answers.notDelivered })
      // wrangler dev prints a Worker's log line once its answer has gone: the log is awaited first.
      const { output } = server
      await expect.poll(output, { timeout: 10_000 }).toContain('could not be delivered')
      expect(output()).not.toContain('découverte')
      const form = await fetch(server.origin + contactEndpointPath, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: server.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(frenchMessage),
      })
      expect(form.status).toBe(303)
      expect(form.headers.get('location')).toBe(`${settings.pages.fr.notSent}#not-delivered`)
    })
  })
}
