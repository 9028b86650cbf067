import { describe, expect, it } from 'vitest';
import { linkTags, type SectionFiles } from './link-tags';

const section = (name: string) => ({ version: 'build', browserEntry: `/${name}/remoteEntry.js`, browserDir: null, serverEntry: null });
const files = (built: boolean): SectionFiles => ({
  current: () => ({
    version: 'v1',
    sections: built
      ? { mf_shell: section('mf-shell'), mf_pages: section('mf-pages'), mf_portfolio: section('mf-portfolio'), mf_forms: section('mf-forms') }
      : null,
    error: null,
  }),
  browserAssets: (remote, expose = 'spa') => ({
    css: [{ href: `/${remote}/${expose === 'spa' ? 'main' : expose}.css`, chunk: `${remote}:${expose}` }],
    js: expose === 'spa' ? [`/${remote}/main.js`] : [`/${remote}/${expose}.js`],
  }),
});

describe('linkTags', () => {
  it("links the shell's, the owner's and each block's stylesheet once, and lists the two sections' entries and scripts (not a block's) for the entry loader", () => {
    const html = linkTags(files(true), 'mf_pages', ['mf_forms/contact-form', 'mf_pages/spa']);
    expect(html).toBe(
      [
        '<link rel="stylesheet" href="/mf_shell/main.css" data-rspack="mf_shell:spa">',
        '<link rel="stylesheet" href="/mf_pages/main.css" data-rspack="mf_pages:spa">',
        '<link rel="stylesheet" href="/mf_forms/contact-form.css" data-rspack="mf_forms:contact-form">',
        '<script type="application/json" id="section-scripts">["/mf-shell/remoteEntry.js","/mf-pages/remoteEntry.js","/mf_shell/main.js","/mf_pages/main.js"]</script>',
      ].join(''),
    );
  });

  it('lists no entry when the manifest could not be read', () => {
    expect(linkTags(files(false), 'mf_pages', [])).not.toContain('remoteEntry.js');
  });

  it('preloads nothing itself: no script is fetched before the first paint', () => {
    expect(linkTags(files(true), 'mf_pages', [])).not.toContain('rel="preload"');
  });
});
