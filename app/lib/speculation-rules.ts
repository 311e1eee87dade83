/**
 * Speculation rules (https://developer.chrome.com/docs/web-platform/prerender-pages): a link to
 * another page of the site is prerendered while the visitor hovers it or presses on it, so the
 * next page shows at once. Browsers without them just navigate as usual. A page adds them once it
 * has loaded (app/browser-scripts/after-load.ts); the Content-Security-Policy allows them by hash.
 */
export const speculationRules = {
  prerender: [{ source: 'document', where: { href_matches: '/*' }, eagerness: 'moderate' }],
}
