/**
 * privacy.json: the privacy page's words. The facts it names (the person in charge, the web
 * host, the health records' custodian) are in business.json.
 */
import { z } from 'astro/zod'

import { type BrowserStorageKey, browserStorageKeys } from '../browser-storage.ts'
import { editor } from './editor-meta.ts'
import { atLeastOne, group, httpsUrl, line, pageDate, paragraph, sample } from './fields.ts'
import { listItems, pageHero, pageMenuName, pageMeta, paragraphs, section } from './page-parts.ts'
import { whileSample } from './while-sample.ts'

/** A link to a page that has one address per language (a public body's English and French pages). */
const webAddressPerLanguage = editor(group({ en: httpsUrl('English page'), fr: httpsUrl('French page') }), {
  label: 'Web address',
  sideBySide: true,
})

/** What one of the notes the site keeps in the browser is for. */
const storageNote = (key: BrowserStorageKey) =>
  editor(group({ purpose: paragraph('What it is for, and when it is written') }), { label: `"${key}"` })

export const privacySchema = editor(
  group({
    menuName: pageMenuName,
    meta: pageMeta,
    hero: pageHero,
    effectiveDateLabel: line(
      'Words before the date',
      'As in "Effective date: November 25, 2026". The date is the latest of "Changes to this policy".',
    ),
    summary: section('In short', { items: listItems }, 'Five lines at the top: the page in brief.'),
    responsible: section(
      'Person in charge of personal information',
      { paragraphs },
      'The name, title and e-mail of the person in charge (Business facts) follow, with the phone and address.',
    ),
    website: section('What this website collects', { paragraphs }),
    /** The page shows one of the two, as the contact page's switch says (contact.json `deliverMessages`). */
    contactForm: section('The contact form', {
      whenOff: editor(paragraphs, { label: 'While the form sends nothing' }),
      whenOn: editor(paragraphs, {
        label: 'Once the form sends messages',
        hint: 'What it collects, where it goes, how long it is kept and who reads it.',
      }),
    }),
    browserStorage: section('What your browser keeps', {
      /** One description for each key the code writes (app/content/browser-storage.ts): the page names them. */
      entries: editor(
        group(
          Object.fromEntries(browserStorageKeys.map((key) => [key, storageNote(key)])) as Record<
            BrowserStorageKey,
            ReturnType<typeof storageNote>
          >,
        ),
        {
          label: 'The notes the site keeps in the browser',
          hint: 'One for each note the site’s code writes; the page shows each name beside its description.',
        },
      ),
      outro: paragraph('Text after the list'),
    }),
    hostLogs: whileSample(
      section(
        'What our web host records',
        { sample, paragraphs },
        'Say what your host really records and for how long, then untick "Sample".',
      ),
      () =>
        'what the web host records describes a sample host: say what your host really records and how long it keeps it, then untick "sample"',
    ),
    whenYouContactUs: whileSample(
      section(
        'When you call or write to us',
        {
          sample,
          items: atLeastOne('items', group({ title: line('Heading'), description: paragraph('Text') }), {
            label: 'What, what for, how long, who, how',
          }),
        },
        'Suggested practices: make them yours, then untick "Sample".',
      ),
      () =>
        'what the business collects when people call or write, how long it keeps it and who sees it are suggested practices: make them yours, then untick "sample"',
    ),
    /** Shown only while a dietitian gives care (business.json `healthRecords`). */
    healthRecords: section(
      'Health records kept by dietitians',
      {
        paragraphs,
        authority: editor(group({ name: line('Name'), href: webAddressPerLanguage }), {
          label: 'Where complaints go',
          hint: 'Shown as a link after the paragraphs.',
        }),
      },
      'Shown only when Business facts say a registered dietitian gives dietetic care.',
    ),
    yourRights: section('Access to your information and correction', { paragraphs }),
    breaches: section('If your information is compromised', { paragraphs }),
    complaints: section('How to make a complaint', {
      paragraphs,
      authorities: atLeastOne(
        'public bodies',
        group({
          name: line('Name'),
          where: line('For whom', 'As in "if you live in Québec".'),
          href: webAddressPerLanguage,
        }),
        { label: 'Public bodies', hint: 'Each is shown as a link, followed by whom it is for.' },
      ),
    }),
    changes: section('Changes to this policy', {
      paragraphs,
      // Newest first, so that the first is the page's effective date (app/content/site-content.ts).
      history: editor(
        z
          .array(group({ date: pageDate('Date'), change: paragraph('What changed') }), {
            error: 'expected a list of changes',
          })
          .min(1, { error: 'expected at least one of the changes' })
          .refine((history) => history.slice(1).every((entry, index) => entry.date <= (history[index]?.date ?? '')), {
            error: 'expected the changes newest first',
          }),
        {
          label: 'Dated list of changes',
          hint: 'Newest first: the first date is the page’s effective date. At least one.',
          itemLabel: ['date'],
        },
      ),
    }),
  }),
  { label: 'Privacy page' },
)
