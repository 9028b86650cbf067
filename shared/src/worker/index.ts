/**
 * '@site/shared/worker': what the service worker (root-config/src/sw) and the pages agree on: the
 * offline store's cache and database names, the messages between a page and the worker, the
 * worker's own caches, and the texts of the offline page it serves (it has no dictionaries). No
 * module state: the worker's bundle and the offline door each take only what they use.
 */
export {
  OFFLINE_DB_NAME,
  OFFLINE_DB_VERSION,
  OFFLINE_IMAGES_CACHE,
  OFFLINE_PAGE_PATH,
  OFFLINE_PAGES_CACHE,
  PRECACHE_ID,
  STORED_COPY_META,
  SUMMARY_KEY,
} from './names';
export {
  BUILD_META_NAME,
  PAGE_BUILD_MESSAGE,
  RETIRE_MESSAGE,
  RETIRE_WAIT_MS,
  SERVICE_WORKER_URL,
  WORKER_CACHES,
  deleteWorkerCaches,
  isPageBuildMessage,
  isRetireMessage,
  isWorkerCache,
  type PageBuildMessage,
} from './protocol';
export { offlinePageTexts } from './offline-page-texts';
export { APP_ICONS_DIR, APP_ID, APP_MANIFEST_PATH, appManifestFile, appManifestUrl, type AppHeadFiles } from './installable-app';
