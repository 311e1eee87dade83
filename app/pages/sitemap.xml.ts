import { getContent } from '~/content'
import { defaultLocale } from '~/content/pages'
import { sitemapXml } from '~/lib/discovery'

export const GET = () => new Response(sitemapXml(getContent(defaultLocale).facts.machine.siteUrl))
