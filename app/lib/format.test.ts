import { describe, expect, test } from 'vitest'

import { business } from '~/content'

import { addressLines, fillTemplate, formatFigure, formatPhone, mailtoHref, phoneE164, telHref } from './format'

describe('formatFigure', () => {
  test('writes the claimed figures in English the way docs/product.md states them', () => {
    const { figures } = business
    expect(formatFigure(figures.happyUsers, 'en')).toBe('10,000+')
    expect(formatFigure(figures.yearsExperience, 'en')).toBe('5+')
    expect(formatFigure(figures.successRate, 'en')).toBe('98%')
    expect(formatFigure(figures.support, 'en')).toBe('24/7')
    expect(formatFigure(figures.experts, 'en')).toBe('50+')
    expect(formatFigure(figures.averageRating, 'en')).toBe('4.8')
  })

  test('writes them the French way, on one line: "Plus de", spaced thousands and percent, 24 h/24, 7 j/7', () => {
    const { figures } = business
    expect(formatFigure(figures.happyUsers, 'fr')).toBe('Plus de\u00a010\u202f000')
    expect(formatFigure(figures.successRate, 'fr')).toBe('98\u00a0%')
    expect(formatFigure(figures.averageRating, 'fr')).toBe('4,8')
    expect(formatFigure(figures.support, 'fr')).toBe('24\u00a0h/24, 7\u00a0j/7')
  })

  test('writes a count without "or more" exactly', () => {
    expect(formatFigure({ count: 1200, orMore: false }, 'en')).toBe('1,200')
  })
})

describe('the phone, stored once with its country code', () => {
  test('is written "+1 (613) 555-0142" in English and "613 555-0142" (one line) in French, whatever the spacing typed', () => {
    for (const typed of ['+1 613 555 0142', '+16135550142', '+1 (613) 555-0142']) {
      expect(formatPhone(typed, 'en')).toBe('+1 (613) 555-0142')
      expect(formatPhone(typed, 'fr')).toBe('613\u00a0555-0142')
      expect(telHref(typed)).toBe('tel:+16135550142')
      expect(phoneE164(typed)).toBe('+16135550142')
    }
  })
})

test('the postal address follows each language’s order and words', () => {
  expect(addressLines(business.address, 'en')).toEqual(['150 Elgin Street, Suite 1000', 'Ottawa, ON K2P 1L4', 'Canada'])
  expect(addressLines(business.address, 'fr')).toEqual([
    '150, rue Elgin, bureau 1000',
    'Ottawa (Ontario) K2P 1L4',
    'Canada',
  ])
  const gatineau = {
    ...business.address,
    unit: undefined,
    province: 'QC',
    city: 'Gatineau',
    postalCode: 'J8X 2X2',
  } as const
  expect(addressLines(gatineau, 'fr')).toEqual(['150, rue Elgin', 'Gatineau (Québec) J8X 2X2', 'Canada'])
})

test('mailtoHref encodes the subject', () => {
  expect(mailtoHref('a@b.example', 'Join & wait')).toBe('mailto:a@b.example?subject=Join%20%26%20wait')
})

test('fillTemplate fills known placeholders and leaves unknown ones', () => {
  expect(fillTemplate('© {year} {name} {other}', { year: 2030, name: 'Thrive' })).toBe('© 2030 Thrive {other}')
})
