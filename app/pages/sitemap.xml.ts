import { sitemapXml } from '~/lib/discovery'
import { siteUrl } from '~/lib/site-url'

export const GET = () => new Response(sitemapXml(siteUrl))
