/**
 * '@site/shared/site': the site's map and facts. Every route's path and which section owns it
 * (routes.ts), client-side navigation, and the company's fixed contact data.
 */
export { ownerOf, paths, remoteOfApp, withLang, type AppName } from './routes';
export { isModifiedClick, navigate } from './navigation';
export { chatLink, FALLBACK_PHONE, phoneDigits } from './company';
