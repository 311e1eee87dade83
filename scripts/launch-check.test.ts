/**
 * `npm run launch-check`, as the owner runs it, on copies of the data files made for each test
 * from the real-looking business of tests/fixtures/real-business.ts: what it lists follows from
 * what each copy holds, never from the shipped content.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, expect, test, vi } from 'vitest'

import { aYearBefore } from '~/content/stand-ins'
import { fixtureFiles } from '~tests/fixtures/content'
import { realBusiness, realTeam } from '~tests/fixtures/real-business'

// Each test runs the check on plain Node, up to four times: over a second each on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

/**
 * The day the checks are run on, so that no test depends on the clock: the later of the two
 * policy pages' dates in the fixture, on which neither page is out of date.
 */
const dayOfTheDates =
  ['privacy', 'accessibility']
    .map(
      (name) =>
        JSON.parse(fixtureFiles[name] ?? '{}') as { changes?: { history: { date: string }[] }; lastReviewed?: string },
    )
    .map((data) => data.changes?.history[0]?.date ?? data.lastReviewed ?? '')
    .sort()
    .at(-1) ?? ''

/** Runs `npm run launch-check` as the owner would, on `folder`, as on `today`. */
function launchCheck(folder: string, today = dayOfTheDates) {
  const result = spawnSync(process.execPath, ['scripts/launch-check.mjs', folder, `--today=${today}`], {
    encoding: 'utf8',
  })
  return { status: result.status, output: result.stdout + result.stderr }
}

const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

type Data = Record<string, unknown>

/** The fixture's data files, with `changes` made to the parsed JSON of each file named. */
function contentWith(changes: Record<string, (data: Data) => void>) {
  const folder = mkdtempSync(join(tmpdir(), 'launch-check-'))
  folders.push(folder)
  for (const [name, text] of Object.entries(fixtureFiles)) {
    const data = JSON.parse(text) as Data
    changes[name]?.(data)
    writeFileSync(join(folder, `${name}.json`), JSON.stringify(data, null, 2))
  }
  return folder
}

/** A photo named in each of `entries`, as the editor saves one (the check reads the data, not the file). */
const addPhotos = (entries: unknown, folder: string) =>
  (entries as Data[]).forEach(
    (entry, index) =>
      (entry.photo = {
        src: `/app/content/photos/${folder}/photo-${index + 1}.jpg`,
        alt: { en: 'A photo', fr: 'Une photo' },
      }),
  )

const screensOf = (data: Data) => (data as { screenshots: { screens: Data[] } }).screenshots.screens

/** Every fact and person real, with every photo and the privacy page's practices made the owner's: what the owner has at launch. */
const complete = {
  team: (data: Data) => addPhotos(data.members, 'team'),
  home: (data: Data) => addPhotos([(data as { hero: object }).hero], 'home'),
  'mobile-app': (data: Data) => addPhotos(screensOf(data), 'screens'),
  privacy: (data: Data) =>
    [data.hostLogs, data.whenYouContactUs].forEach((section) => Object.assign(section ?? {}, { sample: false })),
  accessibility: (data: Data) =>
    [data.visitingOffice, data.communicationSupports].forEach((section) =>
      Object.assign(section ?? {}, { sample: false }),
    ),
  contact: (data: Data) => (data.deliverMessages = true),
}

/** The calls to action: the header's, the home hero's two and the services band's two. */
function actionsOf(name: string, data: Data) {
  const pair = (section: unknown) => [(section as Data).primaryAction, (section as Data).secondaryAction] as Data[]
  if (name === 'every-page') return [data.getStarted] as Data[]
  if (name === 'home') return pair(data.hero)
  if (name === 'services') return pair(data.cta)
  return undefined
}
const inert = (name: string) => (data: Data) =>
  actionsOf(name, data)?.forEach((action) => {
    delete action.page
    delete action.href
  })
const figuresOf = (data: Data) => data.figures as Record<string, Data>

test('every kind of stand-in is listed with its file and field, and the check fails', () => {
  let screens = 0
  const { status, output } = launchCheck(
    contentWith({
      'every-page': inert('every-page'),
      home: inert('home'),
      services: (data) => {
        inert('services')(data)
        const [first] = (data.grid as { items: { title: { en: string } }[] }).items
        if (first) first.title.en = '24/7 Coaching'
      },
      business: (data) => {
        Object.assign(figuresOf(data).successRate ?? {}, { sample: true })
        Object.assign(figuresOf(data).averageRating ?? {}, { sample: true })
        // Support every day, around the clock, and a reply within a day: the weekend closes.
        Object.assign(figuresOf(data).support ?? {}, { hoursPerDay: 24, daysPerWeek: 7 })
        data.responseHours = 24
        data.phone = '+1 819 555 0199'
        data.email = 'hello@coaching.example'
        data.siteUrl = 'https://www.coaching.example'
        ;(data.address as { sample: boolean }).sample = true
        const [firstSocial] = data.socials as { href: string }[]
        if (firstSocial) firstSocial.href = 'https://www.facebook.com/'
        data.privacyOfficer = { ...realBusiness.privacyOfficer, sample: true, email: 'privacy@coaching.example' }
        data.webHost = { ...realBusiness.webHost, sample: true }
        data.legalName = { ...realBusiness.legalName, sample: true }
        data.healthRecords = { ...realBusiness.healthRecords, sample: true }
        data.feedbackContact = { ...realBusiness.feedbackContact, sample: true }
      },
      accessibility: (data) =>
        [data.visitingOffice, data.communicationSupports].forEach((section) =>
          Object.assign(section ?? {}, { sample: true }),
        ),
      privacy: (data) =>
        [data.hostLogs, data.whenYouContactUs].forEach((section) => Object.assign(section ?? {}, { sample: true })),
      contact: (data) => (data.deliverMessages = false),
      team: (data) => {
        Object.assign((data.members as object[])[1] ?? {}, { sample: true })
        for (const member of data.members as Data[]) member.registrations = []
      },
      testimonials: (data) => Object.assign((data.items as object[])[0] ?? {}, { sample: true }),
      'mobile-app': (data) => (screens = screensOf(data).length),
    }),
  )
  expect(status).toBe(1)
  // Phone, e-mail, site, address, one social link, one person and one quote; the person in charge
  // of personal information and their e-mail; the privacy page's two sample practices; the web
  // host, its legal name, its health records' custodian and who handles feedback; the
  // accessibility page's two sample promises; the form that sends nothing; the hero's photo,
  // three portraits and every app screen; two sample figures, support and a reply the hours
  // contradict, "24/7" in the words, dietitians with no registration, and five buttons that lead nowhere.
  expect(output).toContain(
    `Not ready to go live: ${7 + 2 + 2 + 4 + 2 + 1 + 1 + 3 + screens + 2 + 2 + 1 + 1 + 5} stand-ins still in the content.`,
  )
  for (const line of [
    'app/content/data/business.json › phone: +1 819 555 0199 is a 555-01xx number, reserved for fiction',
    'app/content/data/business.json › email: hello@coaching.example uses a domain reserved for examples',
    'app/content/data/business.json › siteUrl: https://www.coaching.example uses a domain reserved for examples',
    'app/content/data/business.json › address: the address (25 Laurier Street, Gatineau) is a sample',
    "app/content/data/business.json › socials › item 1 › href: https://www.facebook.com/ is Facebook's home page",
    `app/content/data/team.json › members › item 2: ${realTeam.members[1]?.name} is an invented team member`,
    'app/content/data/testimonials.json › items › item 1: the quote from Julie B. is invented',
    'app/content/data/home.json › hero › photo: the home page shows a drawing beside its title: add a photo',
    `app/content/data/team.json › members › item 3 › photo: ${realTeam.members[2]?.name}'s card shows drawn initials: add their portrait`,
    `app/content/data/mobile-app.json › screenshots › screens › item ${screens} › photo: the "`,
    `app/content/data/business.json › privacyOfficer: ${realBusiness.privacyOfficer.name} is a sample person in charge of personal information`,
    'app/content/data/business.json › privacyOfficer › email: privacy@coaching.example uses a domain reserved for examples',
    'app/content/data/privacy.json › hostLogs: what the web host records describes a sample host',
    'app/content/data/privacy.json › whenYouContactUs: what the business collects when people call or write',
    `app/content/data/business.json › webHost: ${realBusiness.webHost.name} (${realBusiness.webHost.country.en}, logs kept ${realBusiness.webHost.logDays} days) is a sample web host: put the company whose servers deliver the site, the country its servers are in`,
    `app/content/data/business.json › legalName: ${realBusiness.legalName.name} is a sample legal name`,
    `app/content/data/business.json › healthRecords: ${realBusiness.healthRecords.custodian} is a sample health information custodian`,
    `app/content/data/business.json › feedbackContact: ${realBusiness.feedbackContact.name} is a sample person who handles feedback`,
    'app/content/data/accessibility.json › visitingOffice: what visitors to your office can expect',
    'app/content/data/accessibility.json › communicationSupports: the communication supports',
    'app/content/data/contact.json › deliverMessages: the contact form sends nothing',
    'app/content/data/business.json › figures › successRate: the success rate figure is a sample: a performance claim needs evidence',
    'app/content/data/business.json › figures › averageRating: the average rating figure is a sample: a performance claim needs evidence',
    'app/content/data/business.json › figures › support: support 24/7 contradicts the opening hours (open 5 days a week, at most 10.5 hours a day)',
    'app/content/data/business.json › responseHours: the site promises a reply within 24 hours, but a message sent on Friday after 16:30 waits until Monday at 08:30, 64 hours later (closed on Saturday, Sunday): promise at least 64 hours',
    'app/content/data/services.json › grid › items › item 1 › title: the words claim support around the clock ("24/7"), which the opening hours contradict',
    'app/content/data/team.json › members: the words name dietitians (',
    'but no team member declares a registration: the title is reserved to members of a college (in Ontario the College of Dietitians of Ontario, in Québec the Ordre des diététistes-nutritionnistes du Québec)',
    'app/content/data/every-page.json › getStarted: the "Get Started" button does nothing: pick the page of the site or the booking link it leads to',
    'app/content/data/home.json › hero › primaryAction: the "Start Your Journey" button does nothing',
    'app/content/data/services.json › cta › secondaryAction: the "Schedule Consultation" button does nothing',
  ]) {
    expect(output).toContain(line)
  }
})

test('content with real-looking facts, people and photos passes and says the site is ready', () => {
  const { status, output } = launchCheck(contentWith(complete))
  expect(output.trim().split('\n')[0]).toBe(
    'Ready to go live: the content holds no stand-in (no sample, no example address or number).',
  )
  expect(status).toBe(0)
})

test('an invented team member stays a stand-in after the owner edits the bio, until unticked', () => {
  const { status, output } = launchCheck(
    contentWith({
      ...complete,
      team: (data) => {
        complete.team(data)
        const [first] = data.members as { sample: boolean; bio: { en: string } }[]
        if (first) {
          first.sample = true
          first.bio.en = `${first.bio.en} She also runs our cooking workshops.`
        }
      },
    }),
  )
  expect(status).toBe(1)
  expect(output).toContain('Not ready to go live: 1 stand-in still in the content.')
  expect(output).toContain(
    `app/content/data/team.json › members › item 1: ${realTeam.members[0]?.name} is an invented team member`,
  )
})

test('a figure the owner drops is not a claim, and one they confirm is not listed either', () => {
  const { status, output } = launchCheck(
    contentWith({
      ...complete,
      business: (data) => {
        Object.assign(figuresOf(data).successRate ?? {}, { sample: true, shown: false })
        Object.assign(figuresOf(data).support ?? {}, { hoursPerDay: 24, daysPerWeek: 7, shown: false })
      },
    }),
  )
  expect(output).not.toContain('figures ›')
  expect(status).toBe(0)
})

test('a reply promise as long as the longest closure holds, an hour less does not', () => {
  // The fixture's hours close from Friday 16:30 to Monday 08:30: 64 hours.
  const promising = (hours: number) =>
    launchCheck(contentWith({ ...complete, business: (data) => (data.responseHours = hours) }))
  expect(promising(64).status).toBe(0)
  const { status, output } = promising(63)
  expect(status).toBe(1)
  expect(output).toContain('business.json › responseHours: the site promises a reply within 63 hours')
})

test('support every day around the clock is no contradiction when the hours say so', () => {
  const { status } = launchCheck(
    contentWith({
      ...complete,
      business: (data) => {
        data.hours = [{ from: 'mon', to: 'sun', opens: '00:00', closes: '23:59' }]
        Object.assign(figuresOf(data).support ?? {}, { hoursPerDay: 24, daysPerWeek: 7 })
        data.responseHours = 1
      },
      services: (data) => {
        const [first] = (data.grid as { items: { title: { en: string } }[] }).items
        if (first) first.title.en = '24/7 Coaching'
      },
    }),
  )
  expect(status).toBe(0)
})

test('serving Québec, dietitians need an ODNQ registration; serving Ontario only, a CDO one will do', () => {
  const onlyCdo = (data: Data) => {
    complete.team(data)
    for (const member of data.members as Data[])
      member.registrations = ((member.registrations as Data[] | undefined) ?? []).filter(
        (registration) => registration.college === 'CDO',
      )
  }
  const quebec = launchCheck(contentWith({ ...complete, team: onlyCdo }))
  expect(quebec.status).toBe(1)
  expect(quebec.output).toContain('Not ready to go live: 1 stand-in still in the content.')
  expect(quebec.output).toContain(
    'app/content/data/team.json › members: you serve clients in Québec and the words name dietitians (',
  )
  expect(quebec.output).toContain('but no team member declares an ODNQ registration')
  const ontario = launchCheck(
    contentWith({
      ...complete,
      team: onlyCdo,
      business: (data) => {
        data.address = { ...realBusiness.address, city: 'Ottawa', province: 'ON', postalCode: 'K1P 5G4' }
        data.serviceProvinces = ['ON']
      },
    }),
  )
  expect(ontario.output).not.toContain('team.json')
  expect(ontario.status).toBe(0)
})

test('a broken data file is reported as the build reports it, and the check fails', () => {
  const { status, output } = launchCheck(contentWith({ business: (data) => (data.phone = 'call us maybe') }))
  expect(status).toBe(2)
  expect(output).toContain(
    'app/content/data/business.json › phone: expected a phone number with its country code, such as +1 613 555 0142; found "call us maybe"',
  )
})

test('with no dietitian giving care, a sample health records fact asks whether one does', () => {
  const { status, output } = launchCheck(
    contentWith({
      ...complete,
      business: (data) => (data.healthRecords = { sample: true, dietitianCare: false }),
    }),
  )
  expect(status).toBe(1)
  expect(output).toContain(
    'app/content/data/business.json › healthRecords: say whether a registered dietitian on your team gives dietetic care',
  )
})

/** The launch content, with the policy pages dated as given (the privacy page by its newest change). */
const datedContent = (lastUpdated: string, lastReviewed: string) =>
  contentWith({
    ...complete,
    privacy: (data) => {
      complete.privacy(data)
      const [latest] = (data.changes as { history: { date: string }[] }).history
      if (latest) latest.date = lastUpdated
    },
    accessibility: (data) => {
      complete.accessibility(data)
      data.lastReviewed = lastReviewed
    },
  })

test('a page dated more than a year before today is listed, and one dated a year before to the day is not', () => {
  const { status, output } = launchCheck(datedContent('2025-11-24', '2025-11-25'), '2026-11-25')
  expect(status).toBe(1)
  expect(output).toContain('Not ready to go live: 1 stand-in still in the content.')
  expect(output).toContain(
    'app/content/data/privacy.json › changes › history › item 1 › date: the privacy policy was last updated on 2025-11-24, more than a year ago: read it again',
  )
  expect(output).not.toContain('accessibility.json')
  expect(launchCheck(datedContent('2025-11-25', '2025-11-25'), '2026-11-25').status).toBe(0)
})

test('a page dated after today is listed, as a date typed wrong', () => {
  const { status, output } = launchCheck(datedContent('2026-11-25', '2026-12-02'), '2026-11-25')
  expect(status).toBe(1)
  expect(output).toContain(
    'app/content/data/accessibility.json › lastReviewed: 2026-12-02 is after today (2026-11-25): set the day the accessibility statement was last reviewed',
  )
})

test('a year before 29 February is 28 February', () => {
  expect(aYearBefore('2028-02-29')).toBe('2027-02-28')
  expect(aYearBefore('2027-03-01')).toBe('2026-03-01')
})
