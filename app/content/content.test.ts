import { describe, expect, test } from 'vitest'

import { fixtureFiles } from '~tests/fixtures/content'

import { pageIds } from './pages'
import { readContentFolder } from './read-folder'
import { type Translated, translated } from './schema'
import { ContentError, type ContentProblem, parseContentFiles } from './validate'

/** The owner's data files: held to the schema and the rules of the copy, never to their values. */
const shippedFiles = readContentFolder()
/** Data files made for the tests, broken one rule at a time (tests/fixtures/content.ts). */
const realFiles = fixtureFiles

/**
 * `files` with one value changed: `path` is dotted (`hours.0.opens`); `update` gets the value
 * there and returns the new one, or undefined to remove the field.
 */
function edited(files: Record<string, string>, file: string, path: string, update: (value: unknown) => unknown) {
  const data: unknown = JSON.parse(files[file] ?? '')
  const keys = path.split('.')
  const last = keys.pop() ?? ''
  let parent = data as Record<string, unknown>
  for (const key of keys) parent = parent[key] as Record<string, unknown>
  // JSON.stringify leaves out a field whose value is undefined: that removes it.
  parent[last] = update(parent[last])
  return { ...files, [file]: JSON.stringify(data, null, 2) }
}

const set = (value: unknown) => () => value

function problemsIn(files: Record<string, string>): ContentProblem[] {
  try {
    parseContentFiles(files)
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
  return []
}

test('every data file passes the schema', () => {
  expect(problemsIn(shippedFiles)).toEqual([])
})

describe('a broken file names the file, the field and what was expected and found', () => {
  test.each([
    {
      rule: 'a phone that parses as a real number, with its country code',
      file: 'business',
      files: edited(realFiles, 'business', 'phone', set('call us maybe')),
      field: 'phone',
      message: 'expected a phone number with its country code, such as +1 613 555 0142; found "call us maybe"',
    },
    {
      rule: 'a phone number without its country code',
      file: 'business',
      files: edited(realFiles, 'business', 'phone', set('819 246 7781')),
      field: 'phone',
      message: 'expected a phone number with its country code, such as +1 613 555 0142; found "819 246 7781"',
    },
    {
      rule: 'non-empty French text',
      file: 'home',
      files: edited(realFiles, 'home', 'hero.title.fr', set('')),
      field: 'hero › title › fr',
      message: 'expected some text; this field must not be empty; found an empty field',
    },
    {
      rule: 'a missing translation',
      file: 'services',
      files: edited(realFiles, 'services', 'grid.items.2.description.fr', set(undefined)),
      field: 'grid › items › item 3 › description › fr',
      message: 'expected the French text; found nothing (the field is missing)',
    },
    {
      rule: 'unknown keys are errors, with the likely intended name',
      file: 'business',
      files: edited(
        edited(realFiles, 'business', 'emial', set('bonjour@borealsante.ca')),
        'business',
        'email',
        set(undefined),
      ),
      fields: ['email', 'emial'],
    },
    {
      rule: 'a valid e-mail',
      file: 'business',
      files: edited(realFiles, 'business', 'email', set('hello at thrive')),
      field: 'email',
      message: 'expected an e-mail address, such as hello@example.ca; found "hello at thrive"',
    },
    {
      rule: 'hours as HH:MM',
      file: 'business',
      files: edited(realFiles, 'business', 'hours.0.opens', set('25:00')),
      field: 'hours › item 1 › opens',
      message: 'expected a 24-hour time written HH:MM, such as 09:00 or 17:30; found "25:00"',
    },
    {
      rule: 'opening before closing',
      file: 'business',
      files: edited(realFiles, 'business', 'hours.1.closes', set('08:00')),
      field: 'hours › item 2 › closes',
      message: 'expected a closing time after the opening time (08:30); found "08:00"',
    },
    {
      rule: 'days in order',
      file: 'business',
      files: edited(realFiles, 'business', 'hours.1.from', set('wed')),
      field: 'hours › item 2 › from',
      message: 'expected the days in order, each row after the one before it (which ends on thu); found "wed"',
    },
    {
      rule: 'percentages from 0 to 100',
      file: 'business',
      files: edited(realFiles, 'business', 'figures.successRate.percent', set(120)),
      field: 'figures › successRate › percent',
      message: 'expected a percentage from 0 to 100; found 120',
    },
    {
      rule: 'a rating within its scale',
      file: 'business',
      files: edited(realFiles, 'business', 'figures.averageRating.rating', set(6)),
      field: 'figures › averageRating › rating',
      message: 'expected a rating within its scale (no more than "outOf", 5); found 6',
    },
    {
      rule: 'counts as whole numbers',
      file: 'business',
      files: edited(realFiles, 'business', 'figures.happyUsers.count', set(10000.5)),
      field: 'figures › happyUsers › count',
      message: 'expected a count as a whole number; found 10000.5',
    },
    {
      rule: 'known icons',
      file: 'services',
      files: edited(realFiles, 'services', 'grid.items.0.icon', set('rocket')),
      field: 'grid › items › item 1 › icon',
      message: "expected one of the site's icons",
    },
    {
      rule: 'known page ids',
      file: 'services',
      files: edited(realFiles, 'services', 'cta.primaryAction.page', set('pricing')),
      field: 'cta › primaryAction › page',
      message: `expected one of the site's pages: ${pageIds.join(', ')}; found "pricing"`,
    },
    {
      rule: "a group given as text, where the schema sets no message: Zod's check in the schema's words",
      file: 'home',
      files: edited(realFiles, 'home', 'hero.primaryAction', set('go')),
      field: 'hero › primaryAction',
      message: 'expected a group of fields; found "go"',
    },
    {
      rule: 'https links',
      file: 'business',
      files: edited(realFiles, 'business', 'socials.0.href', set('http://www.facebook.com/thrive')),
      field: 'socials › item 1 › href',
      message:
        'expected a full web address starting with https://, such as https://www.example.ca/; found "http://www.facebook.com/thrive"',
    },
    {
      rule: 'six services',
      file: 'services',
      files: edited(realFiles, 'services', 'grid.items', (items) => (items as unknown[]).slice(0, 5)),
      field: 'grid › items',
      message: 'expected exactly 6 services; found a list of 5',
    },
    {
      rule: 'four FAQ items',
      file: 'contact',
      files: edited(realFiles, 'contact', 'faq.items', (items) => [...(items as unknown[]), (items as unknown[])[0]]),
      field: 'faq › items',
      message: 'expected exactly 4 questions; found a list of 5',
    },
    {
      rule: 'three team cards',
      file: 'team',
      files: edited(realFiles, 'team', 'members', (members) => (members as unknown[]).slice(0, 2)),
      field: 'members',
      message: 'expected exactly 3 team members; found a list of 2',
    },
    {
      rule: 'known placeholders only',
      file: 'contact',
      files: edited(realFiles, 'contact', 'hero.intro.en', set('We reply within {responseTime} hours.')),
      field: 'hero › intro › en',
      message: 'expected only these {placeholders}: {name}, {year}, {responseHours}, {consultationMinutes}',
    },
    {
      rule: 'alt text in both languages for a photo',
      file: 'team',
      files: edited(
        realFiles,
        'team',
        'members.0.photo',
        set({ src: '/app/content/photos/team/portrait.jpg', alt: { en: 'A coach in her office', fr: '' } }),
      ),
      field: 'members › item 1 › photo › alt › fr',
      message: 'expected a description of the photo in French, for people who cannot see it; found an empty field',
    },
    {
      // The folder names the photo's layout (app/lib/photos.ts): a portrait cropped as the home hero would not fit.
      rule: 'a photo in its own folder',
      file: 'team',
      files: edited(
        realFiles,
        'team',
        'members.0.photo',
        set({ src: '/app/content/photos/home/portrait.jpg', alt: { en: 'A coach', fr: 'Une coach' } }),
      ),
      field: 'members › item 1 › photo › src',
      message: 'expected a JPEG, PNG, WebP or AVIF file in app/content/photos/team/, added with npm run edit',
    },
  ])('$rule', ({ file, files, field, fields, message }) => {
    const problems = problemsIn(files)
    for (const problem of problems) expect(problem.file).toBe(`app/content/data/${file}.json`)
    if (fields) {
      // A renamed key is two problems: the unknown name, and the known one now missing.
      expect(problems.map((problem) => problem.field)).toEqual(fields)
      expect(problems.map((problem) => problem.message)).toEqual([
        'expected an e-mail address, such as hello@example.ca; found nothing (the field is missing)',
        'unknown field "emial" (did you mean "email"?): correct its name or remove it',
      ])
      return
    }
    expect(problems).toEqual([
      { file: `app/content/data/${file}.json`, field, message: expect.stringContaining(message ?? '') },
    ])
  })
})

test('every problem in every file is reported at once, in one message', () => {
  let files = edited(realFiles, 'business', 'phone', set('call us maybe'))
  files = edited(files, 'business', 'hours.0.closes', set('08:00'))
  files = edited(files, 'team', 'members.0.bio.fr', set(''))
  let thrown: unknown
  try {
    parseContentFiles(files)
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(ContentError)
  const message = thrown instanceof Error ? thrown.message : ''
  expect(message).toContain("3 problems in the site's content")
  expect(message).toContain('app/content/data/business.json › phone: expected a phone number')
  expect(message).toContain('app/content/data/business.json › hours › item 1 › closes: expected a closing time')
  expect(message).toContain('app/content/data/team.json › members › item 1 › bio › fr: expected some text')
})

test('a file that is not valid JSON is named with the line and column of the mistake', () => {
  // The file as the editor writes it, with the comma after the e-mail address gone.
  const source = JSON.stringify(JSON.parse(realFiles['business'] ?? ''), null, 2)
  const broken = source.replace(/("email": "[^"]*"),/, '$1')
  const line = broken.split('\n').findIndex((text) => text.includes('"address"')) + 1
  expect(line).toBeGreaterThan(1)
  expect(problemsIn({ ...realFiles, business: broken })).toEqual([
    {
      file: 'app/content/data/business.json',
      field: '',
      message: expect.stringMatching(new RegExp(`^line ${line}, column 3: this is not valid JSON`)),
    },
  ])
})

test('a missing file and a stray file are named', () => {
  // testimonials.json renamed with a typo: one file too many, one missing.
  const files = Object.fromEntries(
    Object.entries(realFiles).map(([name, text]) => [name === 'testimonials' ? 'testimonals' : name, text]),
  )
  expect(problemsIn(files).map((problem) => [problem.file, problem.message.split(' (')[0]])).toEqual([
    ['app/content/data/testimonals.json', "this file is not part of the site's content"],
    ['app/content/data/testimonials.json', 'this file is missing: restore it from the last published version'],
  ])
})

// ---- The copy itself, across the data files ----

function translatedPairs(value: unknown, path = ''): [string, Translated][] {
  if (translated.safeParse(value).success) return [[path, value as Translated]]
  if (Array.isArray(value)) return value.flatMap((item, index) => translatedPairs(item, `${path}[${index}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => translatedPairs(item, path ? `${path}.${key}` : key))
  }
  return []
}

const pairs = Object.entries(shippedFiles).flatMap(([file, text]) => translatedPairs(JSON.parse(text), file))

/**
 * Copy the French may share with the English: brands, codes, and words that are the same in both
 * languages. Anything else identical to its English counterpart is an untranslated string.
 */
const sameInBothLanguages = new Set([
  'Menu',
  'Services',
  'Message',
  'Notifications',
  'Google Play',
  'App Store',
  'Coach',
  'FAQ',
  '404',
  'Personnalisation',
  'Optimisation',
  // A public body's own name, which its English pages also use.
  'Commission d’accès à l’information du Québec',
])

test('no English is left in the French copy', () => {
  // A web address may be the same in both languages (a site with one home page for both).
  const untranslated = pairs.filter(
    ([, { en, fr }]) => en === fr && !sameInBothLanguages.has(fr) && !fr.startsWith('https://'),
  )
  expect(untranslated).toEqual([])
  // Common English words that never occur in French prose.
  const englishWords = /\b(the|and|your|with|you|our|we|for|of|to)\b/i
  const leftovers = pairs.filter(([path, { fr }]) => englishWords.test(fr) && path !== 'site.languageSwitch.label')
  expect(leftovers).toEqual([])
})

test('French copy uses French typography: no plain space before : ; ! ? and none inside guillemets', () => {
  const bad = pairs.filter(([, { fr }]) => / [:;!?]/.test(fr) || /« | »/.test(fr))
  expect(bad).toEqual([])
})
