/** accessibility.json: the accessibility page's words and the day it was last reviewed. */
import { editor } from './editor-meta.ts'
import { group, line, optional, optionalHint, pageDate, paragraph, sample } from './fields.ts'
import { listItems, pageHero, pageMenuName, pageMeta, paragraphs, section } from './page-parts.ts'
import { whileSample } from './while-sample.ts'

export const accessibilitySchema = editor(
  group({
    lastReviewed: pageDate('Last reviewed'),
    menuName: pageMenuName,
    meta: pageMeta,
    hero: pageHero,
    lastReviewedLabel: line('Words before the date', 'As in "Last reviewed: November 25, 2026".'),
    standard: section('The standard we follow', { paragraphs }),
    howChecked: section('How we check it', {
      items: listItems,
      outro: optional(paragraph('Text after the list', optionalHint)),
    }),
    /** The form's own limits hold only while it sends nothing (contact.json `deliverMessages`). */
    knownLimits: section('Known limits', {
      items: listItems,
      whenFormOff: editor(listItems, {
        label: 'While the contact form sends nothing',
        hint: 'Added to the list until the form sends messages; once it does, they are no longer true.',
      }),
    }),
    visitingOffice: whileSample(
      section(
        'Visiting our office',
        { sample, items: listItems },
        'Service animals, support persons, assistive devices, disruptions: say what you really do, then untick "Sample".',
      ),
      () =>
        'what visitors to your office can expect (service animals, support persons, assistive devices, notices of disruptions) is suggested: make it what you really do, then untick "sample"',
    ),
    communicationSupports: whileSample(
      section(
        'Communication supports',
        { sample, items: listItems },
        'Relay calls, interpreters, writing instead of calling: say what you really offer, then untick "Sample".',
      ),
      () =>
        'the communication supports (relay calls, sign language interpreters, writing instead of calling) are suggested: keep what you really offer, then untick "sample"',
    ),
    feedback: section(
      'Your feedback',
      { paragraphs, outro: optional(paragraph('Text after the contact details', optionalHint)) },
      'The phone, e-mail and address (Business facts) follow the paragraphs.',
    ),
    otherFormats: section('Information in another format', {
      items: listItems,
      outro: optional(paragraph('Text after the list', optionalHint)),
    }),
  }),
  { label: 'Accessibility page' },
)
