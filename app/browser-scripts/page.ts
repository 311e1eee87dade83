/**
 * Every page's scripts as one inline module (app/layouts/base.astro): each inline script costs
 * the browser a compile and a run of its own, on pages whose scripts all run before the first
 * paint once the page is parsed, and a hash of its own in the Content-Security-Policy, a header
 * every response carries within the first round trip (tests/build-gates/budgets.test.ts).
 */
import './theme-switching'
import './footer-year'
import './after-load'
