import { robotsTxt } from '~/lib/discovery'
import { siteUrl } from '~/lib/site-url'

export const GET = () => new Response(robotsTxt(siteUrl))
