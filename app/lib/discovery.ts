/**
 * robots.txt, sitemap.xml and the web app manifest, written at build time (the endpoints in
 * app/pages/) from the route list and the business facts as the pages have them
 * (`SiteContent['facts']`): no hand-kept copies.
 */
import type { BusinessFacts } from '~/content/types'

import { defaultLocale, locales, pageIds, pathFor } from '~/content/pages'

/** Every page in every language, each listing all its language versions (and x-default). */
export function sitemapXml(siteUrl: string) {
  const urls = locales.flatMap((locale) =>
    pageIds.map((page) => {
      const alternates = [
        ...locales.map((other) => [other, pathFor(page, other)] as const),
        ['x-default', pathFor(page, defaultLocale)] as const,
      ].map(([hreflang, path]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${path}"/>`)
      return `  <url>\n    <loc>${siteUrl}${pathFor(page, locale)}</loc>\n${alternates.join('\n')}\n  </url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

export function robotsTxt(siteUrl: string) {
  return `User-agent: *
Allow: /

Sitemap: ${siteUrl}/sitemap.xml
`
}

/** `facts` are the default language's: one manifest serves both languages. */
export function webManifest(
  facts: Pick<BusinessFacts, 'name' | 'brand'>,
  { themeColor, backgroundColor }: { themeColor: string; backgroundColor: string },
) {
  return `${JSON.stringify(
    {
      name: facts.name,
      short_name: facts.brand.name,
      start_url: '/',
      display: 'browser',
      theme_color: themeColor,
      background_color: backgroundColor,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`
}
