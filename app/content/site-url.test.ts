import { expect, test } from 'vitest'

import { resolveSiteUrl } from './site-url'

test('the site URL is the stored one unless SITE_URL overrides it, without a trailing slash', () => {
  expect(resolveSiteUrl(undefined, 'https://www.example.ca/')).toBe('https://www.example.ca')
  expect(resolveSiteUrl('', 'https://www.example.ca')).toBe('https://www.example.ca')
  expect(resolveSiteUrl('https://coaching.example.org/', 'https://www.example.ca')).toBe('https://coaching.example.org')
})
