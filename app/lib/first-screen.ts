/**
 * The end of a page's first screen. The layout's head holds rendering until the element with
 * this id has been parsed (`<link rel="expect" blocking="render">` in app/layouts/base.astro):
 * the header and the page's hero are painted whole in the first frame, and that frame does not
 * wait for the rest of the page to be parsed. (An id unblocks rendering at its start tag, so the
 * marker sits after the hero, not on it.)
 */
export const firstScreenEndId = 'first-screen-end'
