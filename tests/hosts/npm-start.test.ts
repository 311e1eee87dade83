/** `npm start`'s server (scripts/site-server.mjs), which the browser tests and the bench use. */
import { checkHost } from './host-checks'
import { startNpmStart } from './servers'

checkHost({
  name: 'npm start',
  start: startNpmStart,
  redirectsOtherForms: true,
  sendsSiteCacheControl: true,
  hidesNotFoundPages: true,
})
