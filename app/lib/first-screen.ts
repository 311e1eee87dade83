/**
 * The end of a page's first screen: what a phone shows before any scrolling (the header, the
 * hero, and on the about page its mission statement). Each view marks it with FirstScreenEnd;
 * the post-build step (scripts/page-css.mjs) inlines only the rules the page uses above the
 * marker and puts the page's whole stylesheet, linked, in its place. The parser waits there for
 * that stylesheet, so the first frame holds the first screen only; what follows, styled by then,
 * is drawn next, and the sections and footer below the viewport skip rendering until they come
 * near it (app/styles/app.css). docs/decisions/2026-11-23-bench-against-control.md measures it.
 */
export const firstScreenEndAttribute = 'data-first-screen-end'
