import { business } from '~/content/business'

import { addressLines, mailtoHref, telHref } from './format'

/** The business's contact facts, shaped for ContactList, so footer and contact page agree. */
export const contactFacts = {
  addressLines: addressLines(business.address),
  phone: { display: business.phone.display, href: telHref(business.phone.e164) },
  email: { display: business.email, href: mailtoHref(business.email) },
}
