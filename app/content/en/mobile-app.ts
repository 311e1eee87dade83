/** English: copy of the Mobile App page. */
import type { MobileAppContent } from '../types'

export const mobileApp = {
  meta: {
    title: 'The Thrive mobile app: meal check-ins and weight tracking, coming soon',
    description:
      'Daily meal check-ins, a weight tracker, tips, reminders, community support and goal setting. Join the waitlist for the Thrive app.',
  },
  hero: {
    eyebrow: 'Mobile app',
    comingSoon: 'Coming soon',
    title: 'Your coaching, with you all day',
    intro:
      'The Thrive app puts your plan, your progress and your coach on your phone. It is in beta with a group of clients now and will be available on Android and iPhone soon.',
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything you need between sessions',
    items: [
      {
        icon: 'utensils-crossed',
        title: 'Daily Meal Check-in',
        description: 'Snap or note each meal in seconds and get gentle feedback from your coach.',
      },
      {
        icon: 'scale',
        title: 'Weight Tracker',
        description: 'Log your weight and measurements and see the trend, not just the daily ups and downs.',
      },
      {
        icon: 'lightbulb',
        title: 'Tip of the Day',
        description: 'One short, practical idea each morning from our dietitians and coaches.',
      },
      {
        icon: 'bell',
        title: 'Smart Reminders',
        description: 'Nudges for water, meals and check-ins that learn your routine and stay quiet at night.',
      },
      {
        icon: 'users',
        title: 'Community Support',
        description: 'Share wins and recipes with other clients in moderated, supportive groups.',
      },
      {
        icon: 'goal',
        title: 'Goal Setting',
        description: 'Set weekly goals with your coach and tick them off as you go.',
      },
    ],
  },
  screenshots: {
    eyebrow: 'A first look',
    title: 'Designed to take seconds, not minutes',
    intro: 'Previews of the app as it stands in beta. Screens may change before release.',
    screens: [
      { title: 'Today', caption: 'Your meals, water and goals for the day at a glance.' },
      { title: 'Progress', caption: 'Your weight trend and milestones over time.' },
      { title: 'Coach', caption: 'Messages and weekly feedback from your coach.' },
    ],
  },
  testimonials: {
    eyebrow: 'From our beta testers',
    title: 'What early users say',
    items: [
      {
        quote:
          'The meal check-in takes me ten seconds, and my coach actually replies. I have logged every day for two months, which I never managed with a paper diary.',
        name: 'Sophie L.',
        detail: 'Beta tester since spring',
      },
      {
        quote:
          'Seeing the weekly trend instead of the daily number stopped me from panicking after a big dinner. The reminders are helpful without being annoying.',
        name: 'Daniel K.',
        detail: 'Beta tester and group programme member',
      },
    ],
  },
  waitlist: {
    title: 'Be the first to try it',
    intro: 'Join the waitlist and we will tell you the day the app is available in your store.',
    buttonLabel: 'Join the Waitlist',
    emailSubject: 'Please add me to the Thrive app waitlist',
    note: 'The button opens an e-mail to us. We only use your address to tell you about the app launch.',
  },
} satisfies MobileAppContent
