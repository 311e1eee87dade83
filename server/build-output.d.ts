/*
 * What the build writes to build/server (scripts/post-build.mjs), as the Netlify Function
 * imports it (server/hosts/netlify): TypeScript reads these only before a build, when the files
 * are not there yet; after one, it reads the files themselves.
 */
declare module '*/build/server/contact-endpoint.json' {
  const settings: unknown
  export default settings
}
