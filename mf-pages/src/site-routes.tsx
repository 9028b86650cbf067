import {
  aboutPageQuery,
  blogQueries,
  clientsQuery,
  contactPageQuery,
  homeClientsQuery,
  isNotFound,
  peekQuery,
  projectQueries,
  servicesQuery,
  type Query,
} from '@site/shared/request';
import { contentIcons } from '@site/shared/ui';
import { interpolate } from '@site/shared/i18n';
import { pageHead, type AppRoute, type LazyScreen, type PageHead, type PageMeta, type RouteContext } from '@site/shared/page';
import { paths } from '@site/shared/site';
import { homeBlocks } from './home/home-blocks';
import { featuredProjectsQuery, latestArticlesQuery } from './home/home-queries';
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

/** A screen in its own chunk, with the icons chunk its components `use()`. */
function loadScreen(screen: LazyScreen): Promise<unknown> {
  return Promise.all([screen.load(), contentIcons()]);
}

/** A route whose screen is a chunk of its own, which reads `reads` and has its `meta` entry's head. */
function pageRoute(path: string, screen: LazyScreen, page: PageMeta, reads: readonly Query<unknown>[] = []): AppRoute {
  return {
    path,
    Screen: screen.Screen,
    load: async ({ meta }) => {
      await loadScreen(screen);
      return { reads, head: () => pageHead(meta, page) };
    },
  };
}

/**
 * Home: the hero and the intro in the screen's chunk, the other sections in blocks of their own, all read and
 * rendered by the server (every query of every section, so the page asks the API for nothing),
 * and the federated blocks of mf-portfolio (the teaser) and mf-forms (the contact form).
 */
export const homeRoute: AppRoute = {
  path: '/',
  Screen: homeScreen.Screen,
  load: async ({ meta }) => {
    const [, projects, blogs] = await Promise.all([homeScreen.load(), projectQueries(), blogQueries(), contentIcons()]);
    return {
      reads: [servicesQuery, aboutPageQuery, homeClientsQuery, contactPageQuery, featuredProjectsQuery(projects), latestArticlesQuery(blogs)],
      head: () => ({ title: meta.home.title, description: meta.home.description, organization: true }),
    };
  },
  blocks: ['mf_portfolio/teaser', 'mf_forms/contact-form'],
  lazyBlocks: Object.values(homeBlocks),
};

export const aboutRoute = pageRoute(paths.about, aboutScreen, 'about', [aboutPageQuery]);

export const servicesRoute: AppRoute = {
  path: paths.services,
  Screen: servicesScreen.Screen,
  load: async (context) => {
    await loadScreen(servicesScreen);
    return { reads: [servicesQuery], head: () => servicesHead(context) };
  },
};

/** /services' head: the first card's image is the largest of a phone's first screen, so it is preloaded. */
function servicesHead({ meta, lang }: RouteContext): PageHead {
  const generic = pageHead(meta, 'services');
  const peeked = peekQuery(servicesQuery, lang);
  const lead = peeked && 'data' in peeked ? peeked.data[0] : undefined;
  return lead?.image_url ? { ...generic, lcpImage: { src: lead.image_url, srcset: lead.image_meta?.srcset, sizes: SERVICE_CARD_SIZES } } : generic;
}

/** A service's head, from its data: its name, image (preloaded: the page's largest) and breadcrumbs. */
function serviceHead({ meta, lang }: RouteContext, query: ReturnType<typeof serviceQueryOf>): PageHead {
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
  load: async (context) => {
    await loadScreen(serviceScreen);
    const query = serviceQueryOf(context.params);
    return { reads: [query], head: () => serviceHead(context, query), status: () => (isNotFound(query, context.lang) ? 404 : 200) };
  },
};

export const clientsRoute = pageRoute(paths.clients, clientsScreen, 'clients', [clientsQuery]);

export const contactRoute: AppRoute = { ...pageRoute(paths.contact, contactScreen, 'contact', [contactPageQuery]), blocks: ['mf_forms/contact-form'] };

export const privacyRoute = pageRoute(paths.privacy, privacyScreen, 'privacy');

export const termsRoute = pageRoute(paths.terms, termsScreen, 'terms');

export const sitemapRoute = pageRoute(paths.sitemap, sitemapScreen, 'sitemap', [contactPageQuery]);

/** /embed: for partners (the snippet, attributes, events, a live preview); kept out of search results. */
export const embedRoute: AppRoute = {
  path: paths.embed,
  Screen: embedScreen.Screen,
  load: async ({ meta }) => {
    await loadScreen(embedScreen);
    return { reads: [], head: () => ({ ...pageHead(meta, 'embed'), noindex: true }) };
  },
};
