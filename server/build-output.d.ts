/*
 * What the build writes to build/for-hosts (scripts/build-steps/), as the Netlify Functions
 * import it (server/hosts/netlify): TypeScript reads these only before a build, when the files
 * are not there yet; after one, it reads the files themselves.
 */
declare module '*/build/for-hosts/contact-endpoint.json' {
  const settings: unknown
  export default settings
}

declare module '*/build/for-hosts/contact-pages.json' {
  const pages: unknown
  export default pages
}
