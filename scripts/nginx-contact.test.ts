import { describe, expect, test } from 'vitest'

import { addHeaderLines, contactAnswerMaps } from './nginx-contact.mjs'

/** The endpoint's settings, with the characters nginx's quoting must survive. */
const words = (tooMany: string) => ({
  answers: { tooLarge: 'Too large.', tooMany, notDelivered: 'Not delivered.' },
})
const settings = {
  words: {
    en: words('Wait a minute (it’s free, not $5): "then" try again \\o/'),
    fr: words('Attendez « une » minute.'),
  },
  pages: { en: { notSent: '/message-not-sent' }, fr: { notSent: '/fr/message-non-envoye' } },
}
const maps = contactAnswerMaps(settings, { defaultLocale: 'en', homes: { en: '/', fr: '/fr' } })

/** A map's value for `key`, read back as nginx reads a single-quoted string. */
function mapValue(variable: string, key: string) {
  const block = maps.split('\n}\n').find((part) => part.includes(` ${variable} {`)) ?? ''
  const quoted = block.match(new RegExp(`^ {4}${key} '((?:[^'\\\\]|\\\\.)*)';$`, 'm'))?.[1]
  return quoted?.replace(/\\(['\\])/g, '$1')
}

describe('nginx’s own answers for the contact endpoint', () => {
  test('are the endpoint’s JSON answers in each language, whatever characters its words hold', () => {
    expect(JSON.parse(mapValue('$thrive_contact_too_many', 'default') ?? '')).toEqual({
      ok: false,
      message: settings.words.en.answers.tooMany,
    })
    expect(JSON.parse(mapValue('$thrive_contact_too_many', 'fr') ?? '')).toEqual({
      ok: false,
      message: 'Attendez « une » minute.',
    })
    // nginx would read a `$` in a map's value as a variable.
    expect(mapValue('$thrive_contact_too_many', 'default')).not.toContain('$')
    expect(mapValue('$thrive_contact_not_sent_page', 'fr')).toBe('/fr/message-non-envoye')
  })

  test('take the language from the page the form was sent from, else from the browser', () => {
    expect(maps).toContain('"~^https?://[^/]+/fr(/|\\?|#|$)" fr;')
    expect(maps).toContain('"~*^\\s*fr\\b" fr;')
    expect(maps).toMatch(
      /map \$thrive_contact_page_language \$thrive_contact_language \{\n {4}"" \$thrive_contact_browser_language;/,
    )
  })

  test('carry the endpoint’s headers on every answer', () => {
    expect(addHeaderLines({ 'X-Frame-Options': 'DENY' })).toBe('add_header X-Frame-Options "DENY" always;')
  })
})
