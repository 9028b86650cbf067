/**
 * English texts. This object defines the shape of every dictionary (see dictionary.ts):
 * adding a key here without adding it to ar.ts is a type error.
 */
export const en = {
  brand: { name: 'Nasaq', tagline: 'Technology solutions' },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    services: 'Services',
    about: 'About',
    projects: 'Projects',
    portfolio: 'Portfolio',
    clients: 'Clients',
    blog: 'Blog',
    contact: 'Contact',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    sitemap: 'Sitemap',
    consultation: 'Free consultation',
  },
  header: {
    switchLanguage: 'العربية',
    switchLanguageLabel: 'Switch to Arabic',
    themeToDark: 'Switch to dark theme',
    themeToLight: 'Switch to light theme',
    startProject: 'Start your project',
    skipToContent: 'Skip to content',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  footer: {
    label: 'Footer',
    about: 'We design and build websites, apps and digital products for businesses across the Middle East.',
    quickLinks: 'Quick links',
    legal: 'Legal',
    rights: 'All rights reserved.',
  },
  home: {
    heroEyebrow: 'Technology partner for ambitious businesses',
    heroTitle: 'We build the digital products your business grows on',
    heroSubtitle: 'Web, mobile, e-commerce and marketing, from one team',
    heroDescription:
      'From the first sketch to launch and beyond, we design, build and run software that your customers enjoy and your team can rely on.',
    startNow: 'Start now',
    learnServices: 'Explore our services',
    discoverMore: 'Discover more',
    servicesTitle: 'Our services',
    servicesSubtitle: 'Everything you need to launch, grow and protect your business online.',
    learnMore: 'Learn more',
    ctaTitle: 'Have a project in mind?',
    ctaText: 'Tell us about it on WhatsApp and get a free first consultation.',
    ctaChat: 'Chat with us',
    ctaQuote: 'Get a quote',
  },
  states: {
    loading: 'Loading...',
    retry: 'Retry',
    noServices: 'No services available',
    servicesError: 'Sorry, an error occurred loading services data, try later',
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
  },
  pending: {
    title: 'This page is being prepared',
    text: 'We are putting the finishing touches on this section. Please check back soon.',
    home: 'Back to home',
  },
  remote: {
    unavailableTitle: 'This section could not be loaded',
    unavailableText: 'Please check your connection. We will try again when you come back to this page.',
    retry: 'Try again',
  },
  errorPage: {
    title: 'Something went wrong',
    text: 'An unexpected error occurred. You can try again or reload the page.',
    tryAgain: 'Try again',
    reload: 'Reload page',
  },
} as const;
