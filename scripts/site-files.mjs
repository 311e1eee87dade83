/** Where the build puts the site, shared by the post-build step, the server and the tests. */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const clientDir = path.join(rootDir, 'build', 'client')
export const notFoundFile = path.join(clientDir, '404.html')

/** Written by the post-build step: the policy and headers every server sends. */
export const headersFile = path.join(rootDir, 'build', 'headers.json')

/** Written by the post-build step: each page's stylesheets before they were reduced to what it uses. */
export const fullStylesFile = path.join(rootDir, 'build', 'full-page-styles.json')
