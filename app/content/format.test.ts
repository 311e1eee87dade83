import { describe, expect, test } from 'vitest'

import {
  addressLines,
  formatFigure,
  formatPhone,
  formatDate,
  formatTime,
  mailtoHref,
  openingHours,
  openingHoursRows,
  phoneE164,
  phoneForms,
  registrationLine,
  telHref,
} from './format'

describe('formatFigure', () => {
  test('writes figures in English as docs/product.md states them', () => {
    expect(formatFigure({ count: 12500, orMore: true }, 'en')).toBe('12,500+')
    expect(formatFigure({ count: 5, orMore: true }, 'en')).toBe('5+')
    expect(formatFigure({ percent: 96 }, 'en')).toBe('96%')
    expect(formatFigure({ hoursPerDay: 24, daysPerWeek: 7 }, 'en')).toBe('24/7')
    expect(formatFigure({ rating: 4.8, outOf: 5 }, 'en')).toBe('4.8\u00a0out\u00a0of\u00a05')
    expect(formatFigure({ rating: 5, outOf: 5 }, 'en')).toBe('5.0\u00a0out\u00a0of\u00a05')
  })

  test('writes them the French way, on one line: "et plus", spaced thousands and percent, its scale, 24 h/24, 7 j/7', () => {
    expect(formatFigure({ count: 5, orMore: true }, 'fr')).toBe('5\u00a0et plus')
    expect(formatFigure({ count: 12500, orMore: true }, 'fr')).toBe('12\u202f500\u00a0et plus')
    expect(formatFigure({ percent: 96 }, 'fr')).toBe('96\u00a0%')
    expect(formatFigure({ rating: 4.8, outOf: 5 }, 'fr')).toBe('4,8\u00a0sur\u00a05')
    expect(formatFigure({ hoursPerDay: 24, daysPerWeek: 7 }, 'fr')).toBe('24\u00a0h/24, 7\u00a0j/7')
  })

  test('writes « Plus de » only when the real figure is above it; English keeps its "+"', () => {
    expect(formatFigure({ count: 12500, orMore: true, above: true }, 'fr')).toBe('Plus de\u00a012\u202f500')
    expect(formatFigure({ count: 12500, orMore: true, above: true }, 'en')).toBe('12,500+')
    expect(formatFigure({ count: 5, orMore: false, above: true }, 'fr')).toBe('5')
  })

  test('writes a count without "or more" exactly', () => {
    expect(formatFigure({ count: 1200, orMore: false }, 'en')).toBe('1,200')
    expect(formatFigure({ count: 1200, orMore: false }, 'fr')).toBe('1\u202f200')
  })
})

describe('registrationLine', () => {
  test("writes the college's name in the page's language into the about page's words", () => {
    const words = { en: '{college}, registration no. {number}', fr: '{college}, numéro de membre {number}' }
    expect(registrationLine({ college: 'CDO', number: '4321' }, words.en, 'en')).toBe(
      'College of Dietitians of Ontario, registration no. 4321',
    )
    expect(registrationLine({ college: 'CDO', number: '4321' }, words.fr, 'fr')).toBe(
      'Ordre des diététistes de l’Ontario, numéro de membre 4321',
    )
    expect(registrationLine({ college: 'ODNQ', number: '2011 047' }, words.en, 'en')).toBe(
      'Ordre des diététistes-nutritionnistes du Québec, registration no. 2011\u00a0047',
    )
  })
})

describe('the phone, stored once with its country code', () => {
  test('is written "+1 (819) 246-7781" in English and "819 246-7781" (one line) in French, whatever the spacing typed', () => {
    for (const typed of ['+1 819 246 7781', '+18192467781', '+1 (819) 246-7781']) {
      expect(formatPhone(typed, 'en')).toBe('+1 (819) 246-7781')
      expect(formatPhone(typed, 'fr')).toBe('819\u00a0246-7781')
      expect(telHref(typed)).toBe('tel:+18192467781')
      expect(phoneE164(typed)).toBe('+18192467781')
    }
  })

  test('has every form the site writes it in, from one reading of what was typed', () => {
    expect(phoneForms('+1 819 246 7781')).toEqual({
      e164: '+18192467781',
      href: 'tel:+18192467781',
      display: { en: '+1 (819) 246-7781', fr: '819\u00a0246-7781' },
    })
  })
})

describe('the postal address follows each language’s order and words, its postal code whole', () => {
  const ottawa = {
    sample: false,
    streetNumber: '310',
    street: { en: 'Bank Street', fr: 'rue Bank' },
    unit: { en: 'Suite 200', fr: 'bureau 200' },
    city: 'Ottawa',
    province: 'ON',
    postalCode: 'K1R 7S7',
  } as const

  test('with a unit, in Ontario', () => {
    expect(addressLines(ottawa, 'en')).toEqual(['310 Bank Street, Suite 200', 'Ottawa, ON\u00a0K1R\u00a07S7', 'Canada'])
    expect(addressLines(ottawa, 'fr')).toEqual([
      '310, rue Bank, bureau 200',
      'Ottawa (Ontario)\u00a0\u00a0K1R\u00a07S7',
      'Canada',
    ])
  })

  test('without one, in Quebec', () => {
    const gatineau = { ...ottawa, unit: undefined, province: 'QC', city: 'Gatineau', postalCode: 'J8X 2X2' } as const
    expect(addressLines(gatineau, 'en')).toEqual(['310 Bank Street', 'Gatineau, QC\u00a0J8X\u00a02X2', 'Canada'])
    expect(addressLines(gatineau, 'fr')).toEqual([
      '310, rue Bank',
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

  test('for machines, each open group of days by its schema.org names and its times as HH:MM; a closed day left out', () => {
    expect(openingHours([{ from: 'fri', to: 'sun', opens: '10:00', closes: '14:00' }, ...hours])).toEqual([
      { days: ['Friday', 'Saturday', 'Sunday'], opens: '10:00', closes: '14:00' },
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:30', closes: '19:00' },
    ])
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
