/**
 * Work the page does not need to be drawn or to answer (fetching the brand font for the next
 * pages, adding the speculation rules) waits until the page has loaded and the browser is idle,
 * and each piece runs in a task of its own: the load event runs all its listeners in one task,
 * which with both of them in it took up to 36 ms on a slowed phone (4x CPU)
 * (docs/decisions/2026-11-25-usable-when-it-paints.md). Safari has no requestIdleCallback; a
 * timeout there still gives each piece its own task.
 */
export function afterLoadWhenIdle(work: () => void) {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => work())
    else setTimeout(work, 0)
  }
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}
