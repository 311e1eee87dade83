/** Every route path of the site, in one place: routes.ts, the prerender list, navs and tests read it. */

export const pageIds = ['home', 'about', 'services', 'mobileApp', 'contact'] as const
export type PageId = (typeof pageIds)[number]

export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  mobileApp: '/mobile-app',
  contact: '/contact',
} as const satisfies Record<PageId, string>

/**
 * The not-found page is prerendered once at this path; the post-build step moves it to
 * `404.html`, which the server answers for every unknown path with status 404.
 */
export const notFoundPrerenderPath = '/404'

export const prerenderPaths = [...pageIds.map((id) => paths[id]), notFoundPrerenderPath]

/** Where an action leads: a page of the site, any URL, or nowhere yet (an inert button). */
export function actionTarget(action: { page?: PageId; href?: string }): { to?: string; href?: string } {
  if (action.page) return { to: paths[action.page] }
  if (action.href) return { href: action.href }
  return {}
}
