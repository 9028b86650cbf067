import { checkPageData } from '@site/shared/contract';
import { describe, expect, it } from 'vitest';
import type { Sections } from '../sections';
import { pageData, serializePageData } from './page-data';
import type { SectionFiles } from './link-tags';

const sections: SectionFiles = {
  current: () => ({
    version: 'v1',
    sections: {
      mf_shell: { browserEntry: '/s.js', version: 'build' },
      mf_pages: { browserEntry: '/p.js', version: 'build' },
      mf_portfolio: { browserEntry: '/o.js', version: '0123456789abcdef0123' },
      mf_forms: { browserEntry: '/f.js', version: 'build' },
    } as Sections,
    error: null,
  }),
  browserAssets: () => ({ css: [], js: [] }),
};

describe('pageData', () => {
  it('is the PageData the browser checks: language, replies, core and the packs used, the entries', () => {
    const data = pageData('ar', [{ path: '/v1/clients', status: 200, body: { success: true, data: [] } }], ['forms', 'nonsense'], sections);
    expect(data).toEqual({
      lang: 'ar',
      replies: { '/v1/clients': { status: 200, body: { success: true, data: [] } } },
      packs: ['core', 'forms'],
      remotes: { mf_shell: '/s.js', mf_pages: '/p.js', mf_portfolio: '/o.js', mf_forms: '/f.js' },
      versions: { mf_shell: 'build', mf_pages: 'build', mf_portfolio: '0123456789abcdef0123', mf_forms: 'build' },
    });
    expect(checkPageData(JSON.parse(serializePageData(data)))).toEqual({ ok: true, value: data });
  });

  it('is serialized so that no text in it can end its script element', () => {
    const text = serializePageData(pageData('en', [{ path: '/v1/x', status: 200, body: { name: '</script><!-- \u2028' } }], [], sections));
    expect(text).not.toMatch(/<|\u2028/);
    expect(JSON.parse(text)).toMatchObject({ replies: { '/v1/x': { body: { name: '</script><!-- \u2028' } } } });
  });
});
