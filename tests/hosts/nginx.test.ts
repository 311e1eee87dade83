/**
 * The shipped nginx config (deploy/nginx/site.conf) on Debian's nginx, as deployed but over
 * plain HTTP on a loopback port (scripts/nginx.mjs). The HTTPS server block and its redirect
 * from port 80 are run by `npm run bench`, for the Observatory.
 */
import { expect, test } from 'vitest'

import { cacheRules } from '../../scripts/security-headers.mjs'
import { checkHost } from './host-checks'
import { startNginx } from './servers'

checkHost(
  {
    name: 'nginx',
    start: startNginx,
    redirectsOtherForms: true,
    sendsSiteCacheControl: true,
    hidesNotFoundPages: true,
  },
  (get) => {
    test('named files are cached for an hour, with their types', async () => {
      const icons = await get('/icons.svg')
      expect(icons.headers.get('cache-control')).toBe(cacheRules.static)
      expect(icons.headers.get('content-type')).toBe('image/svg+xml')
      const manifest = await get('/site.webmanifest')
      expect(manifest.headers.get('cache-control')).toBe(cacheRules.static)
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json')
    })

    test('text is sent compressed to browsers that accept it, and plain to those that do not', async () => {
      const compressed = await get('/services', { 'Accept-Encoding': 'gzip' })
      expect(compressed.headers.get('content-encoding')).toBe('gzip')
      expect(compressed.headers.get('vary')).toContain('Accept-Encoding')
      const plain = await get('/services', { 'Accept-Encoding': 'identity' })
      expect(plain.headers.get('content-encoding')).toBeNull()
      const notFound = await get('/missing', { 'Accept-Encoding': 'gzip' })
      expect(notFound.headers.get('content-encoding')).toBe('gzip')
    })
  },
)
