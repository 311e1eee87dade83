/** Français : la page introuvable, proposée en second sur la page 404 (qui reste en anglais). */
import type { NotFoundContent } from '../types'

export const notFound = {
  meta: {
    title: 'Page introuvable',
    description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
  code: '404',
  title: 'Oups ! Page introuvable',
  body: 'La page que vous cherchez n’existe pas ou a peut-être été déplacée. Essayez l’un des liens ci-dessus ou revenez à l’accueil.',
  homeLink: 'Retour à l’accueil',
  consoleMessage: 'Erreur 404 : tentative d’accès à une page inexistante :',
} satisfies NotFoundContent
