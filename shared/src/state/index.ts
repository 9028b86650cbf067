export * from './keys';
export * from './storage';
export * from './language';
export * from './theme';
// initOfflineMode is for startOfflineMode (offline/index.ts) alone: one export fewer on the first page.
export { offlineMode, setOfflineMode } from './offline-mode';
export * from './document-sync';
export * from './url-sync';
export * from './cookie-sync';
export { EACH_PARTS_HINT_ATTRIBUTE, LAYOUT_EACH_ATTRIBUTE, LAYOUT_LATER_ATTRIBUTE, layOutEveryPart } from './layout-later';
// The inline boot, font and layout scripts (boot-script.ts, font-script.ts, layout-script.ts) are build-time strings for
// index.html: rspack.config.ts imports them from their files. Exported here, they rode in every
// page's shared chunk (about 1 KB gzip) for nothing.
