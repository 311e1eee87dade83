import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { locales } from '~/content/pages'
import { browserStorageKeys } from '~/content/browser-storage'
import { localizedPaths } from '~/content/pages'
import { asWritten, contentWithBusiness, fixtureContent, fixtureContentWithBusiness } from '~tests/fixtures/content'
import { realBusiness, realBusinessWritten, realTeam } from '~tests/fixtures/real-business'

import { AboutView } from './about-view'
import { AccessibilityView } from './accessibility-view'
import { ContactView } from './contact-view'
import { HomeView } from './home-view'
import { MobileAppView } from './mobile-app-view'
import { PrivacyView } from './privacy-view'
import { ServicesView } from './services-view'

const views = {
  home: HomeView,
  about: AboutView,
  services: ServicesView,
  mobileApp: MobileAppView,
  contact: ContactView,
  privacy: PrivacyView,
  accessibility: AccessibilityView,
}

describe.each(locales)('every view in %s', (locale) => {
  test.each(Object.entries(views))('%s: each section is named by its own title', (_name, View) => {
    const { container } = render(<View site={fixtureContent[locale]} />)
    const sections = [...container.querySelectorAll('section')]
    expect(sections.length).toBeGreaterThan(0)
    for (const section of sections) {
      const [title] = within(section).getAllByRole('heading', { level: 2 })
      expect(section).toHaveAccessibleName(title?.textContent ?? 'a section without a title')
    }
  })
})

describe.each(locales)('the business’s facts, as %s writes them', (locale) => {
  const site = fixtureContent[locale]

  test('the home page shows the happy-users figure in its badge and the figures of its about block', () => {
    render(<HomeView site={site} />)
    expect(
      screen.getByText(`${realBusinessWritten.happyUsers[locale]} ${site.home.hero.badgeLabel}`, asWritten),
    ).toBeVisible()
    expect(screen.getByText(realBusinessWritten.support[locale], asWritten)).toBeVisible()
  })

  test('the services page writes each figure with its scale', () => {
    render(<ServicesView site={site} />)
    expect(screen.getByText(realBusinessWritten.averageRating[locale], asWritten)).toBeVisible()
  })

  test('the home page writes a count "or more" as the language does ("12+", « 12 et plus »)', () => {
    render(<HomeView site={site} />)
    expect(screen.getByText(realBusinessWritten.yearsExperience[locale], asWritten)).toBeVisible()
  })

  test("each team member's registrations are on their card, under their role", () => {
    render(<AboutView site={site} />)
    const [dietitian] = realTeam.members
    const card = screen.getByRole('heading', { name: dietitian?.name }).parentElement as HTMLElement
    for (const registration of realBusinessWritten.registrations[locale]) {
      expect(within(card).getByText(registration, asWritten)).toBeVisible()
    }
  })

  test('the home hero and the services band lead where the owner says: a page, a booking link, or nowhere yet', () => {
    const booking = 'https://reservations.borealsante.ca/rendez-vous'
    const { hero } = site.home
    const home = {
      ...site.home,
      hero: {
        ...hero,
        primaryAction: { label: hero.primaryAction.label, href: booking },
        secondaryAction: { label: hero.secondaryAction.label },
      },
    }
    render(<HomeView site={{ ...site, home }} />)
    expect(screen.getByRole('link', { name: hero.primaryAction.label })).toHaveAttribute('href', booking)
    expect(screen.getByRole('button', { name: hero.secondaryAction.label })).toHaveAttribute('type', 'button')

    const { cta } = site.services
    const services = {
      ...site.services,
      cta: { ...cta, primaryAction: { label: cta.primaryAction.label, page: 'about' as const } },
    }
    render(<ServicesView site={{ ...site, services }} />)
    expect(screen.getByRole('link', { name: cta.primaryAction.label })).toHaveAttribute(
      'href',
      localizedPaths[locale].about,
    )
  })

  test('a figure the owner drops leaves the page, and the rest keep their labels', () => {
    const figures = {
      ...realBusiness.figures,
      happyUsers: { ...realBusiness.figures.happyUsers, shown: false },
      support: { ...realBusiness.figures.support, shown: false },
    }
    const dropped = contentWithBusiness({ ...realBusiness, figures })[locale]
    render(<HomeView site={dropped} />)
    expect(screen.queryByText(realBusinessWritten.happyUsers[locale], { exact: false })).toBeNull()
    expect(screen.queryByText(realBusinessWritten.support[locale], asWritten)).toBeNull()
    const about = screen.getByRole('region', { name: site.home.about.title })
    const kept = site.home.about.items.filter((item) => item.stat !== 'support')
    expect(
      within(about)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(kept.map((item) => item.label))
  })

  test('the contact page lists the address, the phone and each row of the opening hours', () => {
    render(<ContactView site={site} />)
    const main = screen.getByRole('heading', { name: site.contact.details.title }).parentElement as HTMLElement
    expect(within(main).getByRole('link', { name: realBusinessWritten.phone[locale] })).toHaveAttribute(
      'href',
      realBusinessWritten.phone.href,
    )
    for (const line of realBusinessWritten.addressLines[locale]) {
      expect(within(main).getByText(line, asWritten)).toBeVisible()
    }
    const hours = screen.getByRole('heading', { name: site.contact.hours.title }).parentElement as HTMLElement
    expect(within(hours).getAllByRole('term')).toHaveLength(3)
    expect(within(hours).getByText(site.contact.hours.closedLabel)).toBeVisible()
  })
})

describe.each(locales)('the contact form’s notice that its messages do not reach the business, in %s', (locale) => {
  const site = fixtureContent[locale]
  const withNotice = (unsentNotice: string | undefined) => ({
    ...site,
    contact: { ...site.contact, form: { ...site.contact.form, unsentNotice } },
  })
  const emailLinks = () => screen.getAllByRole('link', { name: realBusiness.email })

  test('written by the owner, it comes before the form and ends with the e-mail address as a link', () => {
    const notice = 'A notice written for this test, then the address:'
    render(<ContactView site={withNotice(notice)} form={<form aria-label="Contact form" />} />)
    const paragraph = screen.getByText(notice, { exact: false })
    expect(within(paragraph).getByRole('link', { name: realBusiness.email })).toHaveAttribute(
      'href',
      `mailto:${realBusiness.email}`,
    )
    const form = screen.getByRole('form', { name: 'Contact form' })
    expect(paragraph.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  test('left empty, the form shows none, only the one for visitors without JavaScript', () => {
    const { unmount } = render(<ContactView site={withNotice('A notice written for this test.')} />)
    const withOne = emailLinks().length
    unmount()
    render(<ContactView site={withNotice(undefined)} />)
    expect(emailLinks()).toHaveLength(withOne - 1)
    expect(screen.getByText(site.contact.form.noScriptNotice, { exact: false })).toBeInTheDocument()
  })
})

describe.each(locales)('the privacy and accessibility pages in %s', (locale) => {
  const site = fixtureContent[locale]

  test('the privacy page names the person in charge, with their title, e-mail, the phone and the address', () => {
    render(<PrivacyView site={site} />)
    const responsible = screen.getByRole('region', { name: site.privacy.responsible.title })
    expect(within(responsible).getByText(realBusiness.privacyOfficer.name, asWritten)).toBeVisible()
    expect(within(responsible).getByText(realBusiness.privacyOfficer.title[locale], asWritten)).toBeVisible()
    expect(within(responsible).getByRole('link', { name: realBusiness.privacyOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${realBusiness.privacyOfficer.email}`,
    )
    expect(within(responsible).getByRole('link', { name: realBusinessWritten.phone[locale] })).toBeVisible()
    expect(within(responsible).getByText(realBusinessWritten.addressLines[locale][0] ?? '', asWritten)).toBeVisible()
  })

  test('the privacy page names every key the site keeps in the browser, each with what it is for', () => {
    render(<PrivacyView site={site} />)
    const storage = screen.getByRole('region', { name: site.privacy.browserStorage.title })
    expect(
      within(storage)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(Object.values(browserStorageKeys))
    expect(within(storage).getAllByRole('definition')).toHaveLength(Object.values(browserStorageKeys).length)
  })

  test('each page shows the day it was last brought up to date, written for reading and for machines', () => {
    const { container: privacy } = render(<PrivacyView site={site} />)
    // The line under the title, by its label: the list of changes has dates of its own.
    const effective = within(privacy).getByText((_, element) =>
      Boolean(
        element?.textContent?.startsWith(site.privacy.effectiveDateLabel) && element.querySelector(':scope > time'),
      ),
    )
    expect(within(effective).getByText(site.privacy.effectiveDate.text, asWritten)).toHaveAttribute(
      'datetime',
      site.privacy.effectiveDate.dateTime,
    )
    const { container: accessibility } = render(<AccessibilityView site={site} />)
    expect(accessibility.querySelector('time')).toHaveAttribute('datetime', site.accessibility.lastReviewed.dateTime)
    expect(accessibility.querySelector('time')?.textContent).toBe(site.accessibility.lastReviewed.text)
  })

  test('the privacy page names the legal name, the web host with its country, and how long it keeps its logs', () => {
    render(<PrivacyView site={site} />)
    const responsible = screen.getByRole('region', { name: site.privacy.responsible.title })
    expect(responsible).toHaveTextContent(realBusiness.legalName.name)
    const hostLogs = screen.getByRole('region', { name: site.privacy.hostLogs.title })
    expect(hostLogs).toHaveTextContent(realBusiness.webHost.name)
    expect(hostLogs).toHaveTextContent(realBusiness.webHost.country[locale])
    expect(hostLogs).toHaveTextContent(new RegExp(`\\b${realBusiness.webHost.logDays}\\b`))
  })

  test('while a dietitian gives care, the privacy page names the custodian of health records and links the authority for health records', () => {
    render(<PrivacyView site={site} />)
    const records = screen.getByRole('region', { name: site.privacy.healthRecords.title })
    expect(records).toHaveTextContent(realBusiness.healthRecords.custodian)
    expect(within(records).getByRole('link', { name: site.privacy.healthRecords.authority.name })).toHaveAttribute(
      'href',
      site.privacy.healthRecords.authority.href,
    )
  })

  test('with no dietitian giving care, the privacy page has no health records section', () => {
    const content = fixtureContentWithBusiness({ healthRecords: { sample: false, dietitianCare: false } })
    render(<PrivacyView site={content[locale]} />)
    expect(screen.queryByRole('region', { name: site.privacy.healthRecords.title })).toBeNull()
    expect(screen.getByRole('region', { name: site.privacy.yourRights.title })).toBeVisible()
  })

  test('the privacy page lists its changes, each with its date, the newest being the effective date', () => {
    render(<PrivacyView site={site} />)
    const changes = screen.getByRole('region', { name: site.privacy.changes.title })
    const items = within(changes).getAllByRole('listitem')
    expect(items).toHaveLength(site.privacy.changes.history.length)
    site.privacy.changes.history.forEach((entry, index) => {
      // As written, no-break spaces kept.
      expect(items[index]?.textContent).toContain(entry.date.text)
      expect(items[index]?.textContent).toContain(entry.change)
    })
    expect(site.privacy.changes.history[0]?.date).toEqual(site.privacy.effectiveDate)
  })

  test('the accessibility page lists the contact form’s own limits only while the form sends nothing', () => {
    const limitsWith = (deliverMessages: boolean) => {
      const { unmount } = render(
        <AccessibilityView site={{ ...site, contact: { ...site.contact, deliverMessages } }} />,
      )
      const limits = within(screen.getByRole('region', { name: site.accessibility.knownLimits.title }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
      unmount()
      return limits
    }
    const { items, whenFormOff } = site.accessibility.knownLimits
    expect(limitsWith(false)).toEqual([...items, ...whenFormOff])
    expect(limitsWith(true)).toEqual(items)
  })

  test('the accessibility page names who handles feedback', () => {
    render(<AccessibilityView site={site} />)
    const feedback = screen.getByRole('region', { name: site.accessibility.feedback.title })
    expect(feedback).toHaveTextContent(realBusiness.feedbackContact.name)
  })

  test('the accessibility page gives the phone, the e-mail and the address for feedback', () => {
    render(<AccessibilityView site={site} />)
    const feedback = screen.getByRole('region', { name: site.accessibility.feedback.title })
    expect(within(feedback).getByRole('link', { name: realBusinessWritten.phone[locale] })).toHaveAttribute(
      'href',
      realBusinessWritten.phone.href,
    )
    expect(within(feedback).getByRole('link', { name: realBusiness.email })).toHaveAttribute(
      'href',
      `mailto:${realBusiness.email}`,
    )
  })
})
