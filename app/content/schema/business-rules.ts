/**
 * The rules business.json's facts keep across fields, which no single field can check: a row of
 * the opening hours runs forward and has its times, the rows follow the week, a rating stays
 * within its scale, a dietitian's care names who holds its records, and each social network is
 * linked once. Each adds its problem at the field the owner must change, worded as "expected …"
 * (app/content/validate.ts adds the file, the field and what it found). The facts' shape, which
 * applies them, is in app/content/schema/business.ts.
 */
import type { z } from 'astro/zod'

import { type SocialNetwork, type Weekday, socialNetworks, weekdays } from './vocabulary.ts'

/** A time of day on the 24-hour clock, written HH:MM. */
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/

interface OpeningHoursRow {
  from: Weekday
  to: Weekday
  closed?: boolean
  opens?: string
  closes?: string
}

/** A row's days run forward; unless closed, it has both times, the closing after the opening. */
export function checkOpeningHoursRow(row: OpeningHoursRow, context: z.RefinementCtx) {
  if (weekdays.indexOf(row.to) < weekdays.indexOf(row.from)) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      input: row.to,
      message: `expected a day on or after "from" (${row.from}): days run from mon to sun`,
    })
  }
  if (row.closed) return
  for (const key of ['opens', 'closes'] as const) {
    if (!row[key]) {
      context.addIssue({
        code: 'custom',
        path: [key],
        input: row[key],
        message: 'expected a 24-hour time written HH:MM, or "closed": true for a closed day',
      })
    }
  }
  const { opens, closes } = row
  if (opens && closes && timePattern.test(opens) && timePattern.test(closes) && opens >= closes) {
    context.addIssue({
      code: 'custom',
      path: ['closes'],
      input: closes,
      message: `expected a closing time after the opening time (${opens})`,
    })
  }
}

/** The rows follow the week, each after the one before it. */
export function checkOpeningHoursOrder(rows: readonly OpeningHoursRow[], context: z.RefinementCtx) {
  rows.forEach((row, index) => {
    const previous = rows[index - 1]
    if (previous && weekdays.indexOf(row.from) <= weekdays.indexOf(previous.to)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'from'],
        input: row.from,
        message: `expected the days in order, each row after the one before it (which ends on ${previous.to})`,
      })
    }
  })
}

/** A rating is no more than the top of its scale. */
export function checkRatingWithinScale(figure: { rating: number; outOf: number }, context: z.RefinementCtx) {
  if (figure.rating > figure.outOf) {
    context.addIssue({
      code: 'custom',
      path: ['rating'],
      input: figure.rating,
      message: `expected a rating within its scale (no more than "outOf", ${figure.outOf})`,
    })
  }
}

/**
 * Ontario's Personal Health Information Protection Act: while a registered dietitian gives
 * dietetic care, someone is the custodian of those records, and the privacy page names them.
 * Reported, like any check of the whole group, with the group as what was found.
 */
export function checkHealthRecordsCustodian(
  records: { dietitianCare: boolean; custodian?: string },
  context: z.RefinementCtx,
) {
  if (records.dietitianCare && !records.custodian) {
    context.addIssue({
      code: 'custom',
      path: ['custodian'],
      input: records,
      message: 'expected the health information custodian’s name, since a dietitian gives care',
    })
  }
}

/** Each network is linked once. */
export function checkEachNetworkOnce(socials: readonly { network: SocialNetwork }[], context: z.RefinementCtx) {
  if (new Set(socials.map((social) => social.network)).size !== socials.length) {
    context.addIssue({
      code: 'custom',
      input: socials,
      message: `expected each network once: ${socialNetworks.join(', ')}`,
    })
  }
}
