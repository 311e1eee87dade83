import { describe, expect, test } from 'vitest'

import { checkContactMessage, contactLimits } from './contact-message'

const valid = { name: 'Élodie Bélanger', email: 'elodie@example.ca', message: 'Bonjour !' }

describe('checkContactMessage', () => {
  test('accepts a message the browser lets through, with its outer spaces trimmed', () => {
    expect(checkContactMessage({ ...valid, name: '  Élodie Bélanger ' })).toEqual({ ok: true, message: valid })
  })

  test('names every field that is missing, empty or not text', () => {
    expect(checkContactMessage({ name: ' ', email: 42 })).toEqual({
      ok: false,
      problems: [
        { field: 'name', problem: 'missing' },
        { field: 'email', problem: 'missing' },
        { field: 'message', problem: 'missing' },
      ],
    })
  })

  test('refuses an address the browser’s e-mail check refuses', () => {
    for (const email of ['sam@', 'sam', 'sam @example.com', 'sam@exa mple.com', 'sam@example.com\r\nBcc: x@y.z']) {
      expect(checkContactMessage({ ...valid, email }), email).toEqual({
        ok: false,
        problems: [{ field: 'email', problem: 'invalid' }],
      })
    }
  })

  test('refuses a name with a line break in it, which could end a mail header', () => {
    expect(checkContactMessage({ ...valid, name: 'Sam\nBcc: x@y.z' })).toEqual({
      ok: false,
      problems: [{ field: 'name', problem: 'invalid' }],
    })
  })

  test('counts a message’s line breaks as the browser’s maxlength does, one each, though the form sends CR LF', () => {
    const atTheLimit = `${'a'.repeat(contactLimits.message - 2)}\r\nb`
    expect(checkContactMessage({ ...valid, message: atTheLimit })).toMatchObject({ ok: true })
    expect(checkContactMessage({ ...valid, message: `${atTheLimit}c` })).toEqual({
      ok: false,
      problems: [{ field: 'message', problem: 'tooLong' }],
    })
  })
})
