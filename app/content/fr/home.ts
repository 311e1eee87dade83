/** Français : la page d’accueil. */
import type { HomeContent } from '../types'

export const home = {
  meta: {
    title: '{name} : coaching en gestion du poids et en nutrition',
    description:
      'Un accompagnement individuel en gestion du poids, nutrition, planification des repas et suivi des progrès, par des coachs certifiés et des diététistes agréés.',
  },
  hero: {
    badgeLabel: 'clients satisfaits',
    title: 'Se sentir bien dans son corps, une habitude réaliste à la fois',
    intro:
      'Un coaching personnel en gestion du poids, en nutrition et en planification des repas, construit autour de vos goûts, de votre horaire et de vos objectifs. Pas de régime miracle, pas de culpabilité : des progrès réguliers que vous pouvez garder.',
    primaryAction: { label: 'Commencer mon parcours' },
    secondaryAction: { label: 'En savoir plus' },
    highlights: [
      'Première consultation de 15 minutes offerte',
      'Des plans bâtis autour des aliments que vous aimez',
      'Accompagnement en français et en anglais',
    ],
  },
  about: {
    eyebrow: 'Qui sommes-nous',
    title: 'Un coaching qui s’adapte à la vraie vie',
    paragraphs: [
      'Nous sommes une équipe de coachs en santé certifiés et de diététistes agréés convaincus qu’un changement durable naît de petits pas réguliers, et non de la seule volonté.',
      'Chaque programme commence par une conversation sur votre façon de manger, de dormir, de travailler et de bouger. Nous bâtissons ensuite un plan que vous pouvez vraiment suivre, et nous l’ajustons avec vous chaque semaine.',
    ],
    items: [
      { stat: 'yearsExperience', label: 'Années d’expérience' },
      { stat: 'successRate', label: 'Taux de réussite' },
      { stat: 'support', label: 'Soutien' },
      { stat: 'experts', label: 'Experts' },
    ],
  },
  whyChoose: {
    eyebrow: 'Pourquoi nous choisir',
    title: 'Un soutien à chaque étape du parcours',
    intro: 'Trois choses qui, selon nos clients, font toute la différence.',
    items: [
      {
        icon: 'scale',
        title: 'Gestion du poids',
        description:
          'Un rythme régulier et durable, des cibles fixées ensemble, revues chaque semaine et ajustées quand la vie s’en mêle.',
      },
      {
        icon: 'salad',
        title: 'Soutien nutritionnel',
        description:
          'Les conseils de diététistes agréés sur les repas équilibrés, les portions et les fringales, sans aliment interdit.',
      },
      {
        icon: 'trending-up',
        title: 'Résultats à long terme',
        description:
          'Des habitudes qui restent après le programme, avec des suivis de maintien pour conserver les progrès accomplis.',
      },
    ],
  },
  appTeaser: {
    eyebrow: 'Application mobile',
    title: 'Votre coach dans la poche',
    comingSoon: 'Bientôt disponible !',
    body: 'Notez vos repas, suivez votre poids et écrivez à votre coach depuis votre téléphone. L’application Thrive est en phase de test et arrivera bientôt sur Android et iPhone.',
    learnMore: { label: 'Découvrir l’application', page: 'mobileApp' },
    previewTitle: 'Aujourd’hui',
  },
} satisfies HomeContent
