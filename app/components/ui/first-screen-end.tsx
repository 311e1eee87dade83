import { firstScreenEndAttribute, firstScreenEndId } from '~/lib/first-screen'

/** Placed where the page's first screen ends (app/lib/first-screen.ts). Renders nothing visible. */
export function FirstScreenEnd() {
  return <template id={firstScreenEndId} {...{ [firstScreenEndAttribute]: '' }} />
}
