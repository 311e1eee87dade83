/**
 * Prerendering on intent (app/lib/speculation-rules.ts), added once the page has loaded: the
 * browser matches the rules against every link on the page, work the first paint does not
 * need. The policy allows the rules by their hash (scripts/post-build.mjs).
 */
import { speculationRules } from '~/lib/speculation-rules'

addEventListener('load', () => {
  if (!HTMLScriptElement.supports?.('speculationrules')) return
  const rules = document.createElement('script')
  rules.type = 'speculationrules'
  rules.textContent = JSON.stringify(speculationRules)
  document.body.append(rules)
})
