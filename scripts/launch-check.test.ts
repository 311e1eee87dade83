import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, expect, test } from 'vitest'

import { readContentFolder } from '~/content/read-folder'
import { aYearBefore } from '~/content/stand-ins'

/**
 * The day the checks are run on, so that no test depends on the clock: by default the later of the
 * two pages' dates in the shipped data, on which neither page is out of date.
 */
const shippedDates = Object.entries(readContentFolder())
  .filter(([name]) => name === 'privacy' || name === 'accessibility')
  .map(([, text]) => {
    const data = JSON.parse(text) as { lastUpdated?: string; lastReviewed?: string }
    return data.lastUpdated ?? data.lastReviewed ?? ''
  })
const dayOfTheShippedDates = shippedDates.sort().at(-1) ?? ''

/** Runs `npm run launch-check` as the owner would, on `folder` (today's content when omitted), as on `today`. */
function launchCheck(folder?: string, today = dayOfTheShippedDates) {
  const result = spawnSync(
    process.execPath,
    ['scripts/launch-check.mjs', ...(folder ? [folder] : []), `--today=${today}`],
    { encoding: 'utf8' },
  )
  return { status: result.status, output: result.stdout + result.stderr }
}

const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

/** A copy of today's data files with `changes` made to the parsed JSON of each file named. */
function contentWith(changes: Record<string, (data: Record<string, unknown>) => void>) {
  const folder = mkdtempSync(join(tmpdir(), 'launch-check-'))
  folders.push(folder)
  for (const [name, text] of Object.entries(readContentFolder())) {
    const data = JSON.parse(text) as Record<string, unknown>
    changes[name]?.(data)
    writeFileSync(join(folder, `${name}.json`), JSON.stringify(data, null, 2))
  }
  return folder
}

const markReal = (entries: unknown) => (entries as { sample: boolean }[]).forEach((entry) => (entry.sample = false))

/** A photo named in each of `entries`, as the editor saves one (the check reads the data, not the file). */
const addPhotos = (entries: unknown, folder: string) =>
  (entries as Record<string, unknown>[]).forEach(
    (entry, index) =>
      (entry.photo = {
        src: `/app/content/photos/${folder}/photo-${index + 1}.jpg`,
        alt: { en: 'A photo', fr: 'Une photo' },
      }),
  )

/** What the owner would have once every fact is real: their own numbers, domain, address and people. */
const realLooking = {
  business: (data: Record<string, unknown>) => {
    data.phone = '+1 613 736 0987'
    data.email = 'bonjour@thrivecoaching.ca'
    data.siteUrl = 'https://www.thrivecoaching.ca'
    ;(data.address as { sample: boolean }).sample = false
    data.privacyOfficer = {
      sample: false,
      name: 'Nadia Bouchard',
      title: { en: 'Owner and privacy officer', fr: 'Propriétaire, responsable de la vie privée' },
      email: 'vieprivee@thrivecoaching.ca',
    }
    data.socials = [
      { network: 'facebook', href: 'https://www.facebook.com/thrivecoachingottawa' },
      { network: 'instagram', href: 'https://www.instagram.com/thrivecoaching.ca/' },
      { network: 'x', href: 'https://x.com/thrivecoachca' },
      { network: 'youtube', href: 'https://www.youtube.com/@thrivecoaching' },
    ]
  },
  team: (data: Record<string, unknown>) => {
    markReal(data.members)
    addPhotos(data.members, 'team')
  },
  testimonials: (data: Record<string, unknown>) => markReal(data.items),
  home: (data: Record<string, unknown>) => addPhotos([(data as { hero: object }).hero], 'home'),
  'mobile-app': (data: Record<string, unknown>) =>
    addPhotos((data as { screenshots: { screens: object[] } }).screenshots.screens, 'screens'),
  privacy: (data: Record<string, unknown>) => markReal([data.hostLogs, data.whenYouContactUs]),
}

/** Real-looking content whose pages carry these dates. */
const datedContent = (lastUpdated: string, lastReviewed: string) =>
  contentWith({
    ...realLooking,
    privacy: (data) => {
      realLooking.privacy(data)
      data.lastUpdated = lastUpdated
    },
    accessibility: (data) => (data.lastReviewed = lastReviewed),
  })

test('today’s content is not ready: every stand-in is listed with its file and field, and the check fails', () => {
  const { status, output } = launchCheck()
  expect(status).toBe(1)
  expect(output).toContain('Not ready to go live: 24 stand-ins still in the content.')
  for (const line of [
    'app/content/data/business.json › phone: +1 613 555 0142 is a 555-01xx number, reserved for fiction',
    'app/content/data/business.json › email: hello@thrivewellness.example uses a domain reserved for examples',
    'app/content/data/business.json › siteUrl: https://www.thrivewellness.example uses a domain reserved for examples',
    'app/content/data/business.json › address: the address (150 Elgin Street, Ottawa) is a sample',
    "app/content/data/business.json › socials › item 1 › href: https://www.facebook.com/ is Facebook's home page",
    "app/content/data/business.json › socials › item 4 › href: https://www.youtube.com/ is YouTube's home page",
    'app/content/data/team.json › members › item 1: Amélie Tremblay is an invented team member',
    'app/content/data/team.json › members › item 3: Priya Raman is an invented team member',
    'app/content/data/testimonials.json › items › item 2: the quote from Daniel K. is invented',
    'app/content/data/home.json › hero › photo: the home page shows a drawing beside its title: add a photo',
    "app/content/data/team.json › members › item 2 › photo: Marcus Owusu's card shows drawn initials: add their portrait",
    'app/content/data/mobile-app.json › screenshots › screens › item 3 › photo: the "',
    'app/content/data/business.json › privacyOfficer: Amélie Tremblay is a sample person in charge of personal information',
    'app/content/data/business.json › privacyOfficer › email: privacy@thrivewellness.example uses a domain reserved for examples',
    'app/content/data/privacy.json › hostLogs: what the web host records describes a sample host',
    'app/content/data/privacy.json › whenYouContactUs: what the business collects when people call or write',
  ]) {
    expect(output).toContain(line)
  }
})

test('content with real-looking facts and people passes and says the site is ready', () => {
  const { status, output } = launchCheck(contentWith(realLooking))
  expect(output.trim()).toBe(
    'Ready to go live: the content holds no stand-in (no sample, no example address or number).',
  )
  expect(status).toBe(0)
})

test('an invented team member stays a stand-in after the owner edits the bio, until unticked', () => {
  const { status, output } = launchCheck(
    contentWith({
      ...realLooking,
      team: (data) => {
        const members = data.members as { sample: boolean; bio: { en: string } }[]
        markReal(members)
        addPhotos(members, 'team')
        const [first] = members
        if (first) {
          first.sample = true
          first.bio.en = `${first.bio.en} She also runs our cooking workshops.`
        }
      },
    }),
  )
  expect(status).toBe(1)
  expect(output).toContain('Not ready to go live: 1 stand-in still in the content.')
  expect(output).toContain('app/content/data/team.json › members › item 1: Amélie Tremblay is an invented team member')
})

test('a broken data file is reported as the build reports it, and the check fails', () => {
  const { status, output } = launchCheck(contentWith({ business: (data) => (data.phone = 'call us maybe') }))
  expect(status).toBe(2)
  expect(output).toContain(
    'app/content/data/business.json › phone: expected a phone number with its country code, such as +1 613 555 0142; found "call us maybe"',
  )
})

test('a page dated more than a year before today is listed, and one dated a year before to the day is not', () => {
  const { status, output } = launchCheck(datedContent('2025-11-24', '2025-11-25'), '2026-11-25')
  expect(status).toBe(1)
  expect(output).toContain('Not ready to go live: 1 stand-in still in the content.')
  expect(output).toContain(
    'app/content/data/privacy.json › lastUpdated: the privacy policy was last updated on 2025-11-24, more than a year ago: read it again',
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
