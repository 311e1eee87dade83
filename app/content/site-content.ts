/**
 * The checked data files (app/content/validate.ts) turned into what the site reads: the business's
 * facts as stored, and each language's whole `SiteContent`, its copy and the facts written out
 * for it (app/content/format.ts), for the page and for its head alike. Each fact is written here
 * once a build (app/content/index.ts keeps the result), and nothing downstream formats it again.
 * Free of Vite and of the file system, so that the build (app/content/index.ts) and the tests
 * (tests/fixtures/content.ts) share it.
 */
import {
  addressLines,
  formatDate,
  formatFigure,
  mailtoHref,
  openingHours,
  openingHoursRows,
  phoneForms,
  registrationLine,
} from './format.ts'

import { localize } from './localize.ts'
import { type Locale, byPage, locales, pageTable } from './pages.ts'
import { resolveSiteUrl } from './site-url.ts'
import { type ContentData, type StatId, socialNetworkNames, statIds } from './schema/index.ts'
import type { Business, BusinessFacts, OwnPageContent, SiteContent } from './types.ts'

/** The facts every language shares, worked out once a build: the phone is parsed here only. */
function sharedFacts(business: Business) {
  const { dietitianCare, custodian } = business.healthRecords
  return {
    phone: phoneForms(business.phone),
    openingHours: openingHours(business.hours),
    // The health records section, and its custodian, show only while a dietitian gives care (business.json `healthRecords`).
    healthCustodian: dietitianCare && custodian ? custodian : undefined,
  }
}

/** The facts as `locale` writes them; the day names of the hours come from the contact page's copy. */
function writtenFacts(
  business: Business,
  shared: ReturnType<typeof sharedFacts>,
  hoursWords: SiteContent['contact']['hours'],
  locale: Locale,
): BusinessFacts {
  const { brand, name, email, address, privacyOfficer, hours, figures, socials, appStoreUrls } = business
  const lines = addressLines(address, locale)
  return {
    brand: { name: brand.name, descriptor: brand.descriptor[locale] },
    name: name[locale],
    healthCustodian: shared.healthCustodian,
    contact: {
      addressLines: lines,
      phone: { display: shared.phone.display[locale], href: shared.phone.href },
      email: { display: email, href: mailtoHref(email) },
    },
    privacyOfficer: {
      name: privacyOfficer.name,
      title: localize(privacyOfficer.title, locale, {}),
      email: { display: privacyOfficer.email, href: mailtoHref(privacyOfficer.email) },
    },
    hours: openingHoursRows(hours, hoursWords, locale),
    // Only the figures the owner shows: a dropped one leaves every page (docs/product.md).
    figures: Object.fromEntries(
      statIds.filter((id) => figures[id].shown).map((id) => [id, formatFigure(figures[id], locale)]),
    ) as BusinessFacts['figures'],
    socials: socials.map(({ network, href }) => ({ network, name: socialNetworkNames[network], href })),
    appStoreUrls: {
      googlePlay: appStoreUrls.googlePlay || undefined,
      appStore: appStoreUrls.appStore || undefined,
    },
    machine: {
      email,
      siteUrl: business.siteUrl,
      phone: shared.phone.e164,
      address: {
        street: lines[0] ?? '',
        city: address.city,
        province: address.province,
        postalCode: address.postalCode,
      },
      openingHours: shared.openingHours,
    },
  }
}

/**
 * `siteUrlOverride` is SITE_URL, which publishes a preview deploy at its own origin
 * (app/content/index.ts passes it; the tests and the build's other readers keep the stored one).
 */
export function siteContentFrom(data: ContentData, siteUrlOverride?: string) {
  const { brand } = data.business
  const business: Business = {
    ...data.business,
    siteUrl: resolveSiteUrl(siteUrlOverride, data.business.siteUrl),
    name: Object.fromEntries(locales.map((locale) => [locale, `${brand.name} ${brand.descriptor[locale]}`])) as Record<
      Locale,
      string
    >,
  }

  const shared = sharedFacts(business)

  /** Facts the copy names as `{placeholder}` instead of repeating them (app/content/placeholders.ts). */
  const copyFacts = (locale: Locale) => ({
    name: business.name[locale],
    responseHours: business.responseHours,
    consultationMinutes: business.consultationMinutes,
    privacyOfficerName: business.privacyOfficer.name,
    legalName: business.legalName.name,
    webHost: business.webHost.name,
    webHostCountry: business.webHost.country[locale],
    logDays: business.webHost.logDays,
    feedbackContactName: business.feedbackContact.name,
    ...(shared.healthCustodian ? { healthCustodian: shared.healthCustodian } : {}),
  })

  /** A page's figures, less those the owner dropped: the grid lays out the ones left. */
  const shownStats = <Item extends { stat: StatId }>(items: Item[]) =>
    items.filter((item) => data.business.figures[item.stat].shown)

  function contentIn(locale: Locale): SiteContent {
    const facts = copyFacts(locale)
    const inLocale = <Value>(value: Value) => localize(value, locale, facts)
    const { appStores, ...everyPage } = data['every-page']
    const about = inLocale(data.about)
    const home = inLocale(data.home)
    const services = inLocale(data.services)
    const { registration: registrationWords, ...team } = about.team
    const members = inLocale(data.team.members).map(({ registrations, ...member }) => ({
      ...member,
      registrations: registrations.map((registration) => registrationLine(registration, registrationWords, locale)),
    }))
    const mobileApp = inLocale(data['mobile-app'])
    const privacy = inLocale(data.privacy)
    // The newest change is the policy's effective date (the schema keeps the list newest first).
    const [latestChange] = data.privacy.changes.history
    const { lastReviewed, ...accessibility } = inLocale(data.accessibility)
    // Each page's own data file (app/content/pages.ts); the pages below add their other files and facts.
    const pages = byPage((page) => inLocale(data[pageTable[page].dataFiles[0]])) as OwnPageContent
    return {
      locale,
      facts: writtenFacts(business, shared, pages.contact.hours, locale),
      // The menus name each page as its own file does.
      everyPage: { ...inLocale(everyPage), pages: byPage((page) => pages[page].menuName) },
      appStores: inLocale(appStores),
      notFound: inLocale(data['not-found']),
      ...pages,
      home: { ...home, about: { ...home.about, items: shownStats(home.about.items) } },
      about: { ...about, team: { ...team, members } },
      services: { ...services, results: { ...services.results, items: shownStats(services.results.items) } },
      mobileApp: {
        ...mobileApp,
        testimonials: { ...mobileApp.testimonials, items: inLocale(data.testimonials.items) },
      },
      privacy: {
        ...privacy,
        effectiveDate: formatDate(latestChange?.date ?? '', locale),
        changes: {
          ...privacy.changes,
          history: privacy.changes.history.map((entry) => ({ ...entry, date: formatDate(entry.date, locale) })),
        },
      },
      accessibility: { ...accessibility, lastReviewed: formatDate(lastReviewed, locale) },
    }
  }

  const content = Object.fromEntries(locales.map((locale) => [locale, contentIn(locale)])) as Record<
    Locale,
    SiteContent
  >
  return { business, content }
}
