import { expect, test } from 'vitest'

import { localize } from './localize'

const facts = { name: 'Thrive Wellness Coaching', responseHours: 24 }

test('one language is picked from each side-by-side pair, and the named facts are filled in', () => {
  const copy = {
    title: { en: 'Within {responseHours} hours', fr: 'En moins de {responseHours} heures' },
    icon: 'scale',
  }
  expect(localize(copy, 'en', facts)).toEqual({ title: 'Within 24\u00a0hours', icon: 'scale' })
  expect(localize([copy], 'fr', facts)).toEqual([{ title: 'En moins de 24\u00a0heures', icon: 'scale' }])
})

test('French copy typed with plain spaces, or none, is printed with French no-break spaces', () => {
  const typed = { en: 'Ready? Call us: 9 h', fr: 'Prêt? Appelez-nous : « {name} », de 9 h' }
  expect(localize(typed, 'fr', facts)).toBe(
    'Prêt\u202f? Appelez-\u2060nous\u00a0: «\u00a0Thrive Wellness Coaching\u00a0», de 9\u00a0h',
  )
  expect(localize(typed, 'en', facts)).toBe('Ready? Call us: 9\u00a0h')
})

test('in both languages, a number keeps the word it counts on its line', () => {
  const typed = { en: 'Kept 12 months, then 6 years after 2026.', fr: 'Gardé 12 mois, puis 6 ans après 2026.' }
  expect(localize(typed, 'en', facts)).toBe('Kept 12\u00a0months, then 6\u00a0years after 2026.')
  expect(localize(typed, 'fr', facts)).toBe('Gardé 12\u00a0mois, puis 6\u00a0ans après 2026.')
})

test('a web address given per language is picked as it is, never spaced as French prose', () => {
  const link = { en: 'https://www.example.ca/en/?page=1', fr: 'https://www.example.ca/fr/?page=1' }
  expect(localize(link, 'fr', facts)).toBe('https://www.example.ca/fr/?page=1')
})

test('in French, a verb and the pronoun joined to it never break apart at the hyphen', () => {
  const typed = { en: 'Is it free? Write to us.', fr: 'Est-elle gratuite? Écrivez-nous, dites-le-nous. Peut-être.' }
  expect(localize(typed, 'fr', facts)).toBe(
    'Est-\u2060elle gratuite\u202f? Écrivez-\u2060nous, dites-\u2060le-\u2060nous. Peut-être.',
  )
  expect(localize(typed, 'en', facts)).toBe('Is it free? Write to us.')
})
