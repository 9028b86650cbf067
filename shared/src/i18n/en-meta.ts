/**
 * English titles and descriptions of every page, for the document head (`<title>`, meta
 * description, Open Graph). The server renders them with each page; in the browser they load
 * only when a visitor navigates to another page (dictionaries.ts, the `meta` pack).
 */
export const enMeta = {
  meta: {
    siteName: 'Nasaq',
    locale: 'en_US',
    /** '{title} | Nasaq' for every page but home */
    titleTemplate: '{title} | Nasaq',
    home: {
      title: 'Nasaq | Websites, apps and digital products for the Middle East',
      description:
        'Nasaq designs and builds websites, mobile apps, online stores, e-invoicing and HR systems, and runs digital marketing for businesses across the Middle East.',
    },
    about: {
      title: 'About us',
      description: 'Who we are: a technology company founded in 2020 that builds digital products with businesses across the Middle East.',
    },
    services: {
      title: 'Services',
      description: 'Web and mobile development, e-commerce, digital marketing, databases, cybersecurity, UI/UX design, e-invoicing and HR systems.',
    },
    service: { description: '{name}: a specialised technical service by Nasaq.' },
    projects: {
      title: 'Projects',
      description: 'Websites, apps and platforms we have delivered for our clients, by category.',
    },
    project: { description: '{name}: a project delivered by Nasaq.' },
    portfolio: {
      title: 'Design portfolio',
      description: 'Social media designs and campaign galleries we created for brands across the region.',
    },
    portfolioItem: { description: '{name}: a design gallery by Nasaq.' },
    blog: {
      title: 'Blog',
      description: 'Articles on web development, apps, e-commerce, marketing and running a business online.',
    },
    clients: {
      title: 'Our clients',
      description: 'The companies and organisations that trust Nasaq with their digital products.',
    },
    contact: {
      title: 'Contact us',
      description: 'Call, email or message Nasaq: offices in Beni Suef, Riyadh and Amman, Sunday to Thursday 8:00 to 18:00.',
    },
    consultation: {
      title: 'Free consultation',
      description: 'Tell us about your project and get a free consultation with a reply within 24 hours.',
    },
    privacy: {
      title: 'Privacy policy',
      description: 'What data Nasaq collects, why, how it is protected, and how to have it deleted.',
    },
    terms: {
      title: 'Terms of service',
      description: 'The terms for using the Nasaq website and its services.',
    },
    sitemap: {
      title: 'Sitemap',
      description: 'Every page of the Nasaq website in one place.',
    },
    embed: {
      title: 'Embed our widgets',
      description: 'Put the Nasaq design portfolio or the free consultation request on your own site with two lines of HTML.',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you asked for does not exist or has moved.',
    },
  },
  /** the bar over a page that previews a section's release (root-config/src/server/preview-bar.ts) */
  preview: {
    label: 'Preview',
    /** '{section}' is one of `sections`, '{version}' the release's version */
    text: '{section} at release {version}, which visitors do not see yet.',
    leave: 'Leave the preview',
    /** the answer to a preview link that is forged, expired or names a release the store no longer holds */
    invalidLink: 'This preview link is not valid or has expired. Ask for a new one: npm run release -- <section> --preview.',
    sections: {
      mf_shell: 'The header and footer',
      mf_pages: 'The pages',
      mf_portfolio: 'The design portfolio',
      mf_forms: 'The forms',
    },
  },
} as const;
