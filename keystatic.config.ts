/**
 * The owner's editor (`npm run edit`, docs/editing.md): which data file each entry edits, and in
 * what order the editor lists them. Every field, its label, hint and layout come from the content
 * schema (app/content/schema/) through app/content/editor-fields.ts; its tests read every data
 * file through this config (app/content/editor-fields.test.ts).
 */
import { config } from '@keystatic/core'

import { editorEntry } from './app/content/editor-fields.ts'

export default config({
  storage: { kind: 'local' },
  // French menus when the owner's system speaks French (scripts/editor-locale.mjs, astro.edit.config.ts).
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
