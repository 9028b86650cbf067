/**
 * '@site/shared/api': the request client (every rule of docs/shared.md: time-out, retries, the
 * per-URL gap, at most 3 in flight, the GET cache and shared flights), one query per endpoint,
 * the errors and their visitor-facing texts, the reply checks against the contract, and the
 * first screen's replies (seeded from the page, or the server's during its render). The endpoint
 * code of the screens after the first is deferred (screen-endpoints.ts). The offline store plugs
 * into the client through `setOfflineBackup` (offline-backup.ts): this door never imports it.
 */
export { apiUrl, getApiBase, setApiBase } from './base';
export { resolveAssetUrl, resolveImageMeta, resolveSrcset } from './assets';
export { checkQueryReply, defineQuery, runQuery, type Query } from './query';
export { contractIfLoaded, loadContract, markChecked, provideContract, type SchemaPick, type WireContract } from './reply-check';
export { isNotFound, noteTextPackUsed, peekQuery, renderWithReplies, seedFirstScreen, type PageReplies, type PageReply, type Peeked } from './first-screen';
export { HttpError, InvalidResponseError, NetworkError, RequestTimeoutError, isAbortError, isAlreadySubscribed, serverMessage } from './errors';
export { requestErrorText, submissionErrorText } from './error-text';
export { inTurn, requestJson, type RequestOptions } from './request';
export { resetRequestClient } from './reset';
export { setOfflineBackup, type OfflineBackup, type PendingSend, type SendKind } from './offline-backup';
export { clearResponseCache, responseCacheStats } from './cache';
export { cacheLifetimes, cachePolicy, requestPolicy } from './policy';
export { pickText, slugify, toCategory, type CategoryView } from './normalize';
export { loadWithAttempts, sectionLoadPolicy, type SectionLoadOptions } from './section-loader';
export { deferredModule } from './deferred';
export { fetchService, fetchServices, serviceQuery, servicesQuery, type RelatedServiceView, type ServiceDetailView, type ServiceView } from './services';
export { clientsQuery, fetchClients, toClientView, type ClientView } from './clients';
export { aboutPageQuery, contactPageQuery, fetchAboutPage, fetchContactPage, type AboutView, type ContactView } from './pages';
export type { PageView, ProjectDetailView, ProjectGalleryItemView, ProjectView, RelatedProjectView } from './projects';
export type { BlogPostDetailView, BlogPostView, BlogQuery } from './blogs';
export type { GallerySlice, PortfolioDetailView, PortfolioListState, PortfolioProjectView } from './portfolio';
export {
  ASSUMED_GALLERY_TOTAL,
  GALLERY_PAGE_SIZE,
  MAX_SIMILAR_WORKS,
  PORTFOLIO_PAGE_SIZE,
  galleryHasMore,
  mergeGalleryPage,
  uniqueById,
  type GalleryImageView,
  type GalleryState,
} from './portfolio-paging';
export {
  blogsApi,
  fetchAllPortfolio,
  fetchBlogCategories,
  fetchBlogPost,
  fetchBlogPostBySlug,
  fetchBlogPosts,
  fetchBlogPostsByCategory,
  fetchBlogPostsPage,
  fetchPortfolioPage,
  fetchPortfolioProject,
  fetchProject,
  fetchProjectBySlug,
  fetchProjectCategories,
  fetchProjects,
  fetchProjectsByCategory,
  fetchProjectsPage,
  fetchRecentBlogPosts,
  findBlogPost,
  loadMoreGallery,
  loadMorePortfolio,
  loadPortfolioList,
  portfolioApi,
  projectsApi,
  requestConsultation,
  sendContactMessage,
  submissionsApi,
  subscribeNewsletter,
} from './screen-endpoints';
