/**
 * The owner's editor (`npm run edit`, docs/editing.md): which data file each entry edits, and in
 * what order the editor lists them. Every field, its label, hint and layout come from the content
 * schema (app/content/schema/) through editor/fields-from-schema.ts; its tests read every data
 * file through this config (editor/fields-from-schema.test.ts). Keystatic looks for its config at
 * the project's root: keystatic.config.ts there re-exports this one.
 */
import { config } from '@keystatic/core'

import { editorEntry } from './fields-from-schema.ts'

export default config({
  storage: { kind: 'local' },
  // French menus when the owner's system speaks French (editor/locale.mjs, editor/astro.edit.config.ts).
  locale: import.meta.env.PUBLIC_EDITOR_LOCALE === 'fr-FR' ? 'fr-FR' : 'en-US',
  ui: {
    brand: { name: 'Site editor' },
    navigation: {
      Pages: ['home', 'about', 'services', 'mobileApp', 'contact', 'privacy', 'accessibility', 'notFound'],
      'The business': ['business', 'team', 'testimonials'],
      'Every page': ['site'],
    },
  },
  singletons: {
    home: editorEntry('home'),
    about: editorEntry('about'),
    services: editorEntry('services'),
    mobileApp: editorEntry('mobile-app'),
    contact: editorEntry('contact'),
    privacy: editorEntry('privacy'),
    accessibility: editorEntry('accessibility'),
    notFound: editorEntry('not-found'),
    business: editorEntry('business'),
    team: editorEntry('team'),
    testimonials: editorEntry('testimonials'),
    site: editorEntry('site'),
  },
})
