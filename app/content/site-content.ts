/**
 * The checked data files (app/content/validate.ts) turned into what the site reads: the business's
 * facts, and each language's whole `SiteContent`. Free of Vite and of the file system, so that the
 * build (app/content/index.ts) and the browser tests (tests/e2e/fixtures.ts) share it.
 */
import { localize } from './localize.ts'
import { type Locale, locales } from './pages.ts'
import type { ContentData } from './schema.ts'
import type { SiteContent } from './types.ts'

export function siteContentFrom(data: ContentData) {
  const business = { ...data.business, name: `${data.business.brand.name} ${data.business.brand.descriptor}` }

  /** Facts the copy names as `{placeholder}` instead of repeating them (app/content/schema.ts). */
  const copyFacts = {
    name: business.name,
    responseHours: business.responseHours,
    consultationMinutes: business.consultationMinutes,
  }

  function contentIn(locale: Locale): SiteContent {
    const inLocale = <Value>(value: Value) => localize(value, locale, copyFacts)
    const { appStores, ...common } = data.site
    const about = inLocale(data.about)
    const mobileApp = inLocale(data['mobile-app'])
    return {
      locale,
      common: inLocale(common),
      appStores: inLocale(appStores),
      home: inLocale(data.home),
      about: { ...about, team: { ...about.team, members: inLocale(data.team.members) } },
      services: inLocale(data.services),
      mobileApp: {
        ...mobileApp,
        testimonials: { ...mobileApp.testimonials, items: inLocale(data.testimonials.items) },
      },
      contact: inLocale(data.contact),
      notFound: inLocale(data['not-found']),
    }
  }

  const content = Object.fromEntries(locales.map((locale) => [locale, contentIn(locale)])) as Record<
    Locale,
    SiteContent
  >
  return { business, content }
}
