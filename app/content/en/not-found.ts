/** English: copy of the not-found page. */
import type { NotFoundContent } from '../types'

export const notFound = {
  meta: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
  },
  code: '404',
  title: 'Oops! Page not found',
  body: 'The page you are looking for does not exist or may have moved. Try one of the links above, or head back to the home page.',
  homeLink: 'Return to Home',
  consoleMessage: '404 Error: User attempted to access non-existent route:',
} satisfies NotFoundContent
