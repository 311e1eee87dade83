/**
 * A Vite plugin for `npm run dev` and `npm run edit`: a page that opens, or reloads, while the
 * site cannot be built still shows why. Astro answers such a page with an empty error page and
 * sends the error over the dev server's socket 200 ms later; a page whose socket connects after
 * that (a slow first start, the preview reloading beside the editor) got nothing and stayed blank.
 * The last error is kept and sent to every page that connects, until a reload or an update
 * says the site builds again (docs/editing.md, "When something is wrong").
 */
export function replayDevErrors() {
  return {
    name: 'replay-dev-errors',
    apply: 'serve',
    configureServer(server) {
      const hot = server.environments.client.hot
      const send = hot.send.bind(hot)
      let lastError
      hot.send = (payload, ...rest) => {
        if (payload?.type === 'error') lastError = payload
        else if (payload?.type === 'full-reload' || payload?.type === 'update') lastError = undefined
        return send(payload, ...rest)
      }
      hot.on('vite:client:connect', (_data, client) => {
        // After Vite's own greeting, which the page's client waits for.
        if (lastError) setTimeout(() => lastError && client.send(lastError), 50)
      })
    },
  }
}
