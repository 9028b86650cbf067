import type { ClientErrorReport, PageData } from '@site/shared/contract';
import { setErrorReporter, type CaughtError } from '@site/shared/state';

/** At most this many reports from one page: a section throwing in a loop sends a few, not thousands. */
const MAX_REPORTS = 5;

/**
 * The page's error beacon (docs/scaling.md, "Browser error reports"): uncaught errors and
 * unhandled rejections, and what the sections' error boundaries and the host's loaders catch
 * (`reportError` of '@site/shared/state'), each sent once with `sendBeacon` to
 * `POST /api/v1/client-errors` with the page, its language and each section's version (the
 * page's data). The server works out which section it came from. Sending never waits and never
 * throws; a browser without `sendBeacon` sends nothing.
 */
export function reportClientErrors(page: PageData | null): void {
  const sent = new Set<string>();
  const send = ({ kind, error, section }: CaughtError): void => {
    const caught = error instanceof Error ? error : null;
    const message = String(caught ? caught.message : error).slice(0, 500);
    if (sent.size >= MAX_REPORTS || sent.has(kind + message)) return;
    sent.add(kind + message);
    const report: ClientErrorReport = {
      page: (location.pathname + location.search).slice(0, 1024),
      lang: document.documentElement.lang === 'en' ? 'en' : 'ar',
      kind,
      message,
      ...(section && { section }),
      ...(page?.versions && { versions: page.versions }),
      ...(caught && { name: caught.name.slice(0, 200), stack: String(caught.stack).slice(0, 4000) }),
    };
    navigator.sendBeacon?.('/api/v1/client-errors', JSON.stringify(report));
  };
  setErrorReporter(send);
  addEventListener('error', (event) => send({ kind: 'error', error: event.error ?? event.message }));
  addEventListener('unhandledrejection', (event) => send({ kind: 'rejection', error: event.reason }));
}
