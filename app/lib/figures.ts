// Relative imports: vite.config.ts loads this file, and its loader knows no `~` alias.
/**
 * The site's figures and opening times, already formatted for each locale. Creating an
 * Intl.NumberFormat or DateTimeFormat in the browser costs ~25 ms of main thread on a phone
 * (ICU data), during hydration, for text the prerendered page already shows. So they are
 * formatted once at build time with Intl (see `formatStat`, `formatTime`) and shipped as
 * strings through Vite's `define`; the browser only looks them up.
 */
import { type StatId, business } from '../content/business'

import { formatStat, formatTime } from './format'
import { type Locale, locales } from './paths'

export interface LocaleFigures {
  stats: Record<StatId, string>
  times: Record<string, string>
}

/** Runs at build time (vite.config.ts, vitest.config.ts). */
export function formatFigures(): Record<Locale, LocaleFigures> {
  const times = [...new Set(business.hours.flatMap((row) => [row.opens, row.closes]).filter((time) => time !== null))]
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        stats: Object.fromEntries(
          Object.entries(business.stats).map(([id, stat]) => [id, formatStat(stat, locale)]),
        ) as Record<StatId, string>,
        times: Object.fromEntries(times.map((time) => [time, formatTime(time, locale)])),
      },
    ]),
  ) as Record<Locale, LocaleFigures>
}

declare const __FIGURES__: Record<Locale, LocaleFigures>

export function statText(stat: StatId, locale: Locale) {
  return __FIGURES__[locale].stats[stat]
}

export function timeText(time: string, locale: Locale) {
  return __FIGURES__[locale].times[time] ?? time
}
