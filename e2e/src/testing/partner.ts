import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PartnerSite {
  /** `http://localhost:PORT`: another origin than the site's `http://127.0.0.1:PORT` */
  origin: string;
  /** the page at a path (any path not set answers the `/` page, as a single-page app's server does) */
  setPage: (path: string, html: string) => void;
  /** a file of the partner's own (its scripts), at a path */
  setFile: (path: string, body: string, contentType: string) => void;
  close: () => Promise<void>;
}

/**
 * A partner's web server for the embed tests: another origin (its own port, and `localhost`
 * where the site is `127.0.0.1`), serving the pages a test gives it. What a partner's pages do
 * (hostile CSS, their own router, their own React) is in the pages; this only serves them.
 */
export async function startPartner(): Promise<PartnerSite> {
  const pages = new Map<string, string>();
  const files = new Map<string, { body: string; contentType: string }>();
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = files.get(pathname);
    if (file) {
      response.writeHead(200, { 'Content-Type': file.contentType, 'Cache-Control': 'no-store' }).end(file.body);
      return;
    }
    const html = pages.get(pathname) ?? pages.get('/');
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (html === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    setPage: (path, html) => pages.set(path, html),
    setFile: (path, body, contentType) => files.set(path, { body, contentType }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A partner page as hostile as real ones get: CSS that resets every element of the page
 * (`* { all: unset }`), hides every button and forces every div's font size; a global `React`
 * that is not React, which the page also shares as a Module Federation host; its own
 * `history.pushState` router; events recorded for the test.
 */
export function hostilePartnerPage(options: { site: string; body: string; withScript?: boolean; scriptLast?: boolean }): string {
  const script = options.withScript === false ? '' : `<script src="${options.site}/embed.js" async></script>`;
  return `<!doctype html>
<html lang="fr" dir="ltr" class="partner-root">
<head>
<meta charset="utf-8">
<title>Boutique partenaire</title>
<style>
  * { all: unset }
  head, script, style, title { display: none }
  html, body, nav, main, section, p, h1 { display: block }
  button { display: none }
  div { font-size: 40px !important }
  h1.partner { font-size: 30px; font-weight: 700; color: rgb(200, 0, 0); margin: 8px }
  nav a { color: rgb(0, 0, 200); text-decoration: underline; padding: 4px }
  p.partner { font-family: Georgia, serif; line-height: 2; color: rgb(20, 20, 20) }
</style>
<script>
  // Another React on the page (a stub that throws if anything of ours used it).
  window.React = { version: '0.0.0-partner', createElement() { throw new Error('the partner React was used') } };
  // The page is itself a Module Federation host (as a runtime of its own leaves it): hosts named
  // 'root' (as the site's own host is) and 'partner_host' share that React as a loaded singleton.
  const partnerReact = { version: '18.3.1', get: () => () => window.React, lib: () => window.React, loaded: true, from: 'partner_host', useIn: [], scope: ['default'], shareConfig: { singleton: true, requiredVersion: false, eager: false, strictVersion: false }, strategy: 'loaded-first' };
  window.__FEDERATION__ = {
    __GLOBAL_PLUGIN__: [], __INSTANCES__: [], moduleInfo: {}, __MANIFEST_LOADING__: {}, __PRELOADED_MAP__: new Map(), __PRELOADED_ASSETS__: new Set(),
    __SHARE__: { root: { default: { react: { '18.3.1': partnerReact } } }, partner_host: { default: { react: { '18.3.1': partnerReact } } } },
  };
  window.partnerEvents = [];
  for (const name of ['nasaq:ready', 'nasaq:submitted']) {
    document.addEventListener(name, (event) => window.partnerEvents.push({ type: event.type, tag: event.target.tagName.toLowerCase(), detail: event.detail }));
  }
  // Its own router, on history.pushState.
  window.partnerRoutes = [];
  document.addEventListener('click', (event) => {
    const link = event.target.closest && event.target.closest('a[data-route]');
    if (!link) return;
    event.preventDefault();
    history.pushState({ route: link.getAttribute('href') }, '', link.getAttribute('href'));
    window.partnerRoutes.push(location.pathname);
  });
</script>
</head>
<body>
<h1 class="partner">Boutique partenaire</h1>
<nav><a data-route href="/about">À propos</a></nav>
<p class="partner">Du texte du partenaire.</p>
${options.scriptLast ? '' : script}
${options.body}
${options.scriptLast ? script : ''}
</body>
</html>`;
}
