import { describe, expect, test } from 'vitest'

import {
  addressLines,
  formatFigure,
  formatPhone,
  formatDate,
  formatTime,
  mailtoHref,
  openingHoursRows,
  phoneE164,
  telHref,
} from './format'

describe('formatFigure', () => {
  test('writes figures in English as docs/product.md states them', () => {
    expect(formatFigure({ count: 10000, orMore: true }, 'en')).toBe('10,000+')
    expect(formatFigure({ count: 5, orMore: true }, 'en')).toBe('5+')
    expect(formatFigure({ percent: 98 }, 'en')).toBe('98%')
    expect(formatFigure({ hoursPerDay: 24, daysPerWeek: 7 }, 'en')).toBe('24/7')
    expect(formatFigure({ rating: 4.8, outOf: 5 }, 'en')).toBe('4.8')
    expect(formatFigure({ rating: 5, outOf: 5 }, 'en')).toBe('5.0')
  })

  test('writes them the French way, on one line: "Plus de", spaced thousands and percent, 24 h/24, 7 j/7', () => {
    expect(formatFigure({ count: 10000, orMore: true }, 'fr')).toBe('Plus de\u00a010\u202f000')
    expect(formatFigure({ percent: 98 }, 'fr')).toBe('98\u00a0%')
    expect(formatFigure({ rating: 4.8, outOf: 5 }, 'fr')).toBe('4,8')
    expect(formatFigure({ hoursPerDay: 24, daysPerWeek: 7 }, 'fr')).toBe('24\u00a0h/24, 7\u00a0j/7')
  })

  test('writes a count without "or more" exactly', () => {
    expect(formatFigure({ count: 1200, orMore: false }, 'en')).toBe('1,200')
    expect(formatFigure({ count: 1200, orMore: false }, 'fr')).toBe('1\u202f200')
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

describe('the postal address follows each language’s order and words, its postal code whole', () => {
  const ottawa = {
    sample: false,
    streetNumber: '150',
    street: { en: 'Elgin Street', fr: 'rue Elgin' },
    unit: { en: 'Suite 1000', fr: 'bureau 1000' },
    city: 'Ottawa',
    province: 'ON',
    postalCode: 'K2P 1L4',
  } as const

  test('with a unit, in Ontario', () => {
    expect(addressLines(ottawa, 'en')).toEqual([
      '150 Elgin Street, Suite 1000',
      'Ottawa, ON\u00a0K2P\u00a01L4',
      'Canada',
    ])
    expect(addressLines(ottawa, 'fr')).toEqual([
      '150, rue Elgin, bureau 1000',
      'Ottawa (Ontario)\u00a0\u00a0K2P\u00a01L4',
      'Canada',
    ])
  })

  test('without one, in Quebec', () => {
    const gatineau = { ...ottawa, unit: undefined, province: 'QC', city: 'Gatineau', postalCode: 'J8X 2X2' } as const
    expect(addressLines(gatineau, 'en')).toEqual(['150 Elgin Street', 'Gatineau, QC\u00a0J8X\u00a02X2', 'Canada'])
    expect(addressLines(gatineau, 'fr')).toEqual([
      '150, rue Elgin',
      'Gatineau (Québec)\u00a0\u00a0J8X\u00a02X2',
      'Canada',
    ])
  })
})

describe('opening hours', () => {
  const english = {
    dayNames: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
    dayRange: '{from}–{to}',
    timeRange: '{opens} – {closes}',
  }
  const french = {
    dayNames: {
      mon: 'lundi',
      tue: 'mardi',
      wed: 'mercredi',
      thu: 'jeudi',
      fri: 'vendredi',
      sat: 'samedi',
      sun: 'dimanche',
    },
    dayRange: 'Du {from} au {to}',
    timeRange: 'de {opens} à {closes}',
  }
  const hours = [
    { from: 'mon', to: 'thu', opens: '08:30', closes: '19:00' },
    { from: 'sat', to: 'sat', closed: true },
  ] as const

  test('a row per group of days, with its times for reading and as HH:MM; none on a closed day', () => {
    expect(openingHoursRows([...hours], english, 'en')).toEqual([
      {
        days: 'Mon–Thu',
        times: {
          template: '{opens}\u00a0–\u00a0{closes}',
          opens: { text: '8:30 AM', dateTime: '08:30' },
          closes: { text: '7:00 PM', dateTime: '19:00' },
        },
      },
      { days: 'Sat', times: undefined },
    ])
  })

  test('in French: "Du lundi au jeudi", "de 8 h 30 à 19 h" on one line, a single day capitalised', () => {
    const [weekdays, saturday] = openingHoursRows([...hours], french, 'fr')
    expect(weekdays?.days).toBe('Du lundi au jeudi')
    expect(weekdays?.times?.template).toBe('de\u00a0{opens}\u00a0à\u00a0{closes}')
    expect(weekdays?.times?.opens.text).toBe('8\u00a0h\u00a030')
    expect(saturday?.days).toBe('Samedi')
  })

  test('times are written 9 h and 9 h 30 in French', () => {
    expect(formatTime('09:00', 'fr')).toBe('9\u00a0h')
    expect(formatTime('18:30', 'fr')).toBe('18\u00a0h\u00a030')
  })
})

test('mailtoHref encodes the subject', () => {
  expect(mailtoHref('a@b.example', 'Join & wait')).toBe('mailto:a@b.example?subject=Join%20%26%20wait')
})

test('a day is written each language’s way, on one line, and kept as written for machines', () => {
  expect(formatDate('2026-11-05', 'en')).toEqual({ text: 'November\u00a05,\u00a02026', dateTime: '2026-11-05' })
  expect(formatDate('2027-01-01', 'fr')).toEqual({ text: '1er\u00a0janvier\u00a02027', dateTime: '2027-01-01' })
  expect(formatDate('2026-12-31', 'fr').text).toBe('31\u00a0décembre\u00a02026')
})
