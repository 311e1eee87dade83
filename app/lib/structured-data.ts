/**
 * schema.org JSON-LD built from the business's facts and the page's copy, so what search engines
 * read is what the page shows. No AggregateRating: ratings a business claims about itself are not
 * eligible.
 */
import type { Business, Locale, Weekday } from '~/content/types'
import { languageTags } from '~/content/pages'
import { weekdayNames, weekdays } from '~/content/schema/vocabulary'

import { addressLines, phoneE164 } from '~/content/format'
import { asMachineText } from './machine-text'
import { pathFor } from './paths'
import { socialImages } from './social-image'

const organizationId = (business: Business) => `${business.siteUrl}/#organization`

function daysBetween(first: Weekday, last: Weekday) {
  return weekdays.slice(weekdays.indexOf(first), weekdays.indexOf(last) + 1).map((day) => weekdayNames[day])
}

/** The business, described in `locale`: its street and its social card in that language. */
export function organizationJsonLd(business: Business, description: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'HealthAndBeautyBusiness',
    '@id': organizationId(business),
    name: business.name[locale],
    // Search engines and social cards show this text as typed: no word joiner (app/lib/meta.ts).
    description: asMachineText(description),
    url: `${business.siteUrl}/`,
    logo: `${business.siteUrl}/icon-512.png`,
    image: `${business.siteUrl}${socialImages[locale].path}`,
    telephone: phoneE164(business.phone),
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: addressLines(business.address, locale)[0],
      addressLocality: business.address.city,
      addressRegion: business.address.province,
      postalCode: business.address.postalCode,
      addressCountry: 'CA',
    },
    sameAs: business.socials.map((social) => social.href),
    knowsLanguage: ['en', 'fr'],
    // Closed days are left out, as schema.org and Google ask.
    openingHoursSpecification: business.hours
      .filter((row) => !row.closed && row.opens && row.closes)
      .map((row) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: daysBetween(row.from, row.to),
        opens: row.opens,
        closes: row.closes,
      })),
  }
}

export function webSiteJsonLd(business: Business, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: business.name[locale],
    // The home page in this language, so the French WebSite is the French site.
    url: `${business.siteUrl}${pathFor('home', locale)}`,
    inLanguage: languageTags[locale],
    publisher: { '@id': organizationId(business) },
  }
}
