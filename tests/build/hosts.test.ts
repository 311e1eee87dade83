/** The host configs the project ships name every language's not-found page. */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from 'vitest'

import { notFoundPages, rootDir } from '../../scripts/site-files.mjs'

const otherLanguages = (notFoundPages as { prefix: string; urlPath: string }[]).filter(({ prefix }) => prefix !== '/')

test('Netlify serves each language’s not-found page, status 404, under that language’s paths', () => {
  const netlify = readFileSync(path.join(rootDir, 'netlify.toml'), 'utf8')
  const rules = netlify
    .split('[[redirects]]')
    .slice(1)
    .map((block) => Object.fromEntries([...block.matchAll(/^\s*(\w+) = "?([^"\n]*)"?$/gm)].map(([, key, value]) => [key, value])))
  expect(otherLanguages.length).toBeGreaterThan(0)
  for (const { prefix, urlPath } of otherLanguages) {
    expect(rules).toContainEqual({ from: `${prefix}*`, to: urlPath, status: '404' })
  }
  expect(netlify).toContain('publish = "build/client"')
})

test('nginx maps each language’s paths to its not-found page', () => {
  const nginx = readFileSync(path.join(rootDir, 'deploy/nginx/site.conf'), 'utf8')
  for (const { prefix, urlPath } of otherLanguages) expect(nginx).toContain(`~^${prefix} ${urlPath};`)
  expect(nginx).toContain('error_page 404 $thrive_not_found_page;')
})
