import { describe, expect, it } from 'vitest';
import type { ClientErrorReport } from '@site/shared/contract';
import { attributeReport, ReportSampler } from './client-error-reports';

const report = (fields: Partial<ClientErrorReport>): ClientErrorReport => ({ page: '/', lang: 'en', kind: 'error', message: 'boom', ...fields });
const PORTFOLIO = '0123456789abcdef0123';

describe('attributeReport', () => {
  it('counts a report against the section it names, at the version its page names', () => {
    expect(attributeReport(report({ page: '/blog', kind: 'load', section: 'mf_portfolio', versions: { mf_portfolio: PORTFOLIO } }))).toEqual({
      section: 'mf_portfolio',
      version: PORTFOLIO,
    });
  });

  it("else against the section whose files the stack names: a release's version from its URL, a build in dist/ as 'build'", () => {
    const released = `Error: boom\n    at render (https://site.example/releases/mf-portfolio/${PORTFOLIO}/167.e5e0eeb213.js:1:2)`;
    expect(attributeReport(report({ page: '/', stack: released }))).toEqual({ section: 'mf_portfolio', version: PORTFOLIO });
    const built = 'Error: boom\n    at render (https://site.example/mf-forms/245.js:1:2)';
    expect(attributeReport(report({ page: '/', stack: built }))).toEqual({ section: 'mf_forms', version: 'build' });
  });

  it("else against the section that owns the page, at the page's version of it; none when the page names none", () => {
    expect(attributeReport(report({ page: '/portfolio?lang=en', versions: { mf_portfolio: PORTFOLIO } }))).toEqual({
      section: 'mf_portfolio',
      version: PORTFOLIO,
    });
    expect(attributeReport(report({ page: '/about' }))).toEqual({ section: 'mf_pages', version: null });
  });

  it("counts a widget's report against its section, whatever its page (a partner's origin) says", () => {
    expect(attributeReport(report({ page: 'https://partner.example', widget: 'consultation', stack: '/mf-portfolio/x.js' }))).toEqual({
      section: 'mf_forms',
      version: null,
    });
  });
});

describe('ReportSampler', () => {
  it('counts every report up to 50 a second, then one in ten as ten, then one in a hundred as a hundred: the sums stay right', () => {
    const sampler = new ReportSampler(50);
    const weights = Array.from({ length: 1000 }, () => sampler.weigh(0));
    expect(weights.slice(0, 50).every((weight) => weight === 1)).toBe(true);
    expect(weights.slice(50, 500).reduce((sum, weight) => sum + weight, 0)).toBe(450);
    expect(weights.slice(50, 500).filter((weight) => weight > 0)).toHaveLength(45);
    expect(weights.slice(500).reduce((sum, weight) => sum + weight, 0)).toBe(500);
    expect(weights.slice(500).filter((weight) => weight > 0)).toHaveLength(5);
  });

  it('starts counting afresh every second', () => {
    const sampler = new ReportSampler(2);
    expect([sampler.weigh(0), sampler.weigh(10), sampler.weigh(20)]).toEqual([1, 1, 0]);
    expect(sampler.weigh(1000)).toBe(1);
  });
});
