/**
 * schema.org JSON-LD built from the content modules, so what search engines read is what the
 * page shows. No AggregateRating: ratings a business claims about itself are not eligible.
 */
import { business } from '~/content'
import type { ContactContent, Locale, Weekday } from '~/content/types'
import { weekdays } from '~/content/schema'

import { addressLines, phoneE164 } from './format'
import { absoluteUrl, siteUrl } from './site-url'

const organizationId = `${siteUrl}/#organization`

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
    telephone: phoneE164(business.phone),
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: addressLines(business.address, 'en')[0],
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
