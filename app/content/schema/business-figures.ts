/**
 * The figures business.json gives the pages (happy users, success rate, support hours…): each a
 * claim with its scale, whether the owner has confirmed it and whether the pages show it. Part
 * of business.ts's schema, in a file of its own for its size.
 */
import { z } from 'astro/zod'

import { checkRatingWithinScale } from './business-rules.ts'
import { editor, editorMetaOf } from './editor-meta.ts'
import { group, optional, wholeNumber, yesNo } from './fields.ts'
import { type StatId, statIds } from './vocabulary.ts'

/**
 * What every figure carries besides its value: whether the owner has confirmed it (a claim is a
 * fact the owner can back, docs/product.md "The claims the site makes") and whether the pages
 * show it at all. A figure the owner drops leaves every page that showed it.
 */
const claim = {
  sample: yesNo(
    'Sample (not confirmed)',
    'Untick once you can show where the figure comes from (your records, a survey): npm run launch-check lists every figure still a sample.',
  ),
  shown: yesNo('Show it', 'Untick to drop the figure from every page that shows it.'),
}

/** A count shown as "10,000+" with `orMore`, or exactly. */
const countFigure = (label: string) =>
  editor(
    group({
      count: editor(wholeNumber('a count').nonnegative({ error: 'expected a count of zero or more' }), {
        label: 'Count',
      }),
      orMore: yesNo('Show a "+" after it', 'As in "5+", which French writes « 5 et plus ».'),
      above: optional(
        yesNo(
          'The real figure is above it',
          'With "+": French then writes « Plus de 10 000 » rather than « 10 000 et plus ».',
        ),
      ),
      ...claim,
    }),
    { label, sideBySide: true },
  )
const percentFigure = (label: string) =>
  editor(
    group({
      percent: editor(
        z
          .number({ error: 'expected a percentage as a number' })
          .min(0, { error: 'expected a percentage from 0 to 100' })
          .max(100, { error: 'expected a percentage from 0 to 100' }),
        { label: 'Percent, 0 to 100' },
      ),
      ...claim,
    }),
    { label, sideBySide: true },
  )
const ratingFigure = editor(
  group({
    rating: editor(
      z.number({ error: 'expected a rating as a number' }).nonnegative({ error: 'expected a rating of 0 or more' }),
      { label: 'Rating' },
    ),
    outOf: editor(wholeNumber('the top of the rating scale').positive({ error: 'expected a scale of 1 or more' }), {
      label: 'Out of',
    }),
    ...claim,
  }).superRefine(checkRatingWithinScale),
  { label: 'Average rating', sideBySide: true },
)
/** Hours a day and days a week: "24/7". */
const availabilityFigure = editor(
  group({
    hoursPerDay: editor(
      wholeNumber('hours a day')
        .min(1, { error: 'expected 1 to 24 hours' })
        .max(24, { error: 'expected 1 to 24 hours' }),
      { label: 'Hours a day' },
    ),
    daysPerWeek: editor(
      wholeNumber('days a week').min(1, { error: 'expected 1 to 7 days' }).max(7, { error: 'expected 1 to 7 days' }),
      { label: 'Days a week' },
    ),
    ...claim,
  }),
  { label: 'Support availability', hint: '24 and 7 read "24/7".', sideBySide: true },
)

export const figures = editor(
  group({
    happyUsers: countFigure('Happy users'),
    yearsExperience: countFigure('Years of experience'),
    successRate: percentFigure('Success rate'),
    support: availabilityFigure,
    experts: countFigure('Experts'),
    satisfaction: percentFigure('Client satisfaction'),
    goalAchievement: percentFigure('Goal achievement'),
    longTermSuccess: percentFigure('Long-term success'),
    averageRating: ratingFigure,
  } satisfies Record<StatId, z.ZodType>),
  {
    label: 'Figures the pages show',
    hint: 'Each is a claim: keep what backs it, untick "Sample" once confirmed, or untick "Show it" to drop it.',
  },
)
export type Figure = z.infer<typeof figures>[StatId]

/** Each figure's name, as the editor and `npm run launch-check` call it. */
export const figureNames = Object.fromEntries(
  statIds.map((id) => [id, editorMetaOf(figures.shape[id])?.label ?? id]),
) as Record<StatId, string>
