import { aboutPageQuery, clientsQuery, contactPageQuery, homeClientsQuery, isNotFound, peekQuery, servicesQuery } from '@site/shared/api';
import { contentIcons } from '@site/shared/ui';
import { interpolate } from '@site/shared/i18n';
import { pageHead, type AppRoute, type LazyScreen, type PageHead, type RouteContext } from '@site/shared/page';
import { paths } from '@site/shared/site';
import { preloadHome } from './home/home-blocks';
import { homeGroupReads } from './home/home-queries';
import {
  homeScreen,
  aboutScreen,
  clientsScreen,
  contactScreen,
  privacyScreen,
  servicesScreen,
  serviceScreen,
  sitemapScreen,
  embedScreen,
  termsScreen,
} from './screens';
import { SERVICE_CARD_SIZES, SERVICE_IMAGE_SIZES, serviceQueryOf } from './services/service-route';

type Meta = RouteContext['meta'];

/** A screen in its own chunk, with the icons chunk its components `use()`, both loaded before a server render. */
function preloadScreen(screen: LazyScreen): () => Promise<unknown> {
  return () => Promise.all([screen.preload(), contentIcons()]);
}

/**
 * Home: the hero and the intro in the screen's chunk, the other sections in blocks of their own, all read and
 * rendered by the server (every query of every section, so the page asks the API for nothing),
 * and the federated blocks of mf-portfolio (the teaser) and mf-forms (the contact form).
 */
export const homeRoute: AppRoute = {
  path: '/',
  Screen: homeScreen.Screen,
  preload: () => Promise.all([homeScreen.preload(), preloadHome()]),
  reads: () => [servicesQuery, aboutPageQuery, homeClientsQuery, contactPageQuery, ...homeGroupReads()],
  blocks: ['mf_portfolio/teaser', 'mf_forms/contact-form'],
  head: ({ meta }) => ({ title: meta.home.title, description: meta.home.description, organization: true }),
};

export const aboutRoute: AppRoute = {
  path: paths.about,
  Screen: aboutScreen.Screen,
  preload: preloadScreen(aboutScreen),
  reads: () => [aboutPageQuery],
  head: ({ meta }) => pageHead(meta, 'about'),
};

export const servicesRoute: AppRoute = {
  path: paths.services,
  Screen: servicesScreen.Screen,
  preload: preloadScreen(servicesScreen),
  reads: () => [servicesQuery],
  head: servicesHead,
};

/** /services' head: the first card's image is the largest of a phone's first screen, so it is preloaded. */
function servicesHead({ meta, lang }: RouteContext): PageHead {
  const generic = pageHead(meta, 'services');
  const peeked = peekQuery(servicesQuery, lang);
  const lead = peeked && 'data' in peeked ? peeked.data[0] : undefined;
  return lead?.image_url ? { ...generic, lcpImage: { src: lead.image_url, srcset: lead.image_meta?.srcset, sizes: SERVICE_CARD_SIZES } } : generic;
}

/** A service's head, from its data: its name, image (preloaded: the page's largest) and breadcrumbs. */
function serviceHead({ meta, lang, params }: RouteContext): PageHead {
  const query = serviceQueryOf(params);
  if (isNotFound(query, lang)) return pageHead(meta, 'notFound');
  const peeked = peekQuery(query, lang);
  if (!peeked || !('data' in peeked)) return pageHead(meta, 'services');
  const { service } = peeked.data;
  const image = service.image_url;
  return {
    title: interpolate(meta.titleTemplate, { title: service.name }),
    description: interpolate(meta.service.description, { name: service.name }),
    image: image ? { url: image, width: service.image_meta?.width, height: service.image_meta?.height, alt: service.name } : null,
    breadcrumbs: breadcrumbs(meta, service.name, paths.service(service.id)),
    lcpImage: image ? { src: image, srcset: service.image_meta?.srcset, sizes: SERVICE_IMAGE_SIZES } : null,
  };
}

function breadcrumbs(meta: Meta, name: string, path: string): PageHead['breadcrumbs'] {
  return [
    { name: meta.siteName, path: paths.home },
    { name: meta.services.title, path: paths.services },
    { name, path },
  ];
}

/** /services/{id}: an unknown id answers 404 with the screen's not-found state. */
export const serviceRoute: AppRoute = {
  path: '/services/:id',
  Screen: serviceScreen.Screen,
  preload: preloadScreen(serviceScreen),
  reads: ({ params }) => [serviceQueryOf(params)],
  head: serviceHead,
  status: ({ lang, params }) => (isNotFound(serviceQueryOf(params), lang) ? 404 : 200),
};

export const clientsRoute: AppRoute = {
  path: paths.clients,
  Screen: clientsScreen.Screen,
  preload: preloadScreen(clientsScreen),
  reads: () => [clientsQuery],
  head: ({ meta }) => pageHead(meta, 'clients'),
};

export const contactRoute: AppRoute = {
  path: paths.contact,
  Screen: contactScreen.Screen,
  preload: preloadScreen(contactScreen),
  reads: () => [contactPageQuery],
  blocks: ['mf_forms/contact-form'],
  head: ({ meta }) => pageHead(meta, 'contact'),
};

export const privacyRoute: AppRoute = {
  path: paths.privacy,
  Screen: privacyScreen.Screen,
  preload: preloadScreen(privacyScreen),
  head: ({ meta }) => pageHead(meta, 'privacy'),
};

export const termsRoute: AppRoute = {
  path: paths.terms,
  Screen: termsScreen.Screen,
  preload: preloadScreen(termsScreen),
  head: ({ meta }) => pageHead(meta, 'terms'),
};

export const sitemapRoute: AppRoute = {
  path: paths.sitemap,
  Screen: sitemapScreen.Screen,
  preload: preloadScreen(sitemapScreen),
  reads: () => [contactPageQuery],
  head: ({ meta }) => pageHead(meta, 'sitemap'),
};

/** /embed: for partners (the snippet, attributes, events, a live preview); kept out of search results. */
export const embedRoute: AppRoute = {
  path: paths.embed,
  Screen: embedScreen.Screen,
  preload: preloadScreen(embedScreen),
  head: ({ meta }) => ({ ...pageHead(meta, 'embed'), noindex: true }),
};
