import { cacheLifetimes, seedFirstScreen } from '@site/shared/request';
import { initLanguage, initTheme, setFormOutcome, syncDocumentElement, syncLanguageCookie, syncLanguageQuery } from '@site/shared/state';
import { loadTexts, type TextPack } from '@site/shared/i18n';
import { notePageFromStore, startOfflineMode } from '@site/shared/offline';
import { setRemoteLoader } from '@site/shared/blocks';
import { start as startSingleSpa } from 'single-spa';
import { registerSiteApplications } from './applications';
import { loadRemoteManifest, resolveEntries, type BrowserRemotes } from './federation/manifest';
import { loadRemoteModule, registerManifestRemotes } from './federation/remotes';
import { reportClientErrors } from './client-errors';
import { readPageData } from './page-data';
import { showStartupError } from './startup-error';

/** The host's start, once the singletons are evaluated (bootstrap.ts): the page's data, texts, remotes and apps. */
export async function start(): Promise<void> {
  initTheme();
  const lang = initLanguage(window);
  syncDocumentElement(document.documentElement);
  syncLanguageQuery(window);
  syncLanguageCookie(document);
  // Offline mode (docs/offline.md): reads the flag now; waits for the page's load and an idle moment
  // itself, then loads the store's chunk (which sets up the service worker) only if there is
  // something to do; here so a page that cannot start still gets its worker updated or removed.
  startOfflineMode(window);

  // A server-rendered page brings the replies its first screen was rendered with: the
  // apps find them in the request client's cache, so hydration asks for nothing.
  const page = readPageData(document);
  // Before any section loads: what goes wrong from here on is reported with the page's versions.
  reportClientErrors(page);
  if (page && page.lang === lang) {
    seedFirstScreen(lang, page.replies, cacheLifetimes.response);
    // The service worker's stored copy of the page (offline mode, no network): its data is the store's.
    notePageFromStore(document, Object.keys(page.replies), lang);
    // A form sent without its code: it hydrates in the state the server rendered (docs/forms.md).
    setFormOutcome(page.form);
  }

  // The page's texts load beside the manifest; no app mounts before both are here.
  const packs: TextPack[] = page?.lang === lang ? page.packs : ['core'];
  const texts = Promise.all(packs.map((pack) => loadTexts(lang, pack))).then(
    () => true,
    (error: unknown) => {
      console.error(`[root-config] the ${lang} texts could not be loaded; the site cannot start.`, error);
      return false;
    },
  );
  let remotes: BrowserRemotes;
  try {
    // The server put the manifest it rendered with into the page: one request fewer on the way to the first screen.
    remotes = page?.remotes ? resolveEntries(page.remotes) : await loadRemoteManifest();
  } catch (error) {
    console.error('[root-config] the remote manifest could not be loaded; the site cannot start.', error);
    showStartupError();
    return;
  }
  if (!(await texts)) {
    // A server-rendered page stays readable (and its links work) without the apps.
    if (!page) showStartupError();
    return;
  }
  registerManifestRemotes(remotes);
  setRemoteLoader(loadRemoteModule);
  registerSiteApplications();
  startSingleSpa({ urlRerouteOnly: true });
}
