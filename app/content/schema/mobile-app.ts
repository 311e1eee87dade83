/**
 * mobile-app.json: the mobile app page's words. The quotes of its testimonials section are in
 * testimonials.json.
 */
import { editor } from './editor-meta.ts'
import { atLeastOne, exactly, group, line, paragraph } from './fields.ts'
import { feature, pageMenuName, pageMeta, photo, section } from './page-parts.ts'

export const mobileAppSchema = editor(
  group({
    menuName: pageMenuName,
    meta: pageMeta,
    hero: editor(
      group({
        eyebrow: line('Small line above the title'),
        title: line('Page title'),
        intro: paragraph('Introduction'),
        comingSoon: line('"Coming soon" label'),
      }),
      { label: 'Top of the page' },
    ),
    features: section('Features', { items: exactly(6, 'app features', feature, { label: 'App features' }) }),
    screenshots: section('Screenshots', {
      screens: atLeastOne(
        'screens',
        group({
          title: line('Screen name'),
          caption: line('What it shows'),
          photo: photo('Screenshot', 'screen', 'A screenshot of the app, upright; a drawn phone stands in until then.'),
        }),
        { label: 'Screens' },
      ),
    }),
    /** The section's heading; the quotes are in testimonials.json. */
    testimonials: section('Testimonials heading', {}, 'The quotes themselves are in "Testimonials".'),
    waitlist: section('Waitlist', {
      buttonLabel: line('Button text'),
      emailSubject: line('Subject of the e-mail the button starts'),
      note: paragraph('Small print under the button'),
    }),
  }),
  { label: 'Mobile app page' },
)
