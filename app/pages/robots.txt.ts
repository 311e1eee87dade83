import { business } from '~/content'
import { robotsTxt } from '~/lib/discovery'

export const GET = () => new Response(robotsTxt(business.siteUrl))
