/** English: copy of the Services page. */
import type { ServicesContent } from '../types'

export const services = {
  meta: {
    title: 'Services: weight loss coaching, nutrition and meal planning',
    description:
      'Weight loss coaching, nutritional guidance, meal planning, progress monitoring, 24/7 support and group programmes. See how our coaching works.',
  },
  hero: {
    eyebrow: 'Our services',
    title: 'Coaching for every goal, from the first step to the last',
    intro:
      'Choose the support you need, or combine them. Every service is delivered by a qualified coach or registered dietitian and tailored to you.',
  },
  grid: {
    eyebrow: 'What we offer',
    title: 'Six ways we can help',
    featuresLabel: 'Includes',
    items: [
      {
        icon: 'scale',
        title: 'Weight Loss Coaching',
        description: 'A personal plan and a dedicated coach to help you lose weight at a pace you can keep.',
        features: ['Personal weight-loss plan', 'Weekly one-to-one sessions', 'Habit and mindset coaching'],
      },
      {
        icon: 'apple',
        title: 'Nutritional Guidance',
        description: 'Clear, practical advice from registered dietitians on what, when and how much to eat.',
        features: [
          'Full dietary assessment',
          'Advice for allergies and intolerances',
          'Label-reading and portion skills',
        ],
      },
      {
        icon: 'utensils-crossed',
        title: 'Meal Planning',
        description: 'Weekly menus built around your tastes, your budget and the time you have to cook.',
        features: ['Weekly personalised menus', 'Ready-made shopping lists', 'Quick and family-friendly recipes'],
      },
      {
        icon: 'chart-line',
        title: 'Progress Monitoring',
        description: 'Regular measurements and reviews so you can see your progress and adjust early.',
        features: ['Weight and measurement tracking', 'Monthly progress reports', 'Plan reviews with your coach'],
      },
      {
        icon: 'message-circle-heart',
        title: '24/7 Support',
        description: 'Questions do not keep office hours, so neither do we. Help is a message away.',
        features: [
          'Messaging at any time of day',
          'Answers from a qualified coach',
          'Encouragement when motivation dips',
        ],
      },
      {
        icon: 'users',
        title: 'Group Programs',
        description: 'Small-group programmes that add the energy of a community to expert coaching.',
        features: ['Groups of eight to twelve people', 'Weekly live sessions', 'Shared challenges and recipes'],
      },
    ],
  },
  process: {
    eyebrow: 'How it works',
    title: 'Four steps to lasting change',
    stepLabel: 'Step',
    steps: [
      {
        title: 'Assessment',
        description: 'We start with your health history, eating habits, routine and goals in a relaxed first session.',
      },
      {
        title: 'Personalization',
        description: 'Your coach builds a plan around the foods you enjoy and the time you really have.',
      },
      {
        title: 'Implementation',
        description: 'You put the plan into practice with weekly check-ins and support between sessions.',
      },
      {
        title: 'Optimization',
        description: 'We review your results together and fine-tune the plan as your goals evolve.',
      },
    ],
  },
  results: {
    eyebrow: 'Results',
    title: 'What our clients achieve',
    intro: 'Figures from our client surveys and programme records.',
    items: [
      { stat: 'satisfaction', label: 'Client Satisfaction' },
      { stat: 'goalAchievement', label: 'Goal Achievement' },
      { stat: 'longTermSuccess', label: 'Long-Term Success' },
      { stat: 'averageRating', label: 'Average Rating' },
    ],
  },
  cta: {
    title: 'Ready to start?',
    intro: 'Tell us about your goals and we will suggest the right service. Your first 15-minute consultation is free.',
    primaryAction: { label: 'Get Started Now', page: 'contact' },
    secondaryAction: { label: 'Schedule Consultation', page: 'contact' },
  },
} satisfies ServicesContent
