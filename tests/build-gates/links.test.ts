import { LinkChecker } from 'linkinator'
import { expect, test } from 'vitest'

import { builtPages, firstViewAssets } from '../../scripts/route-assets.mjs'
import { testPorts } from '../../scripts/test-ports.mjs'
import { serveSiteDuringTests } from './site-server'

// The links are checked as a visitor follows them: through `npm start`'s server, clean URLs and all.
const origin = serveSiteDuringTests(testPorts.links)

const isOtherOrigin = (link: string) =>
  /^(mailto|tel):/.test(link) || (/^https?:/.test(link) && !link.startsWith(origin))

test('no internal link, fragment or asset reference of the pages is broken', async () => {
  const result = await new LinkChecker().check({
    path: `${origin}/`,
    recurse: true,
    checkFragments: true,
    // Other origins (the social profiles) are the owner's placeholders, and this machine is offline.
    linksToSkip: async (link) => isOtherOrigin(link),
  })
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`)
  expect(broken).toEqual([])

  // The crawl really reached every page.
  const checked = result.links.filter((link) => link.state === 'OK').map((link) => new URL(link.url).pathname)
  for (const page of ['/about', '/services', '/mobile-app', '/contact']) expect(checked).toContain(page)
})

// An island names its modules in attributes, which a crawler does not read; and the not-found
// page is only ever served with status 404, which a crawler does not follow.
test.each(builtPages() as [string, string][])('every file %s loads on first view exists', async (_page, file) => {
  const { scripts, styles, fonts, others } = firstViewAssets(file)
  const references = [...scripts, ...styles, ...fonts, ...others]
  expect(fonts.length + others.length).toBeGreaterThan(0)
  const failures: string[] = []
  for (const reference of references) {
    const response = await fetch(origin + reference)
    if (response.status !== 200) failures.push(`${response.status} ${reference}`)
  }
  expect(failures).toEqual([])
})
