/**
 * Cloudflare Pages, on its own engine: `wrangler pages dev` (workerd) serves build/client with
 * its _headers as Pages does. Pages serves each not-found page's own file at its URL (/404,
 * /fr/404) with a 200, which no setting changes; nothing links there and the page is noindex.
 * What only a deployment shows: Cloudflare's edge in front (HTTP/2 and 3, its certificate).
 */
import { checkHost } from './host-checks'
import { startCloudflare } from './servers'

checkHost({
  name: 'Cloudflare Pages (wrangler pages dev)',
  start: startCloudflare,
  redirectsOtherForms: true,
  sendsSiteCacheControl: true,
  hidesNotFoundPages: false,
})
