/**
 * Turns the owner's side-by-side copy (`{ "en": …, "fr": … }`) into one language's, and fills in
 * the facts the copy names as `{placeholder}`; French copy gets its no-break spaces whatever the
 * owner typed (app/content/punctuation.ts). The type follows the value: `Localized<T>` is `T`
 * with every translated pair replaced by a string.
 */
import type { Locale } from './pages.ts'

import { fillPlaceholders } from './placeholders.ts'
import type { Translated } from './schema/fields.ts'
import { punctuate } from './punctuation.ts'

export type Localized<T> = T extends Translated
  ? string
  : T extends readonly (infer Item)[]
    ? Localized<Item>[]
    : T extends object
      ? { [Key in keyof T]: Localized<T[Key]> }
      : T

function isTranslated(value: object): value is Translated {
  const keys = Object.keys(value)
  return keys.length === 2 && 'en' in value && 'fr' in value && typeof value.en === 'string'
}

const isWebAddress = (text: string) => /^https:\/\/\S+$/.test(text)

export function localize<T>(value: T, locale: Locale, facts: Record<string, string | number>): Localized<T> {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale, facts)) as Localized<T>
  if (value && typeof value === 'object') {
    // `{year}` is not among `facts`: it is left for the footer, which knows the visitor's year.
    if (isTranslated(value)) {
      // A web address per language (a link's target) is not prose: French spacing would break it.
      if (isWebAddress(value[locale])) return value[locale] as Localized<T>
      return punctuate(fillPlaceholders(value[locale], facts), locale) as Localized<T>
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, locale, facts)]),
    ) as Localized<T>
  }
  return value as Localized<T>
}
