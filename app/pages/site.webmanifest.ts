import { business } from '~/content'
import { webManifest } from '~/lib/discovery'
import { themeColors } from '~/lib/theme'

export const GET = () =>
  new Response(webManifest(business, { themeColor: themeColors.light, backgroundColor: themeColors.light }))
