import { describe, expect, test } from 'vitest'

import { en } from './en'
import type { Locale, SiteContent } from './types'

const siteContent: Record<Locale, SiteContent> = { en }

function stringsIn(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, path ? `${path}.${key}` : key))
  }
  return []
}

describe.each(Object.entries(siteContent))('%s copy', (_locale, content) => {
  test('has no empty or untrimmed strings', () => {
    const bad = stringsIn(content).filter(([, text]) => text.trim() === '' || text.trim() !== text)
    expect(bad).toEqual([])
  })
})
