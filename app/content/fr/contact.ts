/** Français : la page Nous joindre. */
import type { ContactContent } from '../types'

export const contact = {
  meta: {
    title: 'Nous joindre : réservez une consultation gratuite de 15 minutes',
    description:
      'Écrivez-nous, appelez-nous ou passez à notre bureau d’Ottawa. Nous répondons en moins de 24 heures, en français ou en anglais.',
  },
  hero: {
    eyebrow: 'Nous joindre',
    title: 'Parlons de vos objectifs',
    intro:
      'Écrivez-nous, appelez-nous ou passez au bureau. Nous répondons à chaque demande en moins de 24 heures, et votre première consultation de 15 minutes est offerte.',
  },
  form: {
    title: 'Écrivez-nous',
    intro: 'Tous les champs sont obligatoires.',
    nameLabel: 'Nom',
    emailLabel: 'Courriel',
    messageLabel: 'Message',
    submitLabel: 'Envoyer le message',
    noScriptNotice:
      'Ce formulaire a besoin de JavaScript, qui est désactivé dans votre navigateur. Écrivez-nous plutôt à',
    toast: {
      title: 'Message envoyé !',
      description: 'Merci de nous avoir écrit. Nous vous répondrons dans les 24 heures.',
    },
  },
  details: { title: 'Venez nous voir ou appelez-nous' },
  hours: {
    title: 'Heures d’ouverture',
    closedLabel: 'Fermé',
    dayNames: { mon: 'Lun.', tue: 'Mar.', wed: 'Mer.', thu: 'Jeu.', fri: 'Ven.', sat: 'Sam.', sun: 'Dim.' },
    rangeSeparator: '–',
  },
  map: { title: 'Nous trouver', caption: 'Plan de l’emplacement de notre bureau' },
  faq: {
    eyebrow: 'FAQ',
    title: 'Questions fréquentes',
    items: [
      {
        question: 'En combien de temps répondez-vous ?',
        answer:
          'Nous répondons à chaque message en moins de 24 heures, souvent bien plus vite pendant les heures d’ouverture.',
      },
      {
        question: 'La première consultation est-elle vraiment gratuite ?',
        answer:
          'Oui. Votre première consultation de 15 minutes est gratuite et sans engagement. Elle nous permet de comprendre vos objectifs et de vous proposer le bon service.',
      },
      {
        question: 'Proposez-vous des programmes de groupe ?',
        answer:
          'Oui. Nos programmes de groupe réunissent de huit à douze personnes aux objectifs semblables pour des séances hebdomadaires en direct, animées par un coach.',
      },
      {
        question: 'Dans quelles langues offrez-vous le coaching ?',
        answer: 'Nous offrons le coaching et le soutien en français et en anglais.',
      },
    ],
  },
} satisfies ContactContent
