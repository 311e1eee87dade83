/**
 * business.json: the business's facts, each stored once in its plain form (the phone with its
 * country code, hours as HH:MM, the address in its parts) and written out per language by
 * app/content/format.ts. Its figures, each a claim, are in app/content/schema/business-figures.ts;
 * the rules that hold across its fields in app/content/schema/business-rules.ts.
 */
import { z } from 'astro/zod'
import { parsePhoneNumberFromString } from 'libphonenumber-js'

import { figures } from './business-figures.ts'
import {
  checkEachNetworkOnce,
  checkHealthRecordsCustodian,
  checkOpeningHoursOrder,
  checkOpeningHoursRow,
  timePattern,
} from './business-rules.ts'
import { editor } from './editor-meta.ts'
import {
  atLeastOne,
  exactly,
  group,
  httpsUrl,
  isHttpsUrl,
  line,
  optional,
  optionalHint,
  plainText,
  sample,
  wholeNumber,
  yesNo,
} from './fields.ts'
import { provinceCodes, socialNetworks, weekdays } from './vocabulary.ts'
import { whileSample } from './while-sample.ts'

const province = (label: string) =>
  editor(z.enum(provinceCodes, { error: `expected a province code: ${provinceCodes.join(', ')}` }), {
    label,
    initialChoice: 'ON',
  })

const phoneMessage = 'expected a phone number with its country code, such as +1 613 555 0142'
// The country code's "+" is a pattern the editor checks as the owner types; a real number only the build can.
const phone = editor(
  z
    .string({ error: 'expected a phone number' })
    .regex(/^\s*\+/, { error: phoneMessage, abort: true })
    .refine((value) => parsePhoneNumberFromString(value)?.isValid() === true, { error: phoneMessage }),
  {
    label: 'Phone number, with the country code',
    hint: 'Such as +1 613 555 0142. The site writes it out the English and the French way.',
  },
)

const time = (label: string, hint: string) =>
  editor(
    z.string({ error: 'expected a time' }).regex(timePattern, {
      error: 'expected a 24-hour time written HH:MM, such as 09:00 or 17:30',
    }),
    { label, hint },
  )

const weekday = (label: string) =>
  editor(z.enum(weekdays, { error: `expected a day written ${weekdays.join(', ')}` }), { label })

const openingHoursRow = group({
  from: weekday('From'),
  to: weekday('To'),
  closed: yesNo('Closed', 'Tick for closed days, and leave the times empty.').optional(),
  // Empty on a closed row: the editor writes an empty field rather than none.
  opens: optional(time('Opens at', '24-hour time, such as 09:00')),
  closes: optional(time('Closes at', '24-hour time, such as 17:30')),
}).superRefine(checkOpeningHoursRow)

const openingHours = editor(
  z
    .array(openingHoursRow, { error: 'expected a list of opening-hours rows' })
    .min(1, { error: 'expected at least one of the opening-hours rows' })
    .superRefine(checkOpeningHoursOrder),
  { label: 'Opening hours', hint: 'One row per group of days, Monday first, in order.', itemLabel: ['from', 'to'] },
)

const address = whileSample(
  editor(
    group({
      sample,
      streetNumber: plainText('Street number'),
      street: line('Street', 'Such as "Elgin Street" and "rue Elgin".'),
      unit: optional(line('Suite or unit', `Such as "Suite 1000" and "bureau 1000". ${optionalHint}`)),
      city: plainText('City'),
      province: province('Province or territory'),
      postalCode: editor(
        z
          .string({ error: 'expected a postal code' })
          .regex(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/, {
            error: 'expected a Canadian postal code in capitals with one space, such as K2P 1L4',
          }),
        { label: 'Postal code', hint: 'In capitals with one space, such as K2P 1L4.' },
      ),
    }),
    { label: 'Address' },
  ),
  (address) =>
    `the address (${address.streetNumber} ${address.street.en}, ${address.city}) is a sample: put the real one and untick "sample"`,
)

const storeUrlMessage = 'expected the store page’s address starting with https://, or nothing until the app is released'
// The editor saves an emptied field as no field at all: nothing, like "", means not released yet.
const storeUrl = (label: string) =>
  z.preprocess(
    (value) => value ?? '',
    editor(
      z
        .string({ error: 'expected a web address, or nothing' })
        .regex(/^(https:\/\/|$)/, { error: storeUrlMessage, abort: true })
        .refine((value) => value === '' || isHttpsUrl(value), { error: storeUrlMessage }),
      { label, hint: 'The store page, starting with https://. Leave empty until the app is released.' },
    ),
  )

export const businessSchema = editor(
  group({
    /**
     * The logo sets the name large and the descriptor beside it; together they are the business's
     * name. The descriptor is in each language: a business that serves Québec names what it does
     * with a French generic term beside a name in another language (Charter of the French language).
     */
    brand: editor(
      group({
        name: plainText('Name, large in the logo'),
        descriptor: line(
          'Words beside it in the logo',
          'What the business does, as in "Wellness Coaching" and "Coaching mieux-être".',
        ),
      }),
      { label: 'Business name', hint: 'Together they are the name, as in "Thrive Wellness Coaching".' },
    ),
    /** The name the business is registered under, which the privacy page says is responsible for personal information. */
    legalName: whileSample(
      editor(
        group({
          sample,
          name: plainText(
            'Name',
            'As registered, such as "Thrive Wellness Coaching Inc." The pages say "{legalName}".',
          ),
        }),
        { label: 'Legal name', hint: 'Named on the privacy page as responsible for personal information.' },
      ),
      (legalName) =>
        `${legalName.name} is a sample legal name: put the name the business is registered under, which the privacy page names as responsible, and untick "sample"`,
    ),
    /** Where the site is published: canonical URLs, the sitemap and social cards are built from it. */
    siteUrl: httpsUrl(
      'The site’s web address',
      'Where it is published, starting with https://, such as https://www.example.ca',
    ),
    phone,
    email: editor(z.email({ error: 'expected an e-mail address, such as hello@example.ca' }), {
      label: 'E-mail address',
      hint: 'Such as hello@example.ca',
    }),
    address,
    privacyOfficer: whileSample(
      editor(
        group({
          sample,
          name: plainText('Name', 'By law, the head of the business, unless they delegate the role in writing.'),
          title: line('Title', 'Such as "Founder and privacy officer".'),
          email: editor(z.email({ error: 'expected an e-mail address, such as privacy@example.ca' }), {
            label: 'E-mail address',
            hint: 'Where people write about their personal information, such as privacy@example.ca',
          }),
        }),
        {
          label: 'Person in charge of personal information',
          hint: 'Shown on the privacy page, with the phone and the address above.',
        },
      ),
      (privacyOfficer) =>
        `${privacyOfficer.name} is a sample person in charge of personal information: put the name and title of the real one (by law the head of the business, unless they delegate it in writing) and untick "sample"`,
    ),
    /** The company whose servers deliver the site (and, once switched on, the contact form's messages). */
    webHost: whileSample(
      editor(
        group({
          sample,
          name: plainText(
            'Name',
            'The company, as in "Cloudflare, Inc." or "Netlify, Inc.". The privacy page says "{webHost}".',
          ),
          country: line(
            'Where its servers are',
            'With the word before it, as in "in Canada" and "au Canada", or "in the United States" and "aux États-Unis". The privacy page says "{webHostCountry}".',
          ),
          logDays: editor(wholeNumber('a number of days').positive({ error: 'expected 1 day or more' }), {
            label: 'Days it keeps its logs',
            hint: 'How long your host keeps the record of each visit (its IP address). The privacy page says "{logDays}".',
          }),
        }),
        {
          label: 'Web host',
          hint: 'Named on the privacy page, with where it is and how long it keeps its logs, and as who carries the contact form’s messages.',
        },
      ),
      (webHost) =>
        `${webHost.name} (${webHost.country.en}, logs kept ${webHost.logDays} days) is a sample web host: put the company whose servers deliver the site, the country its servers are in and how many days it keeps its logs, which the privacy page states, and untick "sample"`,
    ),
    /**
     * Ontario's Personal Health Information Protection Act: when a registered dietitian gives dietetic
     * care, someone is the custodian of those records. The privacy page's health records section
     * shows only when a dietitian gives care (app/views/privacy-view.tsx).
     */
    healthRecords: whileSample(
      editor(
        group({
          sample,
          dietitianCare: yesNo(
            'A registered dietitian on the team gives dietetic care',
            'Untick if no dietitian gives care: the privacy page then has no section on health records.',
          ),
          custodian: optional(
            plainText(
              'Health information custodian',
              'Who holds those records under Ontario’s PHIPA: the dietitian, or the business if it runs a practice of health professionals. Ask your lawyer. The page says "{healthCustodian}".',
            ),
          ),
        }).superRefine(checkHealthRecordsCustodian),
        { label: 'Health records (Ontario)' },
      ),
      ({ dietitianCare, custodian }) =>
        dietitianCare
          ? `${custodian} is a sample health information custodian: say who holds the records of your dietitians' care under Ontario's PHIPA (the dietitian, or the business if it runs a practice of health professionals; ask your lawyer), which the privacy page names, and untick "sample"`
          : 'say whether a registered dietitian on your team gives dietetic care (the privacy page then names who holds those health records under Ontario’s PHIPA), and untick "sample"',
    ),
    /** Who reads and answers feedback on accessibility (Ontario's customer service standard). */
    feedbackContact: whileSample(
      editor(
        group({
          sample,
          name: plainText('Name', 'The accessibility page says "{feedbackContactName}".'),
        }),
        { label: 'Person who handles feedback', hint: 'Named on the accessibility page.' },
      ),
      (feedbackContact) =>
        `${feedbackContact.name} is a sample person who handles feedback: put who really reads and answers it, which the accessibility page names, and untick "sample"`,
    ),
    /** Where clients are served: Québec reserves the dietitian's title to ODNQ members (app/content/stand-ins.ts). */
    serviceProvinces: atLeastOne('provinces', province('Province'), {
      label: 'Provinces where you offer your services',
      hint: 'Include QC if you serve clients who live in Québec, in person or online.',
    }),
    hours: openingHours,
    responseHours: editor(wholeNumber('a number of hours').positive({ error: 'expected 1 hour or more' }), {
      label: 'Hours within which you answer a message',
      hint: 'The pages say "{responseHours}".',
    }),
    consultationMinutes: editor(wholeNumber('a number of minutes').positive({ error: 'expected 1 minute or more' }), {
      label: 'Length of the free consultation, in minutes',
    }),
    figures,
    socials: exactly(
      4,
      'social links',
      group({
        network: editor(z.enum(socialNetworks, { error: `expected one of: ${socialNetworks.join(', ')}` }), {
          label: 'Network',
        }),
        href: httpsUrl('Your page’s address', 'Starting with https://'),
      }),
      { label: 'Social media links', hint: 'Each network once.', itemLabel: ['network'] },
    ).superRefine(checkEachNetworkOnce),
    appStoreUrls: editor(group({ googlePlay: storeUrl('Google Play'), appStore: storeUrl('App Store') }), {
      label: 'The app in the stores',
    }),
  }),
  { label: 'Business facts' },
)
