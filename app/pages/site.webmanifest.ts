import { getContent } from '~/content'
import { defaultLocale } from '~/content/pages'
import { webManifest } from '~/lib/discovery'
import { themeColors } from '~/lib/theme'

export const GET = () =>
  new Response(
    webManifest(getContent(defaultLocale).facts, {
      themeColor: themeColors.light,
      backgroundColor: themeColors.light,
    }),
  )
