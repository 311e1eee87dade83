/**
 * schema.org JSON-LD built from the business's facts as the page's language has them
 * (`SiteContent['facts']`, app/content/site-content.ts) and the page's copy, so what search engines
 * read is what the page shows. No AggregateRating: ratings a business claims about itself are not
 * eligible.
 */
import type { BusinessFacts, Locale } from '~/content/types'
import { languageTags, locales, pathFor } from '~/content/pages'

import { asMachineText } from './machine-text'
import { socialImages } from './social-image'

const organizationId = (facts: BusinessFacts) => `${facts.machine.siteUrl}/#organization`

/** The business, described in `locale`: its street and its social card in that language. */
export function organizationJsonLd(facts: BusinessFacts, description: string, locale: Locale) {
  const { siteUrl, phone, address, openingHours } = facts.machine
  return {
    '@context': 'https://schema.org',
    '@type': 'HealthAndBeautyBusiness',
    '@id': organizationId(facts),
    name: facts.name,
    // Search engines and social cards show this text as typed: no word joiner (app/lib/meta.ts).
    description: asMachineText(description),
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    image: `${siteUrl}${socialImages[locale].path}`,
    telephone: phone,
    email: facts.contact.email.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.province,
      postalCode: address.postalCode,
      addressCountry: 'CA',
    },
    sameAs: facts.socials.map((social) => social.href),
    knowsLanguage: [...locales],
    // Closed days are already left out (app/content/format.ts `openingHours`).
    openingHoursSpecification: openingHours.map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days,
      opens: row.opens,
      closes: row.closes,
    })),
  }
}

export function webSiteJsonLd(facts: BusinessFacts, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: facts.name,
    // The home page in this language, so the French WebSite is the French site.
    url: `${facts.machine.siteUrl}${pathFor('home', locale)}`,
    inLanguage: languageTags[locale],
    publisher: { '@id': organizationId(facts) },
  }
}
