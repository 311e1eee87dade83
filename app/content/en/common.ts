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
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
  },
  comingSoon: 'Coming soon',
  notifications: { regionLabel: 'Notifications', dismissLabel: 'Dismiss notification' },
  error: {
    title: 'Something went wrong',
    body: 'Sorry, this page could not be shown. Please reload it, or try again in a moment.',
  },
} satisfies CommonContent

export const appStores = {
  googlePlay: { caption: 'Get it on', label: 'Google Play' },
  appStore: { caption: 'Download on the', label: 'App Store' },
} satisfies AppStoreButtonsContent
