/** Where the build puts the site, shared by the post-build step, the server and the tests. */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defaultLocale, localizedPaths, locales } from '../app/content/pages.ts'

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const clientDir = path.join(rootDir, 'build', 'client')
/**
 * Written by the post-build step once every check of the build has passed, removed when it
 * starts: `npm start` serves a build only if this is newer than every source.
 */
export const checksPassedFile = path.join(rootDir, 'build', 'checks-passed.txt')
/**
 * The .br and .gz copies of build/client's text files, under the same paths, which `npm start`
 * sends to browsers that accept them. Outside the site, so that no host serves them as files.
 */
export const precompressedDir = path.join(rootDir, 'build', 'precompressed')

/**
 * The not-found page of each language, and the paths it answers: every unknown path under a
 * language's home (`/fr/…`) gets that language's page (build/client/fr/404.html), every other
 * one the English build/client/404.html. Longest prefix first, so the first match is the one.
 */
export const notFoundPages = locales
  .map((locale) => {
    const home = localizedPaths[locale].home
    const prefix = locale === defaultLocale ? '/' : `${home}/`
    return { locale, prefix, urlPath: `${prefix}404.html`, file: path.join(clientDir, `${prefix.slice(1)}404.html`) }
  })
  .sort((a, b) => b.prefix.length - a.prefix.length)

/**
 * The file a page's URL path is built to, in build/client or another build's folder: each page
 * is one HTML file named after its path (astro.config.ts `build.format: 'file'`), `/` the
 * index.html.
 */
export const pageFileFor = (urlPath, siteDir = clientDir) =>
  path.join(siteDir, urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`)

/** The URL path of a page built to `file`, the inverse of pageFileFor. */
export const urlPathOfPageFile = (file, siteDir = clientDir) => {
  const relative = path.relative(siteDir, file).split(path.sep).join('/')
  return relative === 'index.html' ? '/' : `/${relative.replace(/\.html$/, '')}`
}

/** The not-found page for a path the site does not have. */
export const notFoundPageFor = (urlPath) => notFoundPages.find(({ prefix }) => urlPath.startsWith(prefix))

/** Written by the post-build step: the policy and headers every server sends. */
export const headersFile = path.join(rootDir, 'build', 'headers.json')

/** Written by the post-build step: each page's stylesheets before they were reduced to what it uses. */
export const fullStylesFile = path.join(rootDir, 'build', 'full-page-styles.json')

/**
 * Written by the post-build step from the owner's content: what the contact endpoint answers
 * (server/endpoint-settings.ts), for each host's adapter to read or bundle. Not build/server, the
 * name of Astro's own server output, which the public build must never have
 * (tests/build-gates/no-editor.test.ts).
 */
export const endpointSettingsFile = path.join(rootDir, 'build', 'for-hosts', 'contact-endpoint.json')

/**
 * The route the build adds for its own steps (scripts/build-steps/from-the-content.ts), and the
 * file Astro writes for it in the site, which the post-build step reads and deletes before
 * anything else looks at the site (tests/build-gates/no-editor.test.ts checks it is gone).
 */
export const buildStepsRoute = {
  pattern: '/build-steps-from-the-content.json',
  file: path.join(clientDir, 'build-steps-from-the-content.json'),
}

/** Written by the post-build step: each contact page and its headers, which a Netlify Function serves (server/hosts/netlify/contact-page.ts). */
export const contactPagesFile = path.join(rootDir, 'build', 'for-hosts', 'contact-pages.json')

/** Where `npm start` writes each message the contact form delivers, as an .eml file (ignored by git). */
export const outboxDir = path.join(rootDir, 'outbox')
