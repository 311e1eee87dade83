import { expect, test } from 'vitest'

import { localize } from './localize'

const facts = { name: 'Thrive Wellness Coaching', responseHours: 24 }

test('one language is picked from each side-by-side pair, and the named facts are filled in', () => {
  const copy = {
    title: { en: 'Within {responseHours} hours', fr: 'En moins de {responseHours} heures' },
    icon: 'scale',
  }
  expect(localize(copy, 'en', facts)).toEqual({ title: 'Within 24 hours', icon: 'scale' })
  expect(localize([copy], 'fr', facts)).toEqual([{ title: 'En moins de 24\u00a0heures', icon: 'scale' }])
})

test('French copy typed with plain spaces, or none, is printed with French no-break spaces', () => {
  const typed = { en: 'Ready? Call us: 9 h', fr: 'Prêt? Appelez-nous : « {name} », de 9 h' }
  expect(localize(typed, 'fr', facts)).toBe(
    'Prêt\u202f? Appelez-nous\u00a0: «\u00a0Thrive Wellness Coaching\u00a0», de 9\u00a0h',
  )
  expect(localize(typed, 'en', facts)).toBe('Ready? Call us: 9 h')
})

test('a web address given per language is picked as it is, never spaced as French prose', () => {
  const link = { en: 'https://www.example.ca/en/?page=1', fr: 'https://www.example.ca/fr/?page=1' }
  expect(localize(link, 'fr', facts)).toBe('https://www.example.ca/fr/?page=1')
})
