/** not-found.json: the not-found page's words. */
import { editor } from './editor-meta.ts'
import { group, line, paragraph } from './fields.ts'
import { pageMeta } from './page-parts.ts'

export const notFoundSchema = editor(
  group({
    meta: pageMeta,
    code: line('Error code line'),
    title: line('Title'),
    body: paragraph('Text'),
    homeLink: line('Link home'),
    /** Logged with `console.error`, followed by the path the visitor asked for. */
    consoleMessage: line('Message for developers (browser console)'),
  }),
  { label: 'Page not found' },
)
