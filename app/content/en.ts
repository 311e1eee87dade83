/**
 * The whole English site, assembled from one module per page. `satisfies SiteContent` keeps
 * every key required.
 */
import type { SiteContent } from './types'
import { about } from './en/about'
import { appStores, common } from './en/common'
import { contact } from './en/contact'
import { home } from './en/home'
import { mobileApp } from './en/mobile-app'
import { notFound } from './en/not-found'
import { services } from './en/services'

export const en = {
  locale: 'en',
  common,
  appStores,
  home,
  about,
  services,
  mobileApp,
  contact,
  notFound,
} satisfies SiteContent
