/**
 * Each page's view, for the page entry (app/pages/[...path].astro), which renders every page the
 * same way. A view that holds the contact form names the heading that labels it (`formLabelledBy`):
 * the entry renders the island with its `client:` directive and hands it in as the view's `form`
 * slot, since a view cannot hydrate anything itself. A `Lead` is rendered before the view, on its
 * own: Astro writes an island's loader scripts just before the component that holds the island, so
 * what is above the form paints before they run (app/views/contact-view.tsx).
 */
import type { ComponentType, ReactNode } from 'react'

import type { PageId } from '~/content/pages'
import type { ShownSite } from '~/lib/photos'

import { AboutView } from './about-view'
import { AccessibilityView } from './accessibility-view'
import { ContactHero, ContactView, contactFormTitleId } from './contact-view'
import { HomeView } from './home-view'
import { MobileAppView } from './mobile-app-view'
import { PrivacyView } from './privacy-view'
import { ServicesView } from './services-view'

interface PageView {
  View: ComponentType<{ site: ShownSite; form?: ReactNode }>
  Lead?: ComponentType<{ site: ShownSite }>
  formLabelledBy?: string
}

export const pageViews: Record<PageId, PageView> = {
  home: { View: HomeView },
  about: { View: AboutView },
  services: { View: ServicesView },
  mobileApp: { View: MobileAppView },
  contact: { Lead: ContactHero, View: ContactView, formLabelledBy: contactFormTitleId },
  privacy: { View: PrivacyView },
  accessibility: { View: AccessibilityView },
}
