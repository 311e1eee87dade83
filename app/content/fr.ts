/**
 * The whole French site, assembled from one module per page. `satisfies SiteContent` makes a
 * missing translation a type error.
 */
import { about } from './fr/about'
import { appStores, common } from './fr/common'
import { contact } from './fr/contact'
import { home } from './fr/home'
import { mobileApp } from './fr/mobile-app'
import { notFound } from './fr/not-found'
import { services } from './fr/services'
import type { SiteContent } from './types'

export const fr = {
  locale: 'fr',
  common,
  appStores,
  home,
  about,
  services,
  mobileApp,
  contact,
  notFound,
} satisfies SiteContent
