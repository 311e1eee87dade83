import { describe, expect, test } from 'vitest'

import { getContent, locales } from './index'

function stringsIn(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, path ? `${path}.${key}` : key))
  }
  return []
}

describe.each(locales)('%s copy', (locale) => {
  test('has no empty or untrimmed strings', () => {
    const bad = stringsIn(getContent(locale)).filter(([, text]) => text.trim() === '' || text.trim() !== text)
    expect(bad).toEqual([])
  })
})
