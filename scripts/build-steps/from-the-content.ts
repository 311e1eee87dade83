/**
 * What the build's own steps (scripts/post-build.mjs) take from the owner's content, rendered by
 * Astro as one more prerendered route from the content the pages read (app/content/index.ts), so
 * that a build parses each data file and writes out each fact once: the contact endpoint's
 * settings, and each page's longest texts, which the build names if a page grows too long to
 * arrive in the first round trip. post-build.mjs adds this route to `astro build` only, and reads
 * and deletes its file before anything else looks at the site.
 */
import type { APIRoute } from 'astro'

import { endpointPolicy, securityHeaders } from '../security-headers.mjs'
import { getContent, getContentData } from '../../app/content/index.ts'
import { longestTextsOfEveryPage } from '../../app/content/page-texts.ts'
import { locales } from '../../app/content/pages.ts'
import { endpointSettingsFrom } from '../../server/endpoint-settings.ts'

export const prerender = true

export const GET: APIRoute = () => {
  const content = Object.fromEntries(locales.map((locale) => [locale, getContent(locale)]))
  return Response.json({
    endpointSettings: endpointSettingsFrom(
      content as Parameters<typeof endpointSettingsFrom>[0],
      securityHeaders(endpointPolicy),
    ),
    longestTexts: longestTextsOfEveryPage(getContentData()),
  })
}
