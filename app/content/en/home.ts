/** English: copy of the home page. */
import type { HomeContent } from '../types'

export const home = {
  meta: {
    title: '{name}: weight management and nutrition coaching',
    description:
      'One-to-one coaching for weight management, nutrition, meal planning and progress tracking, from certified coaches and registered dietitians.',
  },
  hero: {
    badgeLabel: 'Happy Users',
    title: 'Feel better in your body, one realistic habit at a time',
    intro:
      'Personal coaching for weight management, nutrition and meal planning, built around your food, your schedule and your goals. No crash diets, no guilt: just steady progress you can keep.',
    primaryAction: { label: 'Start Your Journey' },
    secondaryAction: { label: 'Learn More' },
    highlights: ['Free 15-minute consultation', 'Plans built around foods you enjoy', 'Coaching in English and French'],
  },
  about: {
    eyebrow: 'About us',
    title: 'Coaching that fits real life',
    paragraphs: [
      'We are a team of certified health coaches and registered dietitians who believe lasting change comes from small, consistent steps, not from willpower alone.',
      'Every plan starts with a conversation about how you eat, sleep, work and move today. From there we build a programme you can actually follow, and we adjust it with you every week.',
    ],
    items: [
      { stat: 'yearsExperience', label: 'Years Experience' },
      { stat: 'successRate', label: 'Success Rate' },
      { stat: 'support', label: 'Support' },
      { stat: 'experts', label: 'Experts' },
    ],
  },
  whyChoose: {
    eyebrow: 'Why choose us',
    title: 'Support for every part of the journey',
    intro: 'Three things our clients tell us make the difference.',
    items: [
      {
        icon: 'scale',
        title: 'Weight Management',
        description:
          'A steady, sustainable pace with targets set together, reviewed weekly and adjusted when life gets in the way.',
      },
      {
        icon: 'salad',
        title: 'Nutritional Support',
        description:
          'Guidance from registered dietitians on balanced meals, portions and cravings, with no foods banned outright.',
      },
      {
        icon: 'trending-up',
        title: 'Long-Term Results',
        description:
          'Habits that stay after the programme ends, with maintenance check-ins so the progress you made is the progress you keep.',
      },
    ],
  },
  appTeaser: {
    eyebrow: 'Mobile app',
    title: 'Your coach in your pocket',
    comingSoon: 'Coming Soon!',
    body: 'Log meals, track your weight and message your coach from your phone. The Thrive app is in beta testing now and arrives on Android and iPhone soon.',
    learnMore: { label: 'See what the app will do', page: 'mobileApp' },
    previewTitle: 'Today',
  },
} satisfies HomeContent
