import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'

import fontUrl from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url'

import type { Route } from './+types/root'
import { SiteFooter } from './components/layout/site-footer'
import { SiteHeader } from './components/layout/site-header'
import { SkipLink } from './components/layout/skip-link'
import { useCommonContent } from './content'
import { themeColors, themeScript } from './lib/theme'
import appCss from './styles/app.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // The stylesheet itself is inlined below.
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const content = useCommonContent()
  return (
    // The head script sets `data-theme` and the `js` class before React hydrates.
    <html lang={content.locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={themeColors.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeColors.dark} />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links />
        <SiteStylesheet />
        {/* No frame before the header is complete: when parsing paused inside it, the first
            frame showed the right-hand buttons in part and the rest then shifted them. */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body>
        <SkipLink label={content.common.skipLink} />
        <div className="flex min-h-dvh flex-col">
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
        </div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/**
 * The whole stylesheet (7 KB gzip) is inlined into every page by the post-build step, which
 * fills this element from the file `href` names: the first paint then waits for no second
 * request. Hydration does not compare `dangerouslySetInnerHTML`, so React keeps what the
 * post-build step wrote. The dev server has no post-build step, so it links the file.
 */
function SiteStylesheet() {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={appCss} />
  return <style data-href={appCss} dangerouslySetInnerHTML={{ __html: '' }} />
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { common } = useCommonContent()
  // Unexpected: every URL matches a route, and the not-found page is one of them.
  console.error(error)
  return (
    <div className="mx-auto max-w-2xl px-5 py-24">
      <h1 className="text-title font-bold">{common.error.title}</h1>
      <p className="mt-4 text-muted-foreground">{common.error.body}</p>
    </div>
  )
}
