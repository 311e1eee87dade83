/**
 * every-page.json: the words on every page (the skip link, the menus' names, the footer, the store
 * badges). Each page's own name in the menus is in its own file (`pageMenuName`).
 */
import { editor } from './editor-meta.ts'
import { group, line, paragraph } from './fields.ts'
import { action } from './page-parts.ts'

/** A store's badge: its small line while the app is coming, then the store's own once it is there. */
const storeBadge = (label: string) =>
  editor(
    group({
      comingSoonCaption: line('Small line until the app is in the store', 'As in "Coming soon to".'),
      caption: line('Small line once the app is in the store', 'The store’s own words, as in "Get it on".'),
      label: line('Store name'),
    }),
    { label },
  )

export const everyPageSchema = editor(
  group({
    skipLink: line('Skip link', 'Shown to keyboard users first: it jumps to the page’s content.'),
    siteTagline: line('Tagline'),
    mainNavLabel: line('Name of the main menu, for screen readers'),
    footerNavLabel: line('Name of the footer links, for screen readers'),
    policiesNavLabel: line(
      'Name of the links to the privacy and accessibility pages, for screen readers',
      'They sit at the foot of every page.',
    ),
    socialNavLabel: line('Name of the social links, for screen readers'),
    menuLabel: line('Menu button'),
    theme: editor(group({ toggle: line('Dark theme button') }), { label: 'Theme' }),
    /** The link to this page in the other language, labelled in that language. */
    languageSwitch: editor(
      group({ label: line('Link to the other language', 'Each side is written in the other language.') }),
      { label: 'Language switch' },
    ),
    getStarted: action('The "Get started" button in the header'),
    footer: editor(
      group({
        description: paragraph('Description'),
        contactTitle: line('Contact heading'),
        quickLinksTitle: line('Links heading'),
        followTitle: line('Social heading'),
        /** `{year}` and `{name}` are filled in by the footer. */
        copyright: line('Copyright line', '{year} and {name} are filled in.'),
      }),
      { label: 'Footer' },
    ),
    /** Read by screen readers before the postal address, phone and e-mail (footer and contact page). */
    contactLabels: editor(group({ address: line('Address'), phone: line('Phone'), email: line('E-mail') }), {
      label: 'Names read out before the address, phone and e-mail',
    }),
    /** The toast region's name and each toast's close button. */
    notifications: editor(
      group({ regionLabel: line('Name of the notifications area'), dismissLabel: line('Close button') }),
      { label: 'Notifications' },
    ),
    appStores: editor(group({ googlePlay: storeBadge('Google Play'), appStore: storeBadge('App Store') }), {
      label: 'Store badges',
    }),
  }),
  { label: 'Words on every page' },
)
