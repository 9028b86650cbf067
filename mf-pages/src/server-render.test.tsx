import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { PagesRoot } from './app/PagesRoot';

/**
 * A later issue prerenders each route's first screen on the server, so every screen must
 * render without a DOM (no browser globals at module scope or during render). This runs in
 * Node, where `window` and `document` do not exist.
 */
describe('mf-pages renders on the server', () => {
  it.each([
    ['/', 'نبني المنتجات الرقمية التي تنمو بها أعمالك'],
    ['/about', 'هذه الصفحة قيد الإعداد'],
    ['/no-such-page', 'الصفحة غير موجودة'],
  ])('%s', (path, text) => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <Router ssrPath={path}>
        <PagesRoot />
      </Router>,
    );
    expect(html).toContain(text);
  });
});
