/** home.json: the home page's words. Its figures are in business.json, chosen here by id. */
import { editor } from './editor-meta.ts'
import { atLeastOne, exactly, group, line, paragraph } from './fields.ts'
import {
  action,
  feature,
  pageLink,
  pageMenuName,
  pageMeta,
  paragraphs,
  photo,
  section,
  statLabel,
} from './page-parts.ts'

export const homeSchema = editor(
  group({
    menuName: pageMenuName,
    meta: pageMeta,
    hero: editor(
      group({
        /** Shown after the happy-users figure: "10,000+ Happy Users". */
        badgeLabel: line('Words after the happy-users figure', 'As in "10,000+ Happy Users".'),
        title: line('Page title'),
        intro: paragraph('Introduction'),
        primaryAction: action('First button'),
        secondaryAction: action('Second button'),
        highlights: atLeastOne('highlights', line('Highlight'), { label: 'Highlights with a tick' }),
        /** Shown in place of the drawing when given: the first screen's largest element. */
        photo: photo('Photo beside the title', 'hero', 'Shown in place of the drawing, as wide as the drawing.'),
      }),
      { label: 'Top of the page' },
    ),
    about: section('About us, with figures', {
      items: exactly(4, 'figures', statLabel, { label: 'Figures' }),
      paragraphs,
    }),
    whyChoose: section('Why choose us', { items: exactly(3, 'reasons', feature, { label: 'Reasons' }) }),
    appTeaser: section('The app', {
      comingSoon: line('"Coming soon" label'),
      body: paragraph('Text'),
      learnMore: pageLink('Link to the app page'),
      /** The title on the phone drawn beside the teaser. */
      previewTitle: line('Title on the drawn phone'),
    }),
  }),
  { label: 'Home page' },
)
