import { business } from '~/content'
import { sitemapXml } from '~/lib/discovery'

export const GET = () => new Response(sitemapXml(business.siteUrl))
