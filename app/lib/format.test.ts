import { describe, expect, test } from 'vitest'

import { business } from '~/content/business'

import { fillTemplate, formatStat, mailtoHref } from './format'

describe('formatStat', () => {
  test('formats the claimed figures the way docs/product.md states them', () => {
    const { stats } = business
    expect(formatStat(stats.happyUsers, 'en')).toBe('10,000+')
    expect(formatStat(stats.yearsExperience, 'en')).toBe('5+')
    expect(formatStat(stats.successRate, 'en')).toBe('98%')
    expect(formatStat(stats.support, 'en')).toBe('24/7')
    expect(formatStat(stats.experts, 'en')).toBe('50+')
    expect(formatStat(stats.averageRating, 'en')).toBe('4.8')
  })

  test('follows the locale: French separates thousands and the percent sign with spaces', () => {
    expect(formatStat(business.stats.happyUsers, 'fr-FR')).toBe('10\u202f000+')
    expect(formatStat(business.stats.successRate, 'fr-FR')).toBe('98\u00a0%')
  })
})

test('mailtoHref encodes the subject', () => {
  expect(mailtoHref('a@b.example', 'Join & wait')).toBe('mailto:a@b.example?subject=Join%20%26%20wait')
})

test('fillTemplate fills known placeholders and leaves unknown ones', () => {
  expect(fillTemplate('© {year} {name} {other}', { year: 2030, name: 'Thrive' })).toBe('© 2030 Thrive {other}')
})
