/** Français : la page Services. */
import type { ServicesContent } from '../types'

export const services = {
  meta: {
    title: 'Services : coaching minceur, nutrition et planification des repas',
    description:
      'Coaching pour la perte de poids, conseils nutritionnels, planification des repas, suivi des progrès, soutien 24 h/24 et programmes de groupe. Découvrez notre démarche.',
  },
  hero: {
    eyebrow: 'Nos services',
    title: 'Un accompagnement pour chaque objectif, du premier pas au dernier',
    intro:
      'Choisissez le soutien dont vous avez besoin, ou combinez-les. Chaque service est offert par un coach qualifié ou un diététiste agréé, et adapté à vous.',
  },
  grid: {
    eyebrow: 'Ce que nous offrons',
    title: 'Six façons de vous aider',
    featuresLabel: 'Comprend',
    items: [
      {
        icon: 'scale',
        title: 'Coaching pour la perte de poids',
        description: 'Un plan personnel et un coach dédié pour perdre du poids à un rythme que vous pouvez tenir.',
        features: [
          'Plan de perte de poids personnalisé',
          'Séances individuelles chaque semaine',
          'Coaching des habitudes et de l’état d’esprit',
        ],
      },
      {
        icon: 'apple',
        title: 'Conseils nutritionnels',
        description: 'Des conseils clairs et pratiques de diététistes agréés sur quoi, quand et combien manger.',
        features: [
          'Bilan alimentaire complet',
          'Conseils en cas d’allergies et d’intolérances',
          'Lecture des étiquettes et gestion des portions',
        ],
      },
      {
        icon: 'utensils-crossed',
        title: 'Planification des repas',
        description:
          'Des menus hebdomadaires bâtis selon vos goûts, votre budget et le temps que vous avez pour cuisiner.',
        features: [
          'Menus personnalisés chaque semaine',
          'Listes d’épicerie prêtes à l’emploi',
          'Recettes rapides et familiales',
        ],
      },
      {
        icon: 'chart-line',
        title: 'Suivi des progrès',
        description: 'Des mesures et des bilans réguliers pour voir vos progrès et vous ajuster tôt.',
        features: [
          'Suivi du poids et des mensurations',
          'Rapport de progrès mensuel',
          'Révision du plan avec votre coach',
        ],
      },
      {
        icon: 'message-circle-heart',
        title: 'Soutien 24 h/24, 7 j/7',
        description: 'Les questions n’attendent pas les heures de bureau, nous non plus. L’aide est à un message près.',
        features: [
          'Messagerie à toute heure',
          'Réponses d’un coach qualifié',
          'Encouragements quand la motivation baisse',
        ],
      },
      {
        icon: 'users',
        title: 'Programmes de groupe',
        description: 'Des programmes en petits groupes qui ajoutent l’énergie d’une communauté à un coaching expert.',
        features: [
          'Groupes de huit à douze personnes',
          'Séances en direct chaque semaine',
          'Défis et recettes partagés',
        ],
      },
    ],
  },
  process: {
    eyebrow: 'Notre démarche',
    title: 'Quatre étapes vers un changement durable',
    stepLabel: 'Étape',
    steps: [
      {
        title: 'Évaluation',
        description:
          'Nous commençons par vos antécédents de santé, vos habitudes alimentaires, votre routine et vos objectifs, lors d’une première séance détendue.',
      },
      {
        title: 'Personnalisation',
        description:
          'Votre coach construit un plan autour des aliments que vous aimez et du temps dont vous disposez vraiment.',
      },
      {
        title: 'Mise en œuvre',
        description: 'Vous mettez le plan en pratique, avec un suivi chaque semaine et du soutien entre les séances.',
      },
      {
        title: 'Optimisation',
        description: 'Nous revoyons ensemble vos résultats et affinons le plan à mesure que vos objectifs évoluent.',
      },
    ],
  },
  results: {
    eyebrow: 'Résultats',
    title: 'Ce que nos clients accomplissent',
    intro: 'Chiffres tirés de nos sondages auprès des clients et de nos dossiers de programme.',
    items: [
      { stat: 'satisfaction', label: 'Satisfaction des clients' },
      { stat: 'goalAchievement', label: 'Objectifs atteints' },
      { stat: 'longTermSuccess', label: 'Réussite à long terme' },
      { stat: 'averageRating', label: 'Note moyenne' },
    ],
  },
  cta: {
    title: 'Prêt à commencer ?',
    intro:
      'Parlez-nous de vos objectifs et nous vous proposerons le bon service. Votre première consultation de 15 minutes est offerte.',
    primaryAction: { label: 'Commencer maintenant', page: 'contact' },
    secondaryAction: { label: 'Réserver une consultation', page: 'contact' },
  },
} satisfies ServicesContent
