/** English copy for the whole site. Facts such as the phone number and figures come from business.ts. */
import type { SiteContent } from './types'

export const en = {
  locale: 'en',
  common: {
    skipLink: 'Skip to main content',
    siteTagline: 'Personal coaching for lasting health',
    mainNavLabel: 'Main',
    footerNavLabel: 'Quick links',
    socialNavLabel: 'Social media',
    menuLabel: 'Menu',
    theme: { toggle: 'Dark theme' },
    pages: {
      home: 'Home',
      about: 'About',
      services: 'Services',
      mobileApp: 'Mobile App',
      contact: 'Contact Us',
    },
    getStarted: { label: 'Get Started' },
    footer: {
      description:
        'Certified coaches and registered dietitians helping you lose weight, eat well and keep the results, one realistic step at a time.',
      contactTitle: 'Contact',
      quickLinksTitle: 'Quick links',
      followTitle: 'Follow us',
      copyright: '© {year} {name}. All rights reserved.',
      addressLabel: 'Address',
      phoneLabel: 'Phone',
      emailLabel: 'E-mail',
    },
    comingSoon: 'Coming soon',
    notifications: { regionLabel: 'Notifications', dismissLabel: 'Dismiss notification' },
    error: {
      title: 'Something went wrong',
      body: 'Sorry, this page could not be shown. Please reload it, or try again in a moment.',
    },
  },
  appStores: {
    googlePlay: { caption: 'Get it on', label: 'Google Play' },
    appStore: { caption: 'Download on the', label: 'App Store' },
  },
  home: {
    meta: {
      title: 'Thrive Wellness Coaching: weight management and nutrition coaching',
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
      highlights: [
        'Free 15-minute consultation',
        'Plans built around foods you enjoy',
        'Coaching in English and French',
      ],
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
          icon: 'trendingUp',
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
  },
  about: {
    meta: {
      title: 'About us: our mission, story and coaching team',
      description:
        'Meet the certified coaches and registered dietitians behind Thrive Wellness Coaching, and learn why we coach the way we do.',
    },
    hero: {
      eyebrow: 'About us',
      title: 'Healthier lives through steady, human coaching',
      intro:
        'We started Thrive because too many people were being sold quick fixes. Our clients deserve a plan that respects their time, their culture and their appetite.',
    },
    mission: {
      eyebrow: 'Our mission',
      title: 'What we are here to do',
      statement:
        'To help every client build a healthy relationship with food and a body they feel at home in, through personal coaching that is evidence-based, kind and built to last.',
    },
    story: {
      eyebrow: 'Our story',
      title: 'From one kitchen table to a team of fifty',
      paragraphs: [
        'Thrive began with a dietitian, a notebook and a handful of clients meeting around a kitchen table in Ottawa. The approach was simple: listen first, change one habit at a time, and check in every week.',
        'Word spread. Clients brought their partners, their parents and their colleagues, and the practice grew into a team of certified coaches, registered dietitians and fitness specialists serving clients in English and French.',
        'We have grown, but the kitchen-table approach has not changed. Every client still has one coach who knows their name, their goals and what they had for breakfast.',
      ],
    },
    values: {
      eyebrow: 'What guides us',
      title: 'Our values',
      items: [
        {
          icon: 'heartHandshake',
          title: 'Kindness first',
          description: 'No shaming, no lectures. Setbacks are information, not failure.',
        },
        {
          icon: 'clipboardList',
          title: 'Evidence over fashion',
          description: 'Our advice follows current nutrition science, not the diet of the month.',
        },
        {
          icon: 'users',
          title: 'One coach, one relationship',
          description: 'You work with the same coach throughout, so you never start over.',
        },
      ],
    },
    team: {
      eyebrow: 'Our team',
      title: 'The people who will coach you',
      intro: 'A few of the coaches and dietitians you may work with.',
      members: [
        {
          name: 'Amélie Tremblay',
          role: 'Founder and registered dietitian',
          bio: 'Amélie has spent fifteen years helping people eat well without giving up the foods they love. She leads our nutrition programme.',
        },
        {
          name: 'Marcus Owusu',
          role: 'Head of coaching',
          bio: 'A certified health coach and former athletics trainer, Marcus designs the weekly check-ins that keep clients on track.',
        },
        {
          name: 'Priya Raman',
          role: 'Meal planning specialist',
          bio: 'Priya turns nutrition goals into shopping lists and recipes that work for busy families, on any budget.',
        },
      ],
    },
  },
  services: {
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
          icon: 'utensils',
          title: 'Meal Planning',
          description: 'Weekly menus built around your tastes, your budget and the time you have to cook.',
          features: ['Weekly personalised menus', 'Ready-made shopping lists', 'Quick and family-friendly recipes'],
        },
        {
          icon: 'chartLine',
          title: 'Progress Monitoring',
          description: 'Regular measurements and reviews so you can see your progress and adjust early.',
          features: ['Weight and measurement tracking', 'Monthly progress reports', 'Plan reviews with your coach'],
        },
        {
          icon: 'messageCircleHeart',
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
          description:
            'We start with your health history, eating habits, routine and goals in a relaxed first session.',
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
      intro:
        'Tell us about your goals and we will suggest the right service. Your first 15-minute consultation is free.',
      primaryAction: { label: 'Get Started Now', page: 'contact' },
      secondaryAction: { label: 'Schedule Consultation', page: 'contact' },
    },
  },
  mobileApp: {
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
          icon: 'utensils',
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
  },
  contact: {
    meta: {
      title: 'Contact us: book a free 15-minute consultation',
      description:
        'Send us a message, call or visit our Ottawa office. We reply within 24 hours, in English or French.',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Let us talk about your goals',
      intro:
        'Send us a message, call or drop by the office. We answer every enquiry within 24 hours, and your first 15-minute consultation is free.',
    },
    form: {
      title: 'Send us a message',
      intro: 'All fields are required.',
      nameLabel: 'Name',
      emailLabel: 'Email',
      messageLabel: 'Message',
      submitLabel: 'Send Message',
      noScriptNotice: 'This form needs JavaScript, which is turned off in your browser. Please write to us at',
      toast: {
        title: 'Message Sent!',
        description: "Thank you for contacting us. We'll get back to you within 24 hours.",
      },
    },
    details: {
      title: 'Visit or call us',
      addressLabel: 'Office',
      phoneLabel: 'Phone',
      emailLabel: 'E-mail',
    },
    hours: {
      title: 'Business hours',
      closedLabel: 'Closed',
      dayNames: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
      rangeSeparator: '–',
    },
    map: { title: 'Find us', caption: 'Map of our office location' },
    faq: {
      eyebrow: 'FAQ',
      title: 'Frequently asked questions',
      items: [
        {
          question: 'How quickly will you reply?',
          answer: 'We answer every message within 24 hours, usually much sooner during business hours.',
        },
        {
          question: 'Is the first consultation really free?',
          answer:
            'Yes. Your first 15-minute consultation is free and without obligation. We use it to understand your goals and suggest the right service.',
        },
        {
          question: 'Do you offer group programs?',
          answer:
            'Yes. Our group programmes bring together eight to twelve people with similar goals for weekly live sessions led by a coach.',
        },
        {
          question: 'Which languages do you coach in?',
          answer: 'We offer coaching and support in both English and French.',
        },
      ],
    },
  },
  notFound: {
    meta: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or has moved.',
    },
    code: '404',
    title: 'Oops! Page not found',
    body: 'The page you are looking for does not exist or may have moved. Try one of the links above, or head back to the home page.',
    homeLink: 'Return to Home',
    consoleMessage: '404 Error: User attempted to access non-existent route:',
  },
} satisfies SiteContent
