import { expect, test } from 'vitest'

import { business } from '~/content/business'

import { resolveSiteUrl } from './site-url'

test('the site URL comes from business.ts unless SITE_URL overrides it, without a trailing slash', () => {
  expect(resolveSiteUrl(undefined)).toBe(business.siteUrl)
  expect(resolveSiteUrl('')).toBe(business.siteUrl)
  expect(resolveSiteUrl('https://coaching.example.org/')).toBe('https://coaching.example.org')
})
