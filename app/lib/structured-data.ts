/**
 * schema.org JSON-LD built from the content modules, so what search engines read is what the
 * page shows. No AggregateRating: ratings a business claims about itself are not eligible.
 */
import { type Weekday, business } from '~/content/business'
import type { ContactContent, Locale } from '~/content/types'

import { absoluteUrl, siteUrl } from './site-url'

const organizationId = `${siteUrl}/#organization`

const weekdays: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
const schemaDays: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

function daysBetween(first: Weekday, last: Weekday) {
  return weekdays.slice(weekdays.indexOf(first), weekdays.indexOf(last) + 1).map((day) => schemaDays[day])
}

export function organizationJsonLd(description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'HealthAndBeautyBusiness',
    '@id': organizationId,
    name: business.name,
    description,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon-512.png'),
    image: absoluteUrl('/social-card.png'),
    telephone: business.phone.e164,
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.countryCode,
    },
    sameAs: business.socials.map((social) => social.href),
    knowsLanguage: ['en', 'fr'],
    // Closed days are left out, as schema.org and Google ask.
    openingHoursSpecification: business.hours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: daysBetween(row.days[0], row.days[1]),
        opens: row.opens,
        closes: row.closes,
      })),
  }
}

export function webSiteJsonLd(locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: business.name,
    url: absoluteUrl('/'),
    inLanguage: locale,
    publisher: { '@id': organizationId },
  }
}

export function faqPageJsonLd(faq: ContactContent['faq']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
