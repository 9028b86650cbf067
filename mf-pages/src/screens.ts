import { lazyScreen } from '@site/shared/page';

/**
 * Every screen in a chunk of its own (the route's `load` loads it for the server), home
 * included: its hero and intro are the first screen of `/` only, and in the app's chunk every
 * other route downloaded them (about 1.8 KB gzip).
 */
export const homeScreen = lazyScreen(() => import(/* webpackChunkName: "home" */ './home/HomePage'));
export const aboutScreen = lazyScreen(() => import(/* webpackChunkName: "about" */ './about/AboutPage'));
// The services list and a service's page share one chunk.
const services = () => import(/* webpackChunkName: "services" */ './services/screens');
export const servicesScreen = lazyScreen(() => services().then((module) => ({ default: module.ServicesPage })));
export const serviceScreen = lazyScreen(() => services().then((module) => ({ default: module.ServiceDetailPage })));
export const clientsScreen = lazyScreen(() => import(/* webpackChunkName: "clients" */ './clients/ClientsPage'));
export const contactScreen = lazyScreen(() => import(/* webpackChunkName: "contact" */ './contact/ContactPage'));
// The two legal pages share one chunk.
const legal = () => import(/* webpackChunkName: "legal" */ './legal/LegalPage');
export const privacyScreen = lazyScreen(() => legal().then((module) => ({ default: module.PrivacyPage })));
export const termsScreen = lazyScreen(() => legal().then((module) => ({ default: module.TermsPage })));
export const embedScreen = lazyScreen(() => import(/* webpackChunkName: "embed" */ './embed/EmbedPage'));
export const sitemapScreen = lazyScreen(() => import(/* webpackChunkName: "sitemap" */ './sitemap/SitemapPage'));
