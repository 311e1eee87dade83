import { config, fields, singleton } from '@keystatic/core'

export default config({
  storage: { kind: 'local' },
  locale: import.meta.env.PUBLIC_EDITOR_LOCALE === 'fr-FR' ? 'fr-FR' : 'en-US',
  singletons: {
    business: singleton({
      label: 'Business facts',
      path: 'app/content/data/business',
      format: { data: 'json' },
      schema: {
        phone: fields.text({ label: 'Phone number, with the country code' }),
      },
    }),
  },
})
