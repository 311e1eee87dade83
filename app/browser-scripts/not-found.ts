/**
 * The not-found page logs the path the visitor asked for (docs/product.md, "Errors"), in the
 * page's language: the message is the page's own (app/views/not-found-view.tsx), so this script
 * carries no copy and is the same for every language.
 */
const message = document.querySelector<HTMLElement>('[data-not-found-message]')?.dataset.notFoundMessage

console.error(message, window.location.pathname)
