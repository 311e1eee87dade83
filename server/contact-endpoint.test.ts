// @vitest-environment node
import { describe, expect, test } from 'vitest'

import { createContactEndpoint } from './contact-endpoint.ts'
import type { EndpointSettings } from './endpoint-settings.ts'

const words = (answer: string) => ({
  numberLocale: 'en-CA',
  fieldNames: { name: 'Name', email: 'Email', message: 'Message' },
  problems: { missing: '', tooLong: '', invalidEmail: '', oneLine: '' },
  answers: {
    tooMany: '',
    notDelivered: '',
    crossSite: '',
    tooLarge: '',
    wrongType: '',
    unreadable: '',
    wrongMethod: answer,
    notAccepting: '',
    sent: '',
  },
})

const settings: EndpointSettings = {
  deliver: true,
  to: 'owner@example.ca',
  limits: { name: 100, email: 254, message: 5000 },
  words: { en: words('Use the form.'), fr: words('Utilisez le formulaire.') },
  pages: { en: { sent: '/sent', notSent: '/not-sent' }, fr: { sent: '/fr/envoye', notSent: '/fr/non-envoye' } },
  headers: { 'X-Content-Type-Options': 'nosniff' },
}

const endpoint = createContactEndpoint({
  settings,
  deliver: async () => {},
  rateLimiter: { limit: async () => ({ allowed: true, retryAfterSeconds: 60 }) },
  clientAddress: () => '192.0.2.1',
})

const answerIn = async (acceptLanguage: string) =>
  (
    await endpoint.fetch(
      new Request('http://site.test/api/contact', { headers: { 'Accept-Language': acceptLanguage } }),
    )
  ).text()

describe('the endpoint answers in the language the browser prefers', () => {
  test('its first choice, whatever comes after it', async () => {
    expect(await answerIn('fr-CA,fr;q=0.9,en;q=0.8')).toBe('Utilisez le formulaire.\n')
    expect(await answerIn('en-CA,en;q=0.9,fr;q=0.8')).toBe('Use the form.\n')
  })

  test('by quality, not by order, and past the languages the site does not have', async () => {
    expect(await answerIn('en;q=0.5, de, fr;q=0.8')).toBe('Utilisez le formulaire.\n')
    expect(await answerIn('es, de')).toBe('Use the form.\n')
  })
})
