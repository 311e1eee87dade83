/**
 * The end of a page's first screen: what a phone shows before any scrolling (the header, the
 * hero, and on the about page its mission statement). Each view marks it with FirstScreenEnd.
 * Every section after the marker but the first, and the footer, skip rendering until they come
 * near the viewport (`content-visibility: auto`, app/styles/app.css), so the first frame draws the
 * first screen, the section that meets it, and little more.
 * docs/decisions/2026-11-25-usable-when-it-paints.md measures it.
 */
export const firstScreenEndAttribute = 'data-first-screen-end'
/** Its id: the layout holds the first paint until the parser has reached it. */
export const firstScreenEndId = 'first-screen-end'
