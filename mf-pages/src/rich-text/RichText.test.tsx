// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// React's act() outside Testing Library: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const hostile = '<p>Opening paragraph.</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

/** RichText and its sanitiser state fresh (module state: the server's and the browser's sanitiser). */
async function freshModules() {
  vi.resetModules();
  const sanitize = await import('./sanitize');
  const createSanitizer = vi.spyOn(sanitize, 'createSanitizer');
  const { RichText } = await import('./RichText');
  const sanitizer = await import('./sanitizer');
  return { RichText, sanitizer, createSanitizer };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('RichText', () => {
  it('hydrates the server-sanitised HTML as it is, without sanitising again in the browser', async () => {
    const server = await freshModules();
    server.sanitizer.setServerSanitizer(async () => (await import('./sanitize')).createSanitizer(window));
    await server.sanitizer.prepareSanitizer();
    const html = renderToString(<server.RichText html={hostile} testId="body" />);
    expect(html).toContain('<p>Opening paragraph.</p>');
    expect(html).not.toMatch(/onerror|<script/);

    const browser = await freshModules();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const before = container.innerHTML;
    await act(async () => {
      hydrateRoot(container, <browser.RichText html={hostile} testId="body" />, { onRecoverableError: (error) => expect.fail(String(error)) });
    });
    expect(container.innerHTML).toBe(before);
    expect(browser.createSanitizer).not.toHaveBeenCalled();
  });

  it('sanitises in the browser what the browser renders itself (a client-side navigation)', async () => {
    const { RichText, createSanitizer } = await freshModules();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<RichText html={hostile} testId="body" />);
    });
    await vi.waitFor(() => expect(container.querySelector('[data-testid="body"] p')?.textContent).toBe('Opening paragraph.'));
    expect(createSanitizer).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-testid="body"]')?.innerHTML).not.toMatch(/onerror|<script/);
  });
});
