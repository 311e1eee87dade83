// @vitest-environment node
import { expect, test } from 'vitest'

import { notFoundPages } from '../site-files.mjs'
import { checkNotFoundPages } from './not-found-pages.mjs'

const files = notFoundPages.map(({ file }) => file)

test("the build goes on when every language's not-found page was built", () => {
  expect(() => checkNotFoundPages(['/elsewhere/index.html', ...files])).not.toThrow()
})

test('the build stops on a missing not-found page, naming its file and the entry that makes it', () => {
  const french = notFoundPages.find(({ locale }) => locale === 'fr')
  expect(() => checkNotFoundPages(files.filter((file) => file !== french?.file))).toThrow(
    'post-build: fr/404.html is missing (app/pages/<locale>/404.astro)',
  )
})
