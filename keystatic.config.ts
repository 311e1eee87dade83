/**
 * The owner's editor (`npm run edit`, docs/editing.md): one entry per page, one for the business
 * facts, one for the team, one for the testimonials, and one for the words on every page. Each
 * entry edits one file of app/content/data/, English on the left and French on the right.
 *
 * These field definitions follow app/content/schema.ts, which stays the contract: what the editor
 * cannot enforce (the phone's form, the hours' order, list lengths) the build checks, with the
 * schema's messages. tests/editor/editor-schema.test.ts keeps the two in step.
 */
import { config, fields, singleton } from '@keystatic/core'

import { lucideIconNames } from './app/content/icons.ts'
import { pageIds } from './app/content/pages.ts'
import { photosFolder, provinceCodes, socialNetworks, statIds, weekdays } from './app/content/schema.ts'

type Hint = { hint?: string; multiline?: boolean }

/** English left, French right: the two halves of one translated field. */
function translated(label: string, { hint, multiline = false }: Hint = {}) {
  return fields.object(
    {
      en: fields.text({ label: 'English', multiline }),
      fr: fields.text({ label: 'Français', multiline }),
    },
    { label, description: hint, layout: [6, 6] },
  )
}

/** A longer translated text: a paragraph, an answer, a description. */
const paragraph = (label: string, hint?: string) => translated(label, { hint, multiline: true })

const optionalHint = 'Leave both sides empty to show none.'

function sectionHeader(title = 'Section title') {
  return {
    eyebrow: translated('Small line above the title', { hint: optionalHint }),
    title: translated(title),
    intro: paragraph('Introduction under the title', optionalHint),
  }
}

const pageMeta = () =>
  fields.object(
    {
      title: translated('Title in search results and browser tabs', {
        hint: '{name} is replaced by the business name.',
      }),
      description: paragraph('Description in search results', 'One or two sentences.'),
    },
    { label: 'Search engines' },
  )

const pageHero = () =>
  fields.object(
    {
      eyebrow: translated('Small line above the title'),
      title: translated('Page title'),
      intro: paragraph('Introduction'),
    },
    { label: 'Top of the page' },
  )

const pageOptions = pageIds.map((page) => ({ label: page, value: page }))

function pageChoice(label: string, hint: string) {
  return fields.select({
    label,
    description: hint,
    options: [{ label: 'None', value: '' }, ...pageOptions],
    defaultValue: '',
  })
}

const action = (label: string) =>
  fields.object(
    {
      label: translated('Button text'),
      page: pageChoice('Goes to the page', 'Or leave "None" and give a web address below, or neither for now.'),
      href: fields.text({
        label: 'Or goes to the web address',
        description: 'Starting with https://. Leave empty if a page is chosen.',
      }),
    },
    { label },
  )

const pageLink = (label: string) =>
  fields.object(
    {
      label: translated('Link text'),
      page: fields.select({ label: 'Goes to the page', options: pageOptions, defaultValue: 'home' }),
    },
    { label },
  )

const iconChoice = () =>
  fields.select({
    label: 'Icon',
    options: lucideIconNames.map((name) => ({ label: name, value: name })),
    defaultValue: lucideIconNames[0],
  })

const feature = () =>
  fields.object({ icon: iconChoice(), title: translated('Title'), description: paragraph('Description') })

/** The English side of a translated field, or of its first translated field: how a list names its items. */
function englishOf(value: unknown): string {
  if (!value || typeof value !== 'object') return ''
  const field = value as { fields?: Record<string, unknown>; value?: unknown }
  if (field.fields && 'en' in field.fields) return String((field.fields.en as { value?: unknown }).value ?? '')
  for (const inner of Object.values(field.fields ?? {})) {
    const text = englishOf(inner)
    if (text) return text
  }
  return ''
}

function list<Item extends Parameters<typeof fields.array>[0]>(
  item: Item,
  label: string,
  { exactly, hint }: { exactly?: number; hint?: string } = {},
) {
  const count = exactly === undefined ? 'At least one.' : `Exactly ${exactly}: the page is laid out for ${exactly}.`
  return fields.array(item, {
    label,
    itemLabel: (props) => englishOf(props) || 'New item',
    description: hint ? `${hint} ${count}` : count,
    validation: { length: exactly === undefined ? { min: 1 } : { min: exactly, max: exactly } },
  })
}

const statLabel = () =>
  fields.object({
    stat: fields.select({
      label: 'Which figure (set in Business facts)',
      options: statIds.map((id) => ({ label: id, value: id })),
      defaultValue: statIds[0],
    }),
    label: translated('Words beside the figure'),
  })

/** A photo with its description in both languages (app/lib/photos.ts); the drawing stays until one is given. */
function photo(label: string, folder: string, hint: string) {
  return fields.object(
    {
      src: fields.image({
        label: 'Photo',
        description: `${hint} JPEG, PNG or WebP; the site makes the smaller copies itself.`,
        directory: `${photosFolder}/${folder}`,
        publicPath: `/${photosFolder}/${folder}/`,
      }),
      alt: translated('What the photo shows, for people who cannot see it', {
        hint: 'Required in both languages when there is a photo.',
      }),
    },
    { label },
  )
}

const json = { data: 'json' } as const
const data = (file: string) => `app/content/data/${file}`

const yesNo = (label: string, hint: string) => fields.checkbox({ label, description: hint })
const sampleBox = () =>
  yesNo('Sample (invented)', 'Untick once this is real: npm run launch-check lists every sample left.')

const dayChoice = (label: string) =>
  fields.select({ label, options: weekdays.map((day) => ({ label: day, value: day })), defaultValue: 'mon' })

const number = (label: string, hint?: string) => fields.number({ label, description: hint })
const wholeNumber = (label: string, hint?: string) => fields.integer({ label, description: hint })

const countFigure = (label: string) =>
  fields.object(
    { count: wholeNumber('Count'), orMore: yesNo('Show a "+" after it', 'As in "10,000+".') },
    { label, layout: [6, 6] },
  )
const percentFigure = (label: string) => fields.object({ percent: number('Percent, 0 to 100') }, { label })

const storeUrl = (label: string) =>
  fields.text({ label, description: 'The store page, starting with https://. Leave empty until the app is released.' })

export default config({
  storage: { kind: 'local' },
  // French menus when the owner's system speaks French (scripts/editor-locale.mjs, astro.edit.config.ts).
  locale: import.meta.env.PUBLIC_EDITOR_LOCALE === 'fr-FR' ? 'fr-FR' : 'en-US',
  ui: {
    brand: { name: 'Site editor' },
    navigation: {
      Pages: ['home', 'about', 'services', 'mobileApp', 'contact', 'notFound'],
      'The business': ['business', 'team', 'testimonials'],
      'Every page': ['site'],
    },
  },
  singletons: {
    business: singleton({
      label: 'Business facts',
      path: data('business'),
      format: json,
      schema: {
        brand: fields.object(
          {
            name: fields.text({ label: 'Name, large in the logo' }),
            descriptor: fields.text({ label: 'Words beside it in the logo' }),
          },
          {
            label: 'Business name',
            description: 'Together they are the name, as in "Thrive Wellness Coaching".',
            layout: [6, 6],
          },
        ),
        siteUrl: fields.text({
          label: 'The site’s web address',
          description: 'Where it is published, starting with https://, such as https://www.example.ca',
        }),
        phone: fields.text({
          label: 'Phone number, with the country code',
          description: 'Such as +1 613 555 0142. The site writes it out the English and the French way.',
        }),
        email: fields.text({ label: 'E-mail address', description: 'Such as hello@example.ca' }),
        address: fields.object(
          {
            sample: sampleBox(),
            streetNumber: fields.text({ label: 'Street number' }),
            street: translated('Street', { hint: 'Such as "Elgin Street" and "rue Elgin".' }),
            unit: translated('Suite or unit', { hint: `Such as "Suite 1000" and "bureau 1000". ${optionalHint}` }),
            city: fields.text({ label: 'City' }),
            province: fields.select({
              label: 'Province or territory',
              options: provinceCodes.map((code) => ({ label: code, value: code })),
              defaultValue: 'ON',
            }),
            postalCode: fields.text({
              label: 'Postal code',
              description: 'In capitals with one space, such as K2P 1L4.',
            }),
          },
          { label: 'Address' },
        ),
        hours: fields.array(
          fields.object({
            from: dayChoice('From'),
            to: dayChoice('To'),
            closed: yesNo('Closed', 'Tick for closed days, and leave the times empty.'),
            opens: fields.text({ label: 'Opens at', description: '24-hour time, such as 09:00' }),
            closes: fields.text({ label: 'Closes at', description: '24-hour time, such as 17:30' }),
          }),
          {
            label: 'Opening hours',
            description: 'One row per group of days, Monday first, in order.',
            itemLabel: (row) => `${row.fields.from.value}–${row.fields.to.value}`,
            validation: { length: { min: 1 } },
          },
        ),
        responseHours: wholeNumber('Hours within which you answer a message', 'The pages say "{responseHours}".'),
        consultationMinutes: wholeNumber('Length of the free consultation, in minutes'),
        figures: fields.object(
          {
            happyUsers: countFigure('Happy users'),
            yearsExperience: countFigure('Years of experience'),
            successRate: percentFigure('Success rate'),
            support: fields.object(
              { hoursPerDay: wholeNumber('Hours a day'), daysPerWeek: wholeNumber('Days a week') },
              { label: 'Support availability', description: '24 and 7 read "24/7".', layout: [6, 6] },
            ),
            experts: countFigure('Experts'),
            satisfaction: percentFigure('Client satisfaction'),
            goalAchievement: percentFigure('Goal achievement'),
            longTermSuccess: percentFigure('Long-term success'),
            averageRating: fields.object(
              { rating: number('Rating'), outOf: wholeNumber('Out of') },
              { label: 'Average rating', layout: [6, 6] },
            ),
          },
          { label: 'Figures the pages show' },
        ),
        socials: list(
          fields.object({
            network: fields.select({
              label: 'Network',
              options: socialNetworks.map((network) => ({ label: network, value: network })),
              defaultValue: 'facebook',
            }),
            href: fields.text({ label: 'Your page’s address', description: 'Starting with https://' }),
          }),
          'Social media links',
          { exactly: 4, hint: 'Each network once.' },
        ),
        appStoreUrls: fields.object(
          { googlePlay: storeUrl('Google Play'), appStore: storeUrl('App Store') },
          { label: 'The app in the stores' },
        ),
      },
    }),
    team: singleton({
      label: 'Team',
      path: data('team'),
      format: json,
      schema: {
        members: fields.array(
          fields.object({
            sample: sampleBox(),
            name: fields.text({ label: 'Name' }),
            role: translated('Role'),
            bio: paragraph('Short biography'),
            photo: photo('Portrait', 'team', 'A portrait, cropped to a circle on the About page.'),
          }),
          {
            label: 'Team members',
            description: 'Exactly 3: the About page is laid out for 3.',
            itemLabel: (member) => member.fields.name.value || 'New member',
            validation: { length: { min: 3, max: 3 } },
          },
        ),
      },
    }),
    testimonials: singleton({
      label: 'Testimonials',
      path: data('testimonials'),
      format: json,
      schema: {
        items: fields.array(
          fields.object({
            sample: sampleBox(),
            quote: paragraph('What they said'),
            name: fields.text({ label: 'Their name', description: 'As they agreed to be named, such as "Sophie L."' }),
            detail: translated('Who they are', { hint: 'Such as "Beta tester since spring".' }),
          }),
          {
            label: 'Testimonials',
            description: 'Exactly 2, on the Mobile app page.',
            itemLabel: (item) => item.fields.name.value || 'New testimonial',
            validation: { length: { min: 2, max: 2 } },
          },
        ),
      },
    }),
    site: singleton({
      label: 'Words on every page',
      path: data('site'),
      format: json,
      schema: {
        skipLink: translated('Skip link', { hint: 'Shown to keyboard users first: it jumps to the page’s content.' }),
        siteTagline: translated('Tagline'),
        mainNavLabel: translated('Name of the main menu, for screen readers'),
        footerNavLabel: translated('Name of the footer links, for screen readers'),
        socialNavLabel: translated('Name of the social links, for screen readers'),
        menuLabel: translated('Menu button'),
        theme: fields.object({ toggle: translated('Dark theme button') }, { label: 'Theme' }),
        languageSwitch: fields.object(
          { label: translated('Link to the other language', { hint: 'Each side is written in the other language.' }) },
          { label: 'Language switch' },
        ),
        pages: fields.object(
          Object.fromEntries(pageIds.map((page) => [page, translated(page)])) as Record<
            (typeof pageIds)[number],
            ReturnType<typeof translated>
          >,
          { label: 'Page names in the menus' },
        ),
        getStarted: action('The "Get started" button in the header'),
        footer: fields.object(
          {
            description: paragraph('Description'),
            contactTitle: translated('Contact heading'),
            quickLinksTitle: translated('Links heading'),
            followTitle: translated('Social heading'),
            copyright: translated('Copyright line', { hint: '{year} and {name} are filled in.' }),
          },
          { label: 'Footer' },
        ),
        contactLabels: fields.object(
          { address: translated('Address'), phone: translated('Phone'), email: translated('E-mail') },
          { label: 'Names read out before the address, phone and e-mail' },
        ),
        comingSoon: translated('"Coming soon"'),
        notifications: fields.object(
          { regionLabel: translated('Name of the notifications area'), dismissLabel: translated('Close button') },
          { label: 'Notifications' },
        ),
        appStores: fields.object(
          {
            googlePlay: fields.object(
              { caption: translated('Small line'), label: translated('Store name') },
              { label: 'Google Play' },
            ),
            appStore: fields.object(
              { caption: translated('Small line'), label: translated('Store name') },
              { label: 'App Store' },
            ),
          },
          { label: 'Store badges' },
        ),
      },
    }),
    home: singleton({
      label: 'Home page',
      path: data('home'),
      format: json,
      schema: {
        meta: pageMeta(),
        hero: fields.object(
          {
            badgeLabel: translated('Words after the happy-users figure', { hint: 'As in "10,000+ Happy Users".' }),
            title: translated('Page title'),
            intro: paragraph('Introduction'),
            primaryAction: action('First button'),
            secondaryAction: action('Second button'),
            highlights: list(translated('Highlight'), 'Highlights with a tick'),
            photo: photo('Photo beside the title', 'home', 'Shown in place of the drawing, as wide as the drawing.'),
          },
          { label: 'Top of the page' },
        ),
        about: fields.object(
          {
            ...sectionHeader(),
            items: list(statLabel(), 'Figures', { exactly: 4 }),
            paragraphs: list(paragraph('Paragraph'), 'Paragraphs'),
          },
          { label: 'About us, with figures' },
        ),
        whyChoose: fields.object(
          { ...sectionHeader(), items: list(feature(), 'Reasons', { exactly: 3 }) },
          { label: 'Why choose us' },
        ),
        appTeaser: fields.object(
          {
            ...sectionHeader(),
            comingSoon: translated('"Coming soon" label'),
            body: paragraph('Text'),
            learnMore: pageLink('Link to the app page'),
            previewTitle: translated('Title on the drawn phone'),
          },
          { label: 'The app' },
        ),
      },
    }),
    about: singleton({
      label: 'About page',
      path: data('about'),
      format: json,
      schema: {
        meta: pageMeta(),
        hero: pageHero(),
        mission: fields.object({ ...sectionHeader(), statement: paragraph('Mission statement') }, { label: 'Mission' }),
        story: fields.object(
          { ...sectionHeader(), paragraphs: list(paragraph('Paragraph'), 'Paragraphs') },
          { label: 'Our story' },
        ),
        values: fields.object({ ...sectionHeader(), items: list(feature(), 'Values') }, { label: 'Values' }),
        team: fields.object(sectionHeader(), {
          label: 'Team section heading',
          description: 'The people themselves are in "Team".',
        }),
      },
    }),
    services: singleton({
      label: 'Services page',
      path: data('services'),
      format: json,
      schema: {
        meta: pageMeta(),
        hero: pageHero(),
        grid: fields.object(
          {
            ...sectionHeader(),
            featuresLabel: translated('Heading of each service’s list', { hint: 'Read by screen readers.' }),
            items: list(
              fields.object({
                icon: iconChoice(),
                title: translated('Service'),
                description: paragraph('Description'),
                features: list(translated('What it includes'), 'What it includes'),
              }),
              'Services',
              { exactly: 6 },
            ),
          },
          { label: 'Services' },
        ),
        process: fields.object(
          {
            ...sectionHeader(),
            stepLabel: translated('Word before each step’s number', { hint: 'As in "Step 1".' }),
            steps: list(fields.object({ title: translated('Step'), description: paragraph('Description') }), 'Steps', {
              exactly: 4,
            }),
          },
          { label: 'How it works' },
        ),
        results: fields.object(
          { ...sectionHeader(), items: list(statLabel(), 'Figures', { exactly: 4 }) },
          { label: 'Results' },
        ),
        cta: fields.object(
          { ...sectionHeader(), primaryAction: action('First button'), secondaryAction: action('Second button') },
          { label: 'Closing call to action' },
        ),
      },
    }),
    mobileApp: singleton({
      label: 'Mobile app page',
      path: data('mobile-app'),
      format: json,
      schema: {
        meta: pageMeta(),
        hero: fields.object(
          {
            eyebrow: translated('Small line above the title'),
            title: translated('Page title'),
            intro: paragraph('Introduction'),
            comingSoon: translated('"Coming soon" label'),
          },
          { label: 'Top of the page' },
        ),
        features: fields.object(
          { ...sectionHeader(), items: list(feature(), 'App features', { exactly: 6 }) },
          { label: 'Features' },
        ),
        screenshots: fields.object(
          {
            ...sectionHeader(),
            screens: list(
              fields.object({
                title: translated('Screen name'),
                caption: translated('What it shows'),
                photo: photo(
                  'Screenshot',
                  'screens',
                  'A screenshot of the app, upright; a drawn phone stands in until then.',
                ),
              }),
              'Screens',
            ),
          },
          { label: 'Screenshots' },
        ),
        testimonials: fields.object(sectionHeader(), {
          label: 'Testimonials heading',
          description: 'The quotes themselves are in "Testimonials".',
        }),
        waitlist: fields.object(
          {
            ...sectionHeader(),
            buttonLabel: translated('Button text'),
            emailSubject: translated('Subject of the e-mail the button starts'),
            note: paragraph('Small print under the button'),
          },
          { label: 'Waitlist' },
        ),
      },
    }),
    contact: singleton({
      label: 'Contact page',
      path: data('contact'),
      format: json,
      schema: {
        meta: pageMeta(),
        hero: pageHero(),
        form: fields.object(
          {
            title: translated('Form title'),
            intro: paragraph('Introduction'),
            nameLabel: translated('Name field'),
            emailLabel: translated('E-mail field'),
            messageLabel: translated('Message field'),
            submitLabel: translated('Send button'),
            noScriptNotice: paragraph('Notice when the form cannot work', 'Followed by your e-mail address as a link.'),
            toast: fields.object(
              { title: translated('Title'), description: paragraph('Text') },
              { label: 'Message shown once sent' },
            ),
          },
          { label: 'Contact form' },
        ),
        details: fields.object({ title: translated('Heading') }, { label: 'Contact details' }),
        hours: fields.object(
          {
            title: translated('Heading'),
            closedLabel: translated('Word for a closed day'),
            dayNames: fields.object(
              Object.fromEntries(weekdays.map((day) => [day, translated(day)])) as Record<
                (typeof weekdays)[number],
                ReturnType<typeof translated>
              >,
              { label: 'Day names' },
            ),
            rangeSeparator: translated('Between the first and last day', { hint: 'As the dash in "Mon–Fri".' }),
          },
          { label: 'Opening hours', description: 'The hours themselves are in Business facts.' },
        ),
        map: fields.object({ title: translated('Heading'), caption: paragraph('Caption') }, { label: 'Map' }),
        faq: fields.object(
          {
            ...sectionHeader(),
            items: list(
              fields.object({ question: translated('Question'), answer: paragraph('Answer') }),
              'Questions and answers',
              { exactly: 4 },
            ),
          },
          { label: 'Frequently asked questions' },
        ),
      },
    }),
    notFound: singleton({
      label: 'Page not found',
      path: data('not-found'),
      format: json,
      schema: {
        meta: pageMeta(),
        code: translated('Error code line'),
        title: translated('Title'),
        body: paragraph('Text'),
        homeLink: translated('Link home'),
        consoleMessage: translated('Message for developers (browser console)'),
      },
    }),
  },
})
