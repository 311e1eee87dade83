/** The not-found page logs the path the visitor asked for (docs/product.md, "Error catalogue"). */
import { notFound } from '~/content/en/not-found'

console.error(notFound.consoleMessage, window.location.pathname)
