/**
 * '@site/shared/request': the request client (every rule of docs/shared.md: time-out, retries, the
 * per-URL gap, at most 3 in flight, the GET cache and shared flights), one query per endpoint,
 * the errors and their visitor-facing texts, the reply checks against the contract, and the
 * first screen's replies (seeded from the page, or the server's during its render). The endpoint
 * code of the screens after the first is deferred (screen-endpoints.ts). The offline store plugs
 * into the client through `setOfflineBackup` (offline-backup.ts): this door never imports it.
 */
export { getApiBase, setApiBase } from './base';
export { resolveAssetUrl } from './assets';
export { checkQueryReply, runQuery, type Query } from './query';
export { markChecked, provideContract } from './reply-check';
export { isNotFound, noteTextPackUsed, peekQuery, renderWithReplies, seedFirstScreen, type PageReplies, type PageReply } from './first-screen';
export { HttpError, InvalidResponseError, isAbortError, isAlreadySubscribed, NetworkError, RequestTimeoutError, serverMessage } from './errors';
export { requestErrorText } from './error-text';
export { inTurn, requestJson } from './request';
export { linkAbort } from './abort-link';
export { resetRequestClient } from './reset';
export { setOfflineBackup, type PendingSend } from './offline-backup';
export { cacheLifetimes } from './policy';
export { slugify, toCategory } from './normalize';
export { loadWithAttempts, sectionLoadPolicy } from './section-loader';
export { deferredModule } from './deferred';
export { adoptStartedRequests, takeStartedRequest } from './started-requests';
export { serviceQuery, servicesQuery, type RelatedServiceView, type ServiceDetailView } from './services';
export { HOME_CLIENTS, clientsPageQuery, clientsQuery, homeClientsQuery, type ClientView } from './clients';
export { aboutPageQuery, contactPageQuery, type AboutView, type ContactView } from './pages';
export type { PageView, ProjectDetailView, ProjectGalleryItemView, ProjectView, RelatedProjectView } from './projects';
export type { BlogPostDetailView, BlogPostView } from './blogs';
export type { PortfolioDetailView, PortfolioListState, PortfolioProjectView } from './portfolio';
export { galleryHasMore, mergeGalleryPage, uniqueById, type GalleryImageView, type GalleryState } from './portfolio-paging';
export {
  blogQueries,
  portfolioQueries,
  projectQueries,
  submissionCalls,
  type BlogQueries,
  type PortfolioQueries,
  type ProjectQueries,
  type SubmissionCalls,
} from './screen-endpoints';
