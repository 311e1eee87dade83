import { firstScreenEndId } from '~/lib/first-screen'

/** Placed last in every page's hero: rendering may start once it is parsed (app/lib/first-screen.ts). */
export function FirstScreenEnd() {
  return <div id={firstScreenEndId} hidden />
}
