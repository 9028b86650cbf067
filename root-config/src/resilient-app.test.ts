// @vitest-environment jsdom
import type { AppProps } from 'single-spa';
import { setLanguage } from '@site/shared/state';
import { afterEach, describe, expect, it, vi } from 'vitest';

const loadExposed = vi.fn();
vi.mock('./federation/remotes', () => ({ loadExposed }));
const { resilientApp } = await import('./resilient-app');

type Props = { domElement: HTMLElement } & AppProps;

function props(): Props {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return { domElement, name: 'mf-pages', singleSpa: {}, mountParcel: vi.fn() };
}

describe('resilientApp', () => {
  afterEach(() => {
    loadExposed.mockReset();
    document.body.replaceChildren();
    vi.spyOn(console, 'error').mockRestore();
  });

  it('shows a bilingual fallback when the remote fails, and tries again on the next mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setLanguage('ar');
    const app = resilientApp<Props>('mf_pages', (p) => p.domElement);
    const p = props();
    loadExposed.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    await (app.mount as (p: Props) => Promise<void>)(p);
    const fallback = p.domElement.querySelector('[data-testid="section-fallback"]')!;
    expect(fallback.textContent).toContain('تعذّر تحميل هذا القسم');
    setLanguage('en');
    expect(fallback.textContent).toContain('This section could not be loaded');

    await (app.unmount as (p: Props) => Promise<void>)(p);
    expect(p.domElement.querySelector('[data-testid="section-fallback"]')).toBeNull();

    const mounted = vi.fn().mockResolvedValue(undefined);
    loadExposed.mockResolvedValueOnce({ bootstrap: vi.fn().mockResolvedValue(undefined), mount: [mounted], unmount: vi.fn() });
    await (app.mount as (p: Props) => Promise<void>)(p);
    expect(mounted).toHaveBeenCalledOnce();
    expect(loadExposed).toHaveBeenCalledTimes(2);
  });

  it('the fallback retry button mounts the remote once it is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = resilientApp<Props>('mf_pages', (p) => p.domElement);
    const p = props();
    loadExposed.mockRejectedValueOnce(new Error('down'));
    await (app.mount as (p: Props) => Promise<void>)(p);
    const mounted = vi.fn().mockResolvedValue(undefined);
    loadExposed.mockResolvedValueOnce({ bootstrap: [], mount: mounted, unmount: vi.fn() });
    p.domElement.querySelector('button')!.click();
    await vi.waitFor(() => expect(mounted).toHaveBeenCalledOnce());
    expect(p.domElement.querySelector('[data-testid="section-fallback"]')).toBeNull();
  });
});
