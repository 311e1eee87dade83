/** Where the build puts the site, shared by the post-build step, the server and the tests. */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const clientDir = path.join(rootDir, 'build', 'client')
export const notFoundFile = path.join(clientDir, '404.html')

/** Cache rules: hashed build assets never change; HTML must be revalidated on every visit. */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (pathname === '/' || pathname.endsWith('.html') || !path.extname(pathname)) return 'no-cache'
  return 'public, max-age=3600'
}
