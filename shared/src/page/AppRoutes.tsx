import { signal } from '@preact/signals-core';
import { Suspense, useEffect } from 'react';
import { Route, Switch, useSearch } from 'wouter';
import { loadTexts } from '@site/shared/i18n';
import { useLanguage, useSignalValue, useT } from '@site/shared/react';
import { Spinner } from '@site/shared/ui';
import { SERVER_LANGUAGE_ATTRIBUTE } from '@site/shared/state';
import type { AppRoute, RouteParams } from './app-routes';

const SCREEN_LIVE_ATTRIBUTE = 'data-screen-live';

/**
 * The address and language the server rendered this page for: its head is right until one of
 * them changes (and then the page titles are loaded, which the first page never needs).
 */
const serverRendered =
  typeof document !== 'undefined' && document.documentElement.hasAttribute(SERVER_LANGUAGE_ATTRIBUTE)
    ? `${document.documentElement.getAttribute(SERVER_LANGUAGE_ATTRIBUTE)} ${window.location.pathname}?${window.location.search.replace(/^\?/, '')}`
    : null;

function setMetaDescription(text: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/** Whether the document still has the head the server rendered (nothing has changed it since). */
let serverHeadShown = serverRendered !== null;

/** Bumped when a screen's content arrives after a client-side navigation: its head is worked out again. */
const headVersion = signal(0);

/**
 * A detail screen calls this (in an effect) once the content its head is made from is there:
 * after a client-side navigation the route's `head` ran before the item was loaded and gave the
 * section's generic title; now it gives the item's.
 */
export function refreshRouteHead(): void {
  headVersion.value += 1;
}

/**
 * Keeps the document's title and description those of the route shown, after client-side
 * navigation: once the page titles and the route are loaded (the screen waits for the same
 * chunk), and again when a detail screen's item arrives (`refreshRouteHead`).
 */
function useRouteHead(route: AppRoute, params: RouteParams): void {
  const lang = useLanguage();
  const search = useSearch();
  const version = useSignalValue(headVersion);
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    // The server's head is right while the page is still the one it rendered; once the head
    // changed, coming back to that address must set it again.
    if (serverHeadShown && `${lang} ${window.location.pathname}?${search}` === serverRendered) return undefined;
    serverHeadShown = false;
    let current = true;
    loadTexts(lang, 'meta')
      .then(({ meta }) => route.load({ lang, params, search: new URLSearchParams(search), meta }))
      .then(
        (loaded) => {
          if (!current) return;
          const head = loaded.head();
          document.title = head.title;
          setMetaDescription(head.description);
        },
        () => undefined, // The title stays as it was; the screen shows why its code did not load.
      );
    return () => {
      current = false;
    };
    // `paramsKey` stands for `params`, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, paramsKey, search, lang, version]);
}

/** What a screen shows while its code, texts or endpoint group load after a client-side navigation. */
function ScreenLoading() {
  const t = useT();
  return (
    <div className="container-page grid min-h-[70vh] place-items-center pb-20 pt-32">
      <Spinner label={t.states.loading} />
    </div>
  );
}

/**
 * One route's screen, with its head kept current. Its own Suspense boundary: a screen may
 * suspend for its chunk, its texts or its endpoint group; while hydrating that keeps the
 * server's HTML, after a navigation it shows the loading state.
 */
function RouteScreen({ route, params }: { route: AppRoute; params: RouteParams }) {
  useRouteHead(route, params);
  return (
    <Suspense fallback={<ScreenLoading />}>
      <route.Screen params={params} />
      <ScreenLive />
    </Suspense>
  );
}

/**
 * Marks `<main>` (`data-screen-live`) once the route's screen is live: hydrated or rendered, not
 * the server's HTML still waiting for its chunk, where a click would be lost. Tests wait for it.
 */
function ScreenLive() {
  useEffect(() => {
    const main = document.getElementById('main');
    main?.setAttribute(SCREEN_LIVE_ATTRIBUTE, '');
    return () => main?.removeAttribute(SCREEN_LIVE_ATTRIBUTE);
  }, []);
  return null;
}

/** An app's router, from its route table: the first matching route, else the catch-all (the 404 page). */
export function AppRoutes({ routes }: { routes: readonly AppRoute[] }) {
  const catchAll = routes.find((route) => route.path === null);
  return (
    <Switch>
      {routes
        .filter((route) => route.path !== null)
        .map((route) => (
          <Route key={route.path} path={route.path ?? ''}>
            {(params) => <RouteScreen route={route} params={params} />}
          </Route>
        ))}
      {catchAll ? <Route>{() => <RouteScreen route={catchAll} params={{}} />}</Route> : null}
    </Switch>
  );
}
