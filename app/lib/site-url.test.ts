import { expect, test } from 'vitest'

import { business } from '~/content'

import { resolveSiteUrl } from './site-url'

test('the site URL comes from business.json unless SITE_URL overrides it, without a trailing slash', () => {
  expect(resolveSiteUrl(undefined, business.siteUrl)).toBe(business.siteUrl)
  expect(resolveSiteUrl('', business.siteUrl)).toBe(business.siteUrl)
  expect(resolveSiteUrl('https://coaching.example.org/', business.siteUrl)).toBe('https://coaching.example.org')
})
