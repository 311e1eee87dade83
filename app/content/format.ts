/**
 * The business's facts written out per language, from the one form each is stored in
 * (app/content/data/business.json): `Intl` where it knows the language's way, libphonenumber-js
 * for the phone, and the few words `Intl` cannot say (province names) here. It belongs to the
 * content layer, which hands out facts ready to show (app/content/site-content.ts): lib and the
 * components stand on it, never the reverse.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js'

import { type Locale, locales } from './pages.ts'
import { fillPlaceholders } from './placeholders.ts'
import { noBreakSpace } from './punctuation.ts'
import {
  type CollegeCode,
  type ContentData,
  type Figure,
  type Translated,
  type Weekday,
  daysFromTo,
  weekdayNames,
} from './schema/index.ts'
import type { OpeningHours, OpeningHoursRow, WrittenDate } from './types.ts'

type Address = ContentData['business']['address']

export function mailtoHref(email: string, subject?: string) {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
}

function parsedPhone(phone: string) {
  const parsed = parsePhoneNumberFromString(phone)
  // app/content/schema/business.ts lets only valid numbers with their country code through.
  if (!parsed) throw new Error(`not a phone number: ${phone}`)
  return parsed
}

/**
 * The phone as each language writes it: "+1 (613) 555-0142" in English; in Canadian French the
 * national number without brackets, "613 555-0142" (Office québécois de la langue française),
 * its space a no-break one so that the number never splits across lines.
 */
function writtenPhone(parsed: ReturnType<typeof parsedPhone>, locale: Locale) {
  const national = parsed.formatNational()
  if (locale === 'fr') return national.replace(/[()]/g, '').replace(/ /g, noBreakSpace)
  return `+${parsed.countryCallingCode} ${national}`
}

/**
 * Every form the site writes the phone in, from one parse (app/content/site-content.ts parses the
 * stored phone once a build): E.164 (+16135550142, whatever spacing the owner typed) for JSON-LD,
 * its `tel:` link, and each language's way of writing it for reading.
 */
export function phoneForms(phone: string) {
  const parsed = parsedPhone(phone)
  return {
    e164: parsed.number,
    href: `tel:${parsed.number}`,
    display: Object.fromEntries(locales.map((locale) => [locale, writtenPhone(parsed, locale)])) as Record<
      Locale,
      string
    >,
  }
}

// One form of a phone, for a reader that needs only that one (the tests, the launch rehearsal).

/** The phone in E.164 (+16135550142), whatever spacing the owner typed. */
export function phoneE164(phone: string) {
  return phoneForms(phone).e164
}

export function telHref(phone: string) {
  return phoneForms(phone).href
}

/** The phone as `locale` writes it for reading (`phoneForms`). */
export function formatPhone(phone: string, locale: Locale) {
  return phoneForms(phone).display[locale]
}

/** Canada Post's province names; `Intl` names countries but not their provinces. */
const provinceNames: Record<Address['province'], Translated> = {
  AB: { en: 'Alberta', fr: 'Alberta' },
  BC: { en: 'British Columbia', fr: 'Colombie-Britannique' },
  MB: { en: 'Manitoba', fr: 'Manitoba' },
  NB: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  NL: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  NS: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  NT: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  NU: { en: 'Nunavut', fr: 'Nunavut' },
  ON: { en: 'Ontario', fr: 'Ontario' },
  PE: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  QC: { en: 'Quebec', fr: 'Québec' },
  SK: { en: 'Saskatchewan', fr: 'Saskatchewan' },
  YT: { en: 'Yukon', fr: 'Yukon' },
}

/**
 * The postal address in lines, in each language's order and words: "150 Elgin Street, Suite 1000 /
 * Ottawa, ON K2P 1L4" in English, "150, rue Elgin, bureau 1000 / Ottawa (Ontario)  K2P 1L4" in
 * French, where Canada Post and the Office québécois de la langue française set the postal code
 * two spaces from the province. The postal code never splits, nor leaves its province's line.
 */
export function addressLines(address: Address, locale: Locale) {
  const unit = address.unit ? `, ${address.unit[locale]}` : ''
  const country = new Intl.DisplayNames(locale, { type: 'region' }).of('CA') ?? 'Canada'
  const postalCode = address.postalCode.replace(' ', noBreakSpace)
  if (locale === 'fr') {
    return [
      `${address.streetNumber}, ${address.street.fr}${unit}`,
      `${address.city} (${provinceNames[address.province].fr})${noBreakSpace.repeat(2)}${postalCode}`,
      country,
    ]
  }
  return [
    `${address.streetNumber} ${address.street.en}${unit}`,
    `${address.city}, ${address.province}${noBreakSpace}${postalCode}`,
    country,
  ]
}

/** A figure's value, without whether it is confirmed or shown. */
type FigureValue = Figure extends infer Each ? (Each extends Figure ? Omit<Each, 'sample' | 'shown'> : never) : never

/**
 * A figure as the language writes it: 5+, 10,000+, 98%, 4.8 out of 5 and 24/7 in English;
 * « 5 et plus » (N or more: « Plus de 5 » would claim more than 5), « Plus de 10 000 » when the
 * owner says the real figure is above it, 98 %, « 4,8 sur 5 » and « 24 h/24, 7 j/7 » in French
 * (Office québécois de la langue française), none split inside a number and its unit or scale.
 */
export function formatFigure(figure: FigureValue, locale: Locale): string {
  const number = new Intl.NumberFormat(locale)
  if ('count' in figure) {
    const count = number.format(figure.count)
    if (!figure.orMore) return count
    if (locale === 'en') return `${count}+`
    return figure.above ? `Plus de${noBreakSpace}${count}` : `${count}${noBreakSpace}et plus`
  }
  if ('percent' in figure) return new Intl.NumberFormat(locale, { style: 'percent' }).format(figure.percent / 100)
  if ('rating' in figure) {
    const rating = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(figure.rating)
    const scale = locale === 'fr' ? 'sur' : 'out of'
    return [rating, scale, number.format(figure.outOf)].join(' ').replace(/ /g, noBreakSpace)
  }
  const { hoursPerDay, daysPerWeek } = figure
  return locale === 'fr'
    ? // Each half stays whole; a narrow figure card may break after the comma.
      `${hoursPerDay}${noBreakSpace}h/${hoursPerDay}, ${daysPerWeek}${noBreakSpace}j/${daysPerWeek}`
    : `${hoursPerDay}/${daysPerWeek}`
}

/** The colleges' own names, in each language (app/content/schema/vocabulary.ts `collegeCodes`). */
const collegeNames: Record<CollegeCode, Translated> = {
  CDO: { en: 'College of Dietitians of Ontario', fr: 'Ordre des diététistes de l’Ontario' },
  // The order names itself in French only.
  ODNQ: {
    en: 'Ordre des diététistes-nutritionnistes du Québec',
    fr: 'Ordre des diététistes-nutritionnistes du Québec',
  },
}

/** A registration as a team card shows it, from the about page's words ("{college}, registration no. {number}"). */
export function registrationLine(
  registration: { college: CollegeCode; number: string },
  words: string,
  locale: Locale,
) {
  return fillPlaceholders(words, {
    college: collegeNames[registration.college][locale],
    number: registration.number.replace(/ /g, noBreakSpace),
  })
}

/** A 24-hour `HH:MM` time as the locale writes it: 9:00 AM in English, 9 h (or 9 h 30) in French. */
export function formatTime(time: string, locale: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  // Intl writes 09:00 for French; Canadian and French usage is 9 h.
  if (locale.startsWith('fr'))
    return minutes
      ? `${hours}${noBreakSpace}h${noBreakSpace}${String(minutes).padStart(2, '0')}`
      : `${hours}${noBreakSpace}h`
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  )
}

/** The copy that writes a row of opening hours (app/content/data/contact.json, `hours`). */
interface HoursWords {
  dayNames: Record<Weekday, string>
  /** "{from}–{to}", "Du {from} au {to}". */
  dayRange: string
  /** "{opens} – {closes}", "de {opens} à {closes}". */
  timeRange: string
}

const capitalized = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)

/**
 * The opening hours as the contact page lists them, a row per group of days, each as its language
 * writes it: "Mon–Fri" and "9:00 AM – 6:00 PM"; "Du lundi au vendredi" and "de 9 h à 18 h"
 * (Office québécois de la langue française). The times are given as HH:MM too, for `<time>`, and
 * the range of times never splits across lines. A closed day has no times.
 */
export function openingHoursRows(
  hours: ContentData['business']['hours'],
  words: HoursWords,
  locale: Locale,
): OpeningHoursRow[] {
  return hours.map(({ from, to, opens, closes, closed }) => ({
    days: capitalized(
      from === to
        ? words.dayNames[from]
        : fillPlaceholders(words.dayRange, { from: words.dayNames[from], to: words.dayNames[to] }),
      locale,
    ),
    times:
      !closed && opens && closes
        ? {
            template: words.timeRange.replace(/ /g, noBreakSpace),
            opens: { dateTime: opens, text: formatTime(opens, locale) },
            closes: { dateTime: closes, text: formatTime(closes, locale) },
          }
        : undefined,
  }))
}

/**
 * The days the business opens, as schema.org's OpeningHoursSpecification takes them: each row's
 * days by their English names (Monday), its times as HH:MM. Closed days are left out, as
 * schema.org and Google ask.
 */
export function openingHours(hours: ContentData['business']['hours']): OpeningHours[] {
  return hours.flatMap(({ from, to, opens, closes, closed }) =>
    !closed && opens && closes
      ? [
          {
            days: daysFromTo(from, to).map((day) => weekdayNames[day]),
            opens,
            closes,
          },
        ]
      : [],
  )
}

/**
 * A `YYYY-MM-DD` day as the language writes it in running text: "November 25, 2026" in English,
 * "25 novembre 2026" in French, with the day itself for a `<time datetime>`. Read as a calendar
 * day, in no time zone, so that it never shifts by one.
 */
export function formatDate(date: string, locale: Locale): WrittenDate {
  const written = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
  // French writes the first of the month as an ordinal ("1er janvier"), which Intl does not.
  // A date is never split across lines.
  const text = (locale === 'fr' ? written.replace(/^1 /, '1er ') : written).replace(/ /g, noBreakSpace)
  return { text, dateTime: date }
}
