import { business } from '~/content'
import type { Locale } from '~/content/pages'

import { addressLines, formatPhone, mailtoHref, telHref } from './format'

/** The business's contact facts in one language, shaped for ContactList, so footer and contact page agree. */
export function contactFacts(locale: Locale) {
  return {
    addressLines: addressLines(business.address, locale),
    phone: { display: formatPhone(business.phone, locale), href: telHref(business.phone) },
    email: { display: business.email, href: mailtoHref(business.email) },
  }
}
