/** Français : la page Application mobile. */
import type { MobileAppContent } from '../types'

export const mobileApp = {
  meta: {
    title: 'L’application Thrive : suivi des repas et du poids, bientôt disponible',
    description:
      'Suivi quotidien des repas, courbe de poids, conseils, rappels, entraide et objectifs. Inscrivez-vous à la liste d’attente de l’application Thrive.',
  },
  hero: {
    eyebrow: 'Application mobile',
    comingSoon: 'Bientôt disponible',
    title: 'Votre coaching, avec vous toute la journée',
    intro:
      'L’application Thrive met votre plan, vos progrès et votre coach dans votre téléphone. Un groupe de clients la teste en ce moment, et elle arrivera bientôt sur Android et iPhone.',
  },
  features: {
    eyebrow: 'Fonctionnalités',
    title: 'Tout ce qu’il faut entre deux séances',
    items: [
      {
        icon: 'utensils-crossed',
        title: 'Suivi quotidien des repas',
        description:
          'Photographiez ou notez chaque repas en quelques secondes et recevez les commentaires bienveillants de votre coach.',
      },
      {
        icon: 'scale',
        title: 'Suivi du poids',
        description:
          'Notez votre poids et vos mensurations, et voyez la tendance plutôt que les variations d’un jour à l’autre.',
      },
      {
        icon: 'lightbulb',
        title: 'Le conseil du jour',
        description: 'Chaque matin, une idée courte et pratique de nos diététistes et de nos coachs.',
      },
      {
        icon: 'bell',
        title: 'Rappels intelligents',
        description:
          'Des rappels pour l’eau, les repas et les suivis, qui apprennent votre routine et se taisent la nuit.',
      },
      {
        icon: 'users',
        title: 'Entraide',
        description:
          'Partagez vos réussites et vos recettes avec d’autres clients, dans des groupes modérés et bienveillants.',
      },
      {
        icon: 'goal',
        title: 'Objectifs',
        description: 'Fixez vos objectifs de la semaine avec votre coach et cochez-les au fil des jours.',
      },
    ],
  },
  screenshots: {
    eyebrow: 'Un premier aperçu',
    title: 'Pensée pour prendre des secondes, pas des minutes',
    intro: 'Aperçus de l’application en phase de test. Les écrans peuvent changer d’ici le lancement.',
    screens: [
      { title: 'Aujourd’hui', caption: 'Vos repas, votre eau et vos objectifs du jour en un coup d’œil.' },
      { title: 'Progrès', caption: 'La tendance de votre poids et vos étapes franchies au fil du temps.' },
      { title: 'Coach', caption: 'Les messages et les commentaires hebdomadaires de votre coach.' },
    ],
  },
  testimonials: {
    eyebrow: 'Nos testeurs',
    title: 'Ce qu’en disent les premiers utilisateurs',
    items: [
      {
        quote:
          'Noter un repas me prend dix secondes, et ma coach me répond vraiment. J’ai tout noté chaque jour pendant deux mois, ce que je n’avais jamais réussi avec un carnet.',
        name: 'Sophie L.',
        detail: 'Testeuse depuis le printemps',
      },
      {
        quote:
          'Voir la tendance de la semaine plutôt que le chiffre du jour m’a évité de paniquer après un gros souper. Les rappels aident sans jamais agacer.',
        name: 'Daniel K.',
        detail: 'Testeur et membre d’un programme de groupe',
      },
    ],
  },
  waitlist: {
    title: 'Soyez parmi les premiers à l’essayer',
    intro:
      'Inscrivez-vous à la liste d’attente et nous vous écrirons le jour où l’application arrivera dans votre boutique.',
    buttonLabel: 'Rejoindre la liste d’attente',
    emailSubject: 'Veuillez m’inscrire à la liste d’attente de l’application Thrive',
    note: 'Le bouton ouvre un courriel à notre intention. Nous n’utilisons votre adresse que pour vous annoncer le lancement.',
  },
} satisfies MobileAppContent
