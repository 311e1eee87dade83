import { describe, expect, test } from 'vitest'

import { en } from './en'
import { fr } from './fr'
import type { Locale, SiteContent } from './types'

const siteContent: Record<Locale, SiteContent> = { en, fr }

function stringsIn(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, path ? `${path}.${key}` : key))
  }
  return []
}

const keysOf = (content: SiteContent) => stringsIn(content).map(([path]) => path)

describe.each(Object.entries(siteContent))('%s copy', (_locale, content) => {
  test('has no empty or untrimmed strings', () => {
    const bad = stringsIn(content).filter(([, text]) => text.trim() === '' || text.trim() !== text)
    expect(bad).toEqual([])
  })
})

test('English and French have the same keys and list lengths', () => {
  expect(keysOf(fr)).toEqual(keysOf(en))
})

/**
 * Strings the French copy may share with the English one: names, brands, codes, and words
 * that are the same in both languages. Anything else identical to its English counterpart is an
 * untranslated string.
 */
const sameInBothLanguages = new Set([
  'en', // locale code
  'Menu',
  'Services',
  'Message',
  'Notifications',
  'Google Play',
  'App Store',
  'English',
  'Coach',
  'FAQ',
  '404',
  'Amélie Tremblay',
  'Marcus Owusu',
  'Priya Raman',
  'Sophie L.',
  'Daniel K.',
  'Personnalisation',
  'Optimisation',
  'Experts',
  'scale',
  'salad',
  'trending-up',
  'heart-handshake',
  'clipboard-list',
  'users',
  'apple',
  'utensils-crossed',
  'chart-line',
  'message-circle-heart',
  'lightbulb',
  'bell',
  'goal',
  'mobileApp',
  'contact',
  'yearsExperience',
  'successRate',
  'support',
  'experts',
  'satisfaction',
  'goalAchievement',
  'longTermSuccess',
  'averageRating',
  '© {year} {name}. Tous droits réservés.',
  '–',
])

test('no English is left in the French copy', () => {
  const english = new Map(stringsIn(en))
  const untranslated = stringsIn(fr).filter(
    ([path, text]) => path !== 'locale' && english.get(path) === text && !sameInBothLanguages.has(text),
  )
  expect(untranslated).toEqual([])
  // Common English words that never occur in French prose.
  const englishWords = /\b(the|and|your|with|you|our|we|for|of|to)\b/i
  const leftovers = stringsIn(fr).filter(
    ([path, text]) => englishWords.test(text) && !sameInBothLanguages.has(text) && path !== 'appStores.appStore.label',
  )
  expect(leftovers).toEqual([])
})

test('French copy uses French typography: no plain space before : ; ! ? and none inside guillemets', () => {
  const bad = stringsIn(fr).filter(([, text]) => / [:;!?]/.test(text) || /« | »/.test(text))
  expect(bad).toEqual([])
})
