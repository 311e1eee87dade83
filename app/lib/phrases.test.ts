import { describe, expect, test } from 'vitest'

import { punctuate } from '~/content/punctuation'

import { joinWithColon, withColon } from './phrases'

const nbsp = '\u00a0'
const narrow = '\u202f'

describe('punctuate', () => {
  test('puts a no-break space before a French colon, with or without a space there', () => {
    expect(punctuate('Adresse:', 'fr')).toBe(`Adresse${nbsp}:`)
    expect(punctuate('Adresse : 310, rue Bank', 'fr')).toBe(`Adresse${nbsp}: 310, rue Bank`)
  })

  test('puts a narrow no-break space before ; ! ? and once before a run of them', () => {
    expect(punctuate('Oups! Vraiment ?! Oui; non', 'fr')).toBe(`Oups${narrow}! Vraiment${narrow}?! Oui${narrow}; non`)
  })

  test('puts no-break spaces inside guillemets and between a number and its unit or the word it counts', () => {
    expect(punctuate('dans les 30 jours ou 24 heures, sur 320 pixels', 'fr')).toBe(
      `dans les 30${nbsp}jours ou 24${nbsp}heures, sur 320${nbsp}pixels`,
    )
    expect(punctuate('«Bonjour» à 9 h, 96 %, 24 h/24, 7 j/7', 'fr')).toBe(
      `«${nbsp}Bonjour${nbsp}» à 9${nbsp}h, 96${nbsp}%, 24${nbsp}h/24, 7${nbsp}j/7`,
    )
  })

  test('leaves URLs, clock times and spaces already right alone', () => {
    const text = `https://thrive.example 9:30, Adresse${nbsp}: oui${narrow}!`
    expect(punctuate(text, 'fr')).toBe(text)
  })

  test('leaves English punctuation as it is, and keeps a number with its word', () => {
    expect(punctuate('Address: 310 Bank Street! 9 h', 'en')).toBe('Address: 310\u00a0Bank Street! 9\u00a0h')
  })
})

test('a label with its colon follows each language', () => {
  expect(withColon('Address', 'en')).toBe('Address:')
  expect(withColon('Courriel', 'fr')).toBe(`Courriel${nbsp}:`)
})

test('a phrase after a colon starts in lower case in French only', () => {
  expect(joinWithColon('Thrive', 'Personal coaching', 'en')).toBe('Thrive: Personal coaching')
  expect(joinWithColon('Thrive', 'Un accompagnement', 'fr')).toBe(`Thrive${nbsp}: un accompagnement`)
})
