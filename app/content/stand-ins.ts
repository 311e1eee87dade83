/**
 * The stand-ins still in the content: facts and people that were invented so the site could be
 * built before the owner supplied the real ones. `npm run launch-check` (scripts/launch-check.mjs)
 * lists them; docs/editing.md says to run it before going live.
 *
 * A stand-in is recognised by what makes it one, never by today's exact words, so that fixing a
 * typo in an invented bio does not make it real:
 * - numbers and domains reserved for examples: 555-01xx phones, `.example` and the like;
 * - a social link that points at the network's home page rather than the business's own page;
 * - anything the data marks `"sample": true` (the address, each team member and testimonial),
 *   until the owner unticks it or replaces the entry with a new one, in the words its schema gives
 *   it beside its fields (app/content/schema/while-sample.ts);
 * - each drawing that stands in for a photo (the home hero, a team member's initials, an app
 *   screen), until the owner adds the photo.
 *
 * - each figure still marked `"sample": true` that the pages show: a performance claim needs
 *   evidence the owner can produce (docs/product.md "The claims the site makes");
 * - a claim the business's own facts contradict: support "24/7" (the figure, or the words) while
 *   the opening hours close, a reply promised sooner than the longest closed stretch lets anyone
 *   read the message, the title "dietitian" with no registration declared (an ODNQ one when the
 *   business serves Québec);
 * - a call to action that leads nowhere (the specification's inert button), until the owner picks
 *   a page or a booking link.
 *
 * It also lists a privacy or accessibility page whose date is more than a year before `today`
 * (or after it): such a page is due for a reading. `today` is the caller's, so that nothing but
 * `npm run launch-check` ever reads the clock (the build does not) and the tests can fix it.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js'

import {
  type ContentData,
  type ContentFileName,
  contentFileSchemas,
  daysFromTo,
  figureNames,
  socialNetworkNames,
  statIds,
  weekdayNames,
  weekdays,
} from './schema/index.ts'
import { valuesWithSchemas } from './schema/shape.ts'
import { sampleMessageOf } from './schema/while-sample.ts'
import { type ContentProblem, contentFilePath, fieldPath } from './validate.ts'

export type StandIn = ContentProblem

/** RFC 2606 and RFC 6761: domains that can never be a real business's. */
export function isReservedDomain(hostname: string) {
  const name = hostname.toLowerCase().replace(/\.$/, '')
  return (
    /\.(example|test|invalid|localhost)$/.test(name) ||
    /(^|\.)example\.(com|net|org)$/.test(name) ||
    ['example', 'localhost'].includes(name)
  )
}

/** North America's 555-0100 to 555-0199 are set aside for fiction. */
function isFictionalPhone(phone: string) {
  const parsed = parsePhoneNumberFromString(phone)
  return parsed?.countryCallingCode === '1' && /^\d{3}55501\d\d$/.test(parsed.nationalNumber)
}

/** The same day a year before `day` (YYYY-MM-DD); 29 February goes to 28 February. */
export function aYearBefore(day: string) {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const lastOfMonth = new Date(Date.UTC(year - 1, month, 0)).getUTCDate()
  return `${String(year - 1).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(date, lastOfMonth)).padStart(2, '0')}`
}

/** Why a page's date needs the owner, if it does: more than a year old, or not yet come. */
function staleDate(date: string, today: string, what: string, done: string) {
  if (date > today) return `${date} is after today (${today}): set the day ${what} was ${done}`
  if (date < aYearBefore(today))
    return `${what} was ${done} on ${date}, more than a year ago: read it again, correct what is no longer true, and set the date to the day you do`
  return undefined
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}
const dayMinutes = 24 * 60
const weekMinutes = 7 * dayMinutes

/** When the business is open, as minutes from Monday 00:00, in order. */
function openSpans(hours: ContentData['business']['hours']) {
  return hours.flatMap(({ from, to, opens, closes, closed }) =>
    closed || !opens || !closes
      ? []
      : daysFromTo(from, to).map((day) => ({
          day,
          start: weekdays.indexOf(day) * dayMinutes + minutesOf(opens),
          end: weekdays.indexOf(day) * dayMinutes + minutesOf(closes),
        })),
  )
}

/** How long the business is open on its longest day, and on how many days. */
function openingReach(hours: ContentData['business']['hours']) {
  const spans = openSpans(hours)
  return {
    days: new Set(spans.map((span) => span.day)).size,
    // 00:00 to 23:59, the latest time HH:MM can write, is the whole day.
    longestDay: Math.max(
      0,
      ...spans.map((span) => (span.end - span.start >= dayMinutes - 1 ? dayMinutes : span.end - span.start)),
    ),
  }
}

/** The longest time the business is closed in a week, from a closing to the next opening. */
function longestClosure(hours: ContentData['business']['hours']) {
  const spans = openSpans(hours)
  let longest: { from: (typeof spans)[number]; to: (typeof spans)[number]; minutes: number } | undefined
  spans.forEach((span, index) => {
    const next = spans[(index + 1) % spans.length] ?? span
    const minutes = (next.start - span.end + weekMinutes) % weekMinutes || weekMinutes
    if (!longest || minutes > longest.minutes) longest = { from: span, to: next, minutes }
  })
  return longest
}

const hoursText = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10}`
const timeText = (minutes: number) =>
  `${String(Math.floor((minutes % dayMinutes) / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Words that claim support around the clock, as each language writes them. */
export const roundTheClock = { en: /\b24\s*\/\s*7\b/, fr: /\b24\s*h\s*\/\s*24\b/ } as const

/** Words that name the regulated title of dietitian, in each language. */
const dietitianTitle = { en: /\bdietitians?\b/i, fr: /\b(diététistes?|nutritionnistes?)\b/i } as const

/** Every English and French text of a data file, with its field. */
function textsOf(value: unknown, path: (string | number)[] = []): { field: string; language: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) =>
    typeof item === 'string' && (key === 'en' || key === 'fr')
      ? [{ field: fieldPath(path), language: key, text: item }]
      : textsOf(item, [...path, key]),
  )
}

export function findStandIns(content: ContentData, { today }: { today: string }): StandIn[] {
  const standIns: StandIn[] = []
  const business = contentFilePath('business')
  const { phone, email, siteUrl, privacyOfficer, socials } = content.business

  if (isFictionalPhone(phone)) {
    standIns.push({
      file: business,
      field: 'phone',
      message: `${phone} is a 555-01xx number, reserved for fiction: put the business's real phone number`,
    })
  }
  if (isReservedDomain(email.split('@').at(-1) ?? '')) {
    standIns.push({
      file: business,
      field: 'email',
      message: `${email} uses a domain reserved for examples: put the business's real e-mail address`,
    })
  }
  if (isReservedDomain(new URL(siteUrl).hostname)) {
    standIns.push({
      file: business,
      field: 'siteUrl',
      message: `${siteUrl} uses a domain reserved for examples: put the address the site will be published at`,
    })
  }
  if (isReservedDomain(privacyOfficer.email.split('@').at(-1) ?? '')) {
    standIns.push({
      file: business,
      field: 'privacyOfficer › email',
      message: `${privacyOfficer.email} uses a domain reserved for examples: put the address people should write to about their personal information`,
    })
  }
  socials.forEach((social, index) => {
    const url = new URL(social.href)
    if (url.pathname.replace(/\/+$/, '') === '' && !url.search) {
      standIns.push({
        file: business,
        field: `socials › item ${index + 1} › href`,
        message: `${social.href} is ${socialNetworkNames[social.network]}'s home page, not the business's own page: put the link to the business's ${socialNetworkNames[social.network]} page`,
      })
    }
  })
  // Every group the data still marks "sample": true, in the words its schema gives it (schema/while-sample.ts).
  for (const name of Object.keys(contentFileSchemas) as ContentFileName[]) {
    for (const { schema, value, path } of valuesWithSchemas(contentFileSchemas[name], content[name])) {
      const message = sampleMessageOf(schema)
      if (message && (value as { sample?: boolean }).sample)
        standIns.push({ file: contentFilePath(name), field: fieldPath(path), message: message(value as never) })
    }
  }
  // The specification's form, which thanks the visitor and sends nothing (docs/product.md).
  if (!content.contact.deliverMessages) {
    standIns.push({
      file: contentFilePath('contact'),
      field: 'deliverMessages',
      message:
        'the contact form sends nothing: visitors who write to you are thanked, and their messages never reach you. Set up delivery on your host (docs/deploying.md: Cloudflare, Netlify or nginx), then tick "Send the messages to your e-mail address"',
    })
  }
  // The claims: each figure the pages show needs evidence the owner has, then their word.
  const { figures, hours, responseHours, serviceProvinces } = content.business
  for (const id of statIds) {
    if (figures[id].shown && figures[id].sample) {
      standIns.push({
        file: business,
        field: `figures › ${id}`,
        message: `the ${figureNames[id].toLowerCase()} figure is a sample: a performance claim needs evidence. Put the real figure, keep what backs it (your records, a survey), then untick "sample"; or untick "Show it" to drop it`,
      })
    }
  }
  const reach = openingReach(hours)
  const openText = `open ${reach.days} day${reach.days === 1 ? '' : 's'} a week, at most ${hoursText(reach.longestDay)} hours a day`
  const { support } = figures
  if (support.shown && (support.hoursPerDay * 60 > reach.longestDay || support.daysPerWeek > reach.days)) {
    standIns.push({
      file: business,
      field: 'figures › support',
      message: `support ${support.hoursPerDay}/${support.daysPerWeek} contradicts the opening hours (${openText}): put the support you really give, or change the hours, or untick "Show it"`,
    })
  }
  const closure = longestClosure(hours)
  if (closure && closure.minutes > responseHours * 60) {
    const closedDays = weekdays.filter((day) => !openSpans(hours).some((span) => span.day === day))
    standIns.push({
      file: business,
      field: 'responseHours',
      message: `the site promises a reply within ${responseHours} hours, but a message sent on ${weekdayNames[closure.from.day]} after ${timeText(closure.from.end)} waits until ${weekdayNames[closure.to.day]} at ${timeText(closure.to.start)}, ${hoursText(closure.minutes)} hours later${closedDays.length ? ` (closed on ${closedDays.map((day) => weekdayNames[day]).join(', ')})` : ''}: promise at least ${Math.ceil(closure.minutes / 60)} hours, or open on the closed days`,
    })
  }
  const roundTheClockHours = reach.days === 7 && reach.longestDay === dayMinutes
  const copyFiles = Object.entries(content).filter(([name]) => name !== 'business')
  if (!roundTheClockHours) {
    for (const [name, data] of copyFiles) {
      const fields = new Set(
        textsOf(data)
          .filter(({ language, text }) => roundTheClock[language as 'en' | 'fr'].test(text))
          .map(({ field }) => field),
      )
      for (const field of fields) {
        standIns.push({
          file: contentFilePath(name),
          field,
          message: `the words claim support around the clock ("24/7"), which the opening hours contradict (${openText}): say what you really offer`,
        })
      }
    }
  }
  const dietitianCopy = copyFiles.flatMap(([name, data]) =>
    textsOf(data)
      .filter(({ language, text }) => dietitianTitle[language as 'en' | 'fr'].test(text))
      .map(({ field }) => `${contentFilePath(name)} › ${field}`),
  )
  const registrations = content.team.members.flatMap((member) => member.registrations)
  const servesQuebec = content.business.address.province === 'QC' || serviceProvinces.includes('QC')
  const dietitianWhere = `${dietitianCopy[0]}${dietitianCopy.length > 1 ? ` and ${dietitianCopy.length - 1} other places` : ''}`
  if (dietitianCopy.length > 0 && registrations.length === 0) {
    standIns.push({
      file: contentFilePath('team'),
      field: 'members',
      message: `the words name dietitians (${dietitianWhere}), but no team member declares a registration: the title is reserved to members of a college (in Ontario the College of Dietitians of Ontario${servesQuebec ? ', in Québec the Ordre des diététistes-nutritionnistes du Québec' : ''}). Add each dietitian's college and registration number, or change the words`,
    })
  } else if (dietitianCopy.length > 0 && servesQuebec && !registrations.some((item) => item.college === 'ODNQ')) {
    standIns.push({
      file: contentFilePath('team'),
      field: 'members',
      message: `you serve clients in Québec and the words name dietitians (${dietitianWhere}), but no team member declares an ODNQ registration: Québec reserves the titles diététiste and nutritionniste to members of the Ordre des diététistes-nutritionnistes du Québec. Add the member's ODNQ number, or stop offering it in Québec`,
    })
  }
  // The specification's inert buttons, until the owner says where each leads.
  const actions = [
    { name: 'every-page', field: 'getStarted', action: content['every-page'].getStarted },
    { name: 'home', field: 'hero › primaryAction', action: content.home.hero.primaryAction },
    { name: 'home', field: 'hero › secondaryAction', action: content.home.hero.secondaryAction },
    { name: 'services', field: 'cta › primaryAction', action: content.services.cta.primaryAction },
    { name: 'services', field: 'cta › secondaryAction', action: content.services.cta.secondaryAction },
  ]
  for (const { name, field, action } of actions) {
    if (!action.page && !action.href) {
      standIns.push({
        file: contentFilePath(name),
        field,
        message: `the "${action.label.en}" button does nothing: pick the page of the site or the booking link it leads to`,
      })
    }
  }
  // The drawings that stand in for photos until the owner adds them (app/lib/photos.ts).
  if (!content.home.hero.photo?.src) {
    standIns.push({
      file: contentFilePath('home'),
      field: 'hero › photo',
      message: 'the home page shows a drawing beside its title: add a photo, with its description in both languages',
    })
  }
  content.team.members.forEach((member, index) => {
    if (!member.photo?.src) {
      standIns.push({
        file: contentFilePath('team'),
        field: `members › item ${index + 1} › photo`,
        message: `${member.name}'s card shows drawn initials: add their portrait, with its description in both languages`,
      })
    }
  })
  content['mobile-app'].screenshots.screens.forEach((screen, index) => {
    if (!screen.photo?.src) {
      standIns.push({
        file: contentFilePath('mobile-app'),
        field: `screenshots › screens › item ${index + 1} › photo`,
        message: `the "${screen.title.en}" screen is a drawn phone: add a screenshot of the app, with its description in both languages`,
      })
    }
  })
  const { privacy, accessibility } = content
  const datedPages = [
    {
      name: 'privacy',
      // The newest change is the policy's effective date.
      field: 'changes › history › item 1 › date',
      date: privacy.changes.history[0]?.date ?? '',
      what: 'the privacy policy',
      done: 'last updated',
    },
    {
      name: 'accessibility',
      field: 'lastReviewed',
      date: accessibility.lastReviewed,
      what: 'the accessibility statement',
      done: 'last reviewed',
    },
  ]
  for (const { name, field, date, what, done } of datedPages) {
    const message = staleDate(date, today, what, done)
    if (message) standIns.push({ file: contentFilePath(name), field, message })
  }
  return standIns
}
