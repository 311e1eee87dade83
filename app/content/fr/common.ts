/** Français : textes communs à toutes les pages (en-tête, pied de page, menu, badges des boutiques). */
import type { AppStoreButtonsContent, CommonContent } from '../types'

export const common = {
  skipLink: 'Aller au contenu principal',
  siteTagline: 'Un accompagnement personnel pour une santé durable',
  mainNavLabel: 'Navigation principale',
  footerNavLabel: 'Liens rapides',
  socialNavLabel: 'Réseaux sociaux',
  menuLabel: 'Menu',
  theme: { toggle: 'Thème sombre' },
  languageSwitch: { label: 'English' },
  pages: {
    home: 'Accueil',
    about: 'À propos',
    services: 'Services',
    mobileApp: 'Application mobile',
    contact: 'Nous joindre',
  },
  getStarted: { label: 'Commencer' },
  footer: {
    description:
      'Des coachs certifiés et des diététistes agréés qui vous aident à perdre du poids, à mieux manger et à garder vos résultats, une étape réaliste à la fois.',
    contactTitle: 'Coordonnées',
    quickLinksTitle: 'Liens rapides',
    followTitle: 'Suivez-nous',
    copyright: '© {year} {name}. Tous droits réservés.',
  },
  contactLabels: { address: 'Adresse', phone: 'Téléphone', email: 'Courriel' },
  comingSoon: 'Bientôt disponible',
  notifications: { regionLabel: 'Notifications', dismissLabel: 'Fermer la notification' },
} satisfies CommonContent

export const appStores = {
  googlePlay: { caption: 'Disponible sur', label: 'Google Play' },
  appStore: { caption: 'Télécharger dans l’', label: 'App Store' },
} satisfies AppStoreButtonsContent
