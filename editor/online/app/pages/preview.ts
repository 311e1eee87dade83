/**
 * GET /preview?page=/about&branch=draft/new-phone: the editor's preview links
 * (editor/online/settings.ts, previewLink) lead here, and the owner is sent on to that page of
 * the draft's preview on the host (EDITOR_PREVIEW_URL). A link that names no draft says so.
 */
import type { APIRoute } from 'astro'

import { previewAddress } from '../../settings.ts'

export const prerender = false

export const GET: APIRoute = ({ url }) => {
  const template = import.meta.env.EDITOR_PREVIEW_URL
  const address =
    template && previewAddress(template, url.searchParams.get('branch') ?? '', url.searchParams.get('page') ?? '/')
  if (!address) {
    return new Response(
      'No preview here: only a draft (a branch whose name starts with "draft/") has a preview. The published site shows what is published.\n',
      { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
    )
  }
  return new Response(null, { status: 302, headers: { Location: address } })
}
