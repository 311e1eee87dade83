/** Français : la page À propos. */
import type { AboutContent } from '../types'

export const about = {
  meta: {
    title: 'À propos : notre mission, notre histoire et notre équipe',
    description:
      'Découvrez les coachs certifiés et les diététistes agréés de {name}, et pourquoi nous accompagnons nos clients ainsi.',
  },
  hero: {
    eyebrow: 'À propos',
    title: 'Une vie plus saine grâce à un accompagnement humain et constant',
    intro:
      'Nous avons fondé Thrive parce que trop de gens se voyaient vendre des solutions miracles. Nos clients méritent un plan qui respecte leur temps, leur culture et leur appétit.',
  },
  mission: {
    eyebrow: 'Notre mission',
    title: 'Ce qui nous anime',
    statement:
      'Aider chaque client à bâtir une relation saine avec l’alimentation et à se sentir bien dans son corps, grâce à un coaching personnel fondé sur des données probantes, bienveillant et fait pour durer.',
  },
  story: {
    eyebrow: 'Notre histoire',
    title: 'D’une table de cuisine à une équipe de cinquante personnes',
    paragraphs: [
      'Thrive est né d’une diététiste, d’un carnet et de quelques clients réunis autour d’une table de cuisine à Ottawa. L’approche était simple : écouter d’abord, changer une habitude à la fois et faire le point chaque semaine.',
      'Le bouche-à-oreille a fait le reste. Les clients ont amené leur conjoint, leurs parents et leurs collègues, et le cabinet est devenu une équipe de coachs certifiés, de diététistes agréés et de spécialistes de l’activité physique, au service de clients francophones et anglophones.',
      'Nous avons grandi, mais l’esprit de la table de cuisine est resté. Chaque client a toujours un coach qui connaît son nom, ses objectifs et ce qu’il a mangé au déjeuner.',
    ],
  },
  values: {
    eyebrow: 'Ce qui nous guide',
    title: 'Nos valeurs',
    items: [
      {
        icon: 'heart-handshake',
        title: 'La bienveillance d’abord',
        description: 'Ni jugement ni sermon. Un écart est une information, pas un échec.',
      },
      {
        icon: 'clipboard-list',
        title: 'La science plutôt que la mode',
        description: 'Nos conseils suivent la recherche actuelle en nutrition, pas le régime du mois.',
      },
      {
        icon: 'users',
        title: 'Un coach, une relation',
        description: 'Vous travaillez avec le même coach du début à la fin, sans jamais repartir de zéro.',
      },
    ],
  },
  team: {
    eyebrow: 'Notre équipe',
    title: 'Les personnes qui vous accompagneront',
    intro: 'Quelques-uns des coachs et diététistes avec qui vous pourriez travailler.',
    members: [
      {
        name: 'Amélie Tremblay',
        role: 'Fondatrice et diététiste agréée',
        bio: 'Depuis quinze ans, Amélie aide les gens à bien manger sans renoncer aux plats qu’ils aiment. Elle dirige notre programme de nutrition.',
      },
      {
        name: 'Marcus Owusu',
        role: 'Responsable du coaching',
        bio: 'Coach en santé certifié et ancien entraîneur d’athlétisme, Marcus conçoit les suivis hebdomadaires qui aident nos clients à garder le cap.',
      },
      {
        name: 'Priya Raman',
        role: 'Spécialiste de la planification des repas',
        bio: 'Priya transforme les objectifs nutritionnels en listes d’épicerie et en recettes adaptées aux familles occupées, quel que soit le budget.',
      },
    ],
  },
} satisfies AboutContent
