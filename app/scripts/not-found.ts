/** The not-found page logs the path the visitor asked for (docs/product.md, "Error catalogue"). */
import { consoleMessage } from '~/content/data/not-found.json'

console.error(consoleMessage.en, window.location.pathname)
