import { getContent } from '~/content'
import { defaultLocale } from '~/content/pages'
import { robotsTxt } from '~/lib/discovery'

export const GET = () => new Response(robotsTxt(getContent(defaultLocale).facts.machine.siteUrl))
