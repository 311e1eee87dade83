/**
 * The stand-ins still in the content: facts and people that were invented so the site could be
 * built before the owner supplied the real ones. `npm run launch-check` (scripts/launch-check.mjs)
 * lists them; docs/editing.md says to run it before going live.
 *
 * A stand-in is recognised by what makes it one, never by today's exact words, so that fixing a
 * typo in an invented bio does not make it real:
 * - numbers and domains reserved for examples: 555-01xx phones, `.example` and the like;
 * - a social link that points at the network's home page rather than the business's own page;
 * - anything the data marks `"sample": true` (the address, each team member and testimonial),
 *   until the owner unticks it or replaces the entry with a new one;
 * - each drawing that stands in for a photo (the home hero, a team member's initials, an app
 *   screen), until the owner adds the photo.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js'

import { type ContentData, socialNetworkNames } from './schema.ts'
import { type ContentProblem, contentFilePath } from './validate.ts'

export type StandIn = ContentProblem

/** RFC 2606 and RFC 6761: domains that can never be a real business's. */
function isReservedDomain(hostname: string) {
  const name = hostname.toLowerCase().replace(/\.$/, '')
  return (
    /\.(example|test|invalid|localhost)$/.test(name) ||
    /(^|\.)example\.(com|net|org)$/.test(name) ||
    ['example', 'localhost'].includes(name)
  )
}

/** North America's 555-0100 to 555-0199 are set aside for fiction. */
function isFictionalPhone(phone: string) {
  const parsed = parsePhoneNumberFromString(phone)
  return parsed?.countryCallingCode === '1' && /^\d{3}55501\d\d$/.test(parsed.nationalNumber)
}

export function findStandIns(content: ContentData): StandIn[] {
  const standIns: StandIn[] = []
  const business = contentFilePath('business')
  const { phone, email, siteUrl, address, socials } = content.business

  if (isFictionalPhone(phone)) {
    standIns.push({
      file: business,
      field: 'phone',
      message: `${phone} is a 555-01xx number, reserved for fiction: put the business's real phone number`,
    })
  }
  if (isReservedDomain(email.split('@').at(-1) ?? '')) {
    standIns.push({
      file: business,
      field: 'email',
      message: `${email} uses a domain reserved for examples: put the business's real e-mail address`,
    })
  }
  if (isReservedDomain(new URL(siteUrl).hostname)) {
    standIns.push({
      file: business,
      field: 'siteUrl',
      message: `${siteUrl} uses a domain reserved for examples: put the address the site will be published at`,
    })
  }
  if (address.sample) {
    standIns.push({
      file: business,
      field: 'address',
      message: `the address (${address.streetNumber} ${address.street.en}, ${address.city}) is a sample: put the real one and untick "sample"`,
    })
  }
  socials.forEach((social, index) => {
    const url = new URL(social.href)
    if (url.pathname.replace(/\/+$/, '') === '' && !url.search) {
      standIns.push({
        file: business,
        field: `socials › item ${index + 1} › href`,
        message: `${social.href} is ${socialNetworkNames[social.network]}'s home page, not the business's own page: put the link to the business's ${socialNetworkNames[social.network]} page`,
      })
    }
  })
  content.team.members.forEach((member, index) => {
    if (member.sample) {
      standIns.push({
        file: contentFilePath('team'),
        field: `members › item ${index + 1}`,
        message: `${member.name} is an invented team member: replace them with a real one, or untick "sample" once the entry is real`,
      })
    }
  })
  content.testimonials.items.forEach((testimonial, index) => {
    if (testimonial.sample) {
      standIns.push({
        file: contentFilePath('testimonials'),
        field: `items › item ${index + 1}`,
        message: `the quote from ${testimonial.name} is invented: replace it with a real beta tester's words (with their consent), or untick "sample" once it is real`,
      })
    }
  })
  // The drawings that stand in for photos until the owner adds them (app/lib/photos.ts).
  if (!content.home.hero.photo?.src) {
    standIns.push({
      file: contentFilePath('home'),
      field: 'hero › photo',
      message: 'the home page shows a drawing beside its title: add a photo, with its description in both languages',
    })
  }
  content.team.members.forEach((member, index) => {
    if (!member.photo?.src) {
      standIns.push({
        file: contentFilePath('team'),
        field: `members › item ${index + 1} › photo`,
        message: `${member.name}'s card shows drawn initials: add their portrait, with its description in both languages`,
      })
    }
  })
  content['mobile-app'].screenshots.screens.forEach((screen, index) => {
    if (!screen.photo?.src) {
      standIns.push({
        file: contentFilePath('mobile-app'),
        field: `screenshots › screens › item ${index + 1} › photo`,
        message: `the "${screen.title.en}" screen is a drawn phone: add a screenshot of the app, with its description in both languages`,
      })
    }
  })
  return standIns
}
