// @vitest-environment jsdom
import { clientErrorReportSchema, type PageData } from '@site/shared/contract';
import { reportError } from '@site/shared/state';
import { describe, expect, it, vi } from 'vitest';
import { reportClientErrors } from './client-errors';

const PORTFOLIO = '0123456789abcdef0123';

describe('reportClientErrors', () => {
  it("sends uncaught errors, unhandled rejections and what the boundaries catch, each once, with the page, its language and the sections' versions; at most five a page", () => {
    const beacon = vi.fn((_url: string | URL, _body?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    history.replaceState(null, '', '/portfolio?lang=en');
    document.documentElement.lang = 'en';
    const page: PageData = {
      lang: 'en',
      replies: {},
      packs: [],
      versions: { mf_shell: 'build', mf_pages: 'build', mf_portfolio: PORTFOLIO, mf_forms: 'build' },
    };
    reportClientErrors(page);

    const thrown = new Error('the list broke');
    dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'a read failed';
    dispatchEvent(rejection);
    reportError({ kind: 'boundary', error: new Error('a screen broke'), section: 'mf_portfolio' });

    const sent = beacon.mock.calls.map(([url, body]) => ({ url, report: clientErrorReportSchema.parse(JSON.parse(typeof body === 'string' ? body : '')) }));
    expect(sent.map(({ url }) => url)).toEqual(['/api/v1/client-errors', '/api/v1/client-errors', '/api/v1/client-errors']);
    expect(sent.map(({ report }) => [report.kind, report.message, report.section])).toEqual([
      ['error', 'the list broke', undefined],
      ['rejection', 'a read failed', undefined],
      ['boundary', 'a screen broke', 'mf_portfolio'],
    ]);
    for (const { report } of sent) expect(report).toMatchObject({ page: '/portfolio?lang=en', lang: 'en', versions: { mf_portfolio: PORTFOLIO } });
    expect(sent[0]!.report.stack).toContain('the list broke');

    for (let i = 0; i < 10; i++) reportError({ kind: 'load', error: new Error(`chunk ${i} did not load`) });
    expect(beacon).toHaveBeenCalledTimes(5);
  });
});
