/**
 * `npm run launch-check [folder] [--today=YYYY-MM-DD]`: lists every stand-in still in the content
 * (app/content/stand-ins.ts) and exits 1 while any remain; with none left, says the site is ready
 * to go live. It checks the data files first, as the build does, and exits 2 with the build's
 * messages if they are broken. The folder defaults to app/content/data; the tests point it at a
 * copy. A page's date is judged against today in Ottawa, unless `--today` names the day (the tests).
 * Last, it names what each host needs for the contact form to deliver (scripts/host-readiness.mjs):
 * only the owner's host applies, so those lines inform and do not fail the check.
 * Runs on Node 24, which strips the types from the .ts modules it imports.
 */
import { hostReadiness } from './host-readiness.mjs'
import { rootDir } from './site-files.mjs'
import { findStandIns } from '../app/content/stand-ins.ts'
import { readContentFolder } from '../app/content/read-folder.ts'
import { ContentError, describeProblem, parseContentFiles } from '../app/content/validate.ts'

const options = process.argv.slice(2)
const folder = options.find((option) => !option.startsWith('--'))
const todayOption = options.find((option) => option.startsWith('--today='))?.slice('--today='.length)
if (todayOption !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(todayOption)) {
  console.error(`--today expects a day written YYYY-MM-DD, such as 2026-11-25; found "${todayOption}"`)
  process.exit(2)
}
// The calendar day where the business is (en-CA writes YYYY-MM-DD), whatever the machine's time zone.
const today = todayOption ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date())

let content
try {
  content = parseContentFiles(readContentFolder(folder))
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(2)
}

const standIns = findStandIns(content, { today })
if (standIns.length === 0) {
  console.log('Ready to go live: the content holds no stand-in (no sample, no example address or number).')
} else {
  console.log(
    `Not ready to go live: ${standIns.length} stand-in${standIns.length === 1 ? '' : 's'} still in the content.` +
      ' Replace each one (npm run edit, or the file named), then run npm run launch-check again:',
  )
  for (const standIn of standIns) console.log(`  - ${describeProblem(standIn)}`)
  process.exitCode = 1
}

// The contact form's delivery depends on the host too: what each one still needs.
console.log('\nFor the contact form to deliver, on your host (docs/deploying.md; only yours applies):')
for (const { host, missing, message } of hostReadiness(rootDir)) {
  console.log(`  - ${host}${missing ? ', not ready' : ''}: ${message}`)
}
