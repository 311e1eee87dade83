import { business } from '~/content/business'
import type { PageMetaContent } from '~/content/types'

/** The <title> and description of a page, from the same content slice as its <h1>. */
export function pageMeta(meta: PageMetaContent, options: { isHome?: boolean } = {}) {
  const title = options.isHome ? meta.title : `${meta.title} | ${business.name}`
  return [{ title }, { name: 'description', content: meta.description }]
}
