/** English: copy shared by every page: header, footer, menu, app-store badges. */
import type { AppStoreButtonsContent, CommonContent } from '../types'

export const common = {
  skipLink: 'Skip to main content',
  siteTagline: 'Personal coaching for lasting health',
  mainNavLabel: 'Main',
  footerNavLabel: 'Quick links',
  socialNavLabel: 'Social media',
  menuLabel: 'Menu',
  theme: { toggle: 'Dark theme' },
  languageSwitch: { label: 'Français' },
  pages: {
    home: 'Home',
    about: 'About',
    services: 'Services',
    mobileApp: 'Mobile App',
    contact: 'Contact Us',
  },
  getStarted: { label: 'Get Started' },
  footer: {
    description:
      'Certified coaches and registered dietitians helping you lose weight, eat well and keep the results, one realistic step at a time.',
    contactTitle: 'Contact',
    quickLinksTitle: 'Quick links',
    followTitle: 'Follow us',
    copyright: '© {year} {name}. All rights reserved.',
  },
  contactLabels: { address: 'Address', phone: 'Phone', email: 'E-mail' },
  comingSoon: 'Coming soon',
  notifications: { regionLabel: 'Notifications', dismissLabel: 'Dismiss notification' },
} satisfies CommonContent

export const appStores = {
  googlePlay: { caption: 'Get it on', label: 'Google Play' },
  appStore: { caption: 'Download on the', label: 'App Store' },
} satisfies AppStoreButtonsContent
