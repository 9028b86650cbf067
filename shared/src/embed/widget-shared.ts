/**
 * '@site/shared' as the embed runtime provides it on a partner page (build/embed-shared.ts): the
 * singleton's share key, but only the exports the widgets' code imports, from the same files.
 * The site's barrel (../index.ts) carries every page's needs (routes, page frames, blocks, the
 * first screen's endpoints and icons, offline mode) and cannot be tree-shaken as a shared
 * module; a widget needs none of that. One module graph inside the runtime, so the language,
 * theme, preference scope, API base and request cache are still one instance for every widget.
 *
 * Exactly the names the widgets and the embed runtime import: build/embed-shared.test.ts walks
 * their code and fails on a name missing here (it would be `undefined` at run time on a partner
 * page) or left over.
 */
export { HttpError, InvalidResponseError, serverMessage } from '../api/errors';
export { setApiBase } from '../api/base';
export { galleryHasMore } from '../api/portfolio-paging';
export { portfolioApi, submissionsApi } from '../api/screen-endpoints';
export { formIsLive } from '../blocks/held-submits';
export { consultationServiceIds, countries, timeSlots } from '../contract/choices';
export { checkRemoteManifest } from '../contract/remote-manifest';
export { formatLongDate, formatNumber } from '../format/dates';
export { loadOfflineStore } from '../offline/served';
export { forgetFormOutcome, pageFormOutcome } from '../page/form-outcome';
export { interpolate, plural } from '../format/text';
export { loadTexts } from '../i18n/dictionaries';
export { requestErrorText, validationMessage } from '../i18n/messages';
export { PreferenceScopeContext, usePreferenceScope } from '../react/preference-scope';
export { useDirection, useLanguage } from '../react/use-preferences';
export { useQuery } from '../react/use-query';
export { useScreenTexts, useT, useTextPack } from '../react/use-t';
export { paths, withLang } from '../routes';
export { EmptyState } from '../ui/EmptyState';
export { ErrorBoundary } from '../ui/ErrorBoundary';
export { ErrorBox } from '../ui/ErrorBox';
export { ArrowLeft, ArrowRight, CheckCircle2, ChevronRight, X } from '../ui/icons';
export { ImageWithFallback } from '../ui/ImageWithFallback';
export { keepFocusInside } from '../ui/keep-focus-inside';
export { Lightbox, preloadLightbox } from '../ui/lightbox';
export { SiteLink } from '../ui/SiteLink';
export { useModalDialog } from '../ui/use-modal-dialog';
