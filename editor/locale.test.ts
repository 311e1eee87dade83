import { expect, test } from 'vitest'

import { editorLocale, systemLanguage } from './locale.mjs'

test('a French system language gives the editor French menus', () => {
  expect(editorLocale(systemLanguage({ LANG: 'fr_CA.UTF-8' }, 'en-US'))).toBe('fr-FR')
  expect(editorLocale(systemLanguage({ LC_ALL: 'fr_FR.UTF-8', LANG: 'en_CA.UTF-8' }, 'en-US'))).toBe('fr-FR')
  expect(editorLocale(systemLanguage({}, 'fr-CA'))).toBe('fr-FR')
})

test('any other system language, or none, gives English menus', () => {
  expect(editorLocale(systemLanguage({ LANG: 'en_CA.UTF-8' }, 'fr-CA'))).toBe('en-US')
  expect(editorLocale(systemLanguage({ LC_ALL: 'de_DE.UTF-8', LANG: 'fr_CA.UTF-8' }, 'fr-CA'))).toBe('en-US')
  expect(editorLocale(systemLanguage({ LANG: 'C.UTF-8' }, 'en-US'))).toBe('en-US')
  expect(editorLocale(systemLanguage({ LANG: 'C' }, 'fr-CA'))).toBe('fr-FR')
})
