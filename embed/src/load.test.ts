// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.replaceChildren();
  vi.resetModules();
});

const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

describe('loadWidgets', () => {
  it('adds the site’s loader once however often it is asked, and resolves when the elements are defined', async () => {
    const { loadWidgets } = await import('./load');
    const calls = Array.from({ length: 50 }, () => loadWidgets({ site: 'https://nasaq.example/any/path' }));
    expect(scripts()).toEqual(['https://nasaq.example/embed.js']);
    expect(new Set(calls).size).toBe(1);
    customElements.define('nasaq-portfolio', class extends HTMLElement {});
    customElements.define('nasaq-consultation', class extends HTMLElement {});
    await expect(calls[0]).resolves.toBeUndefined();
  });

  it('uses the snippet’s own script when the page has it, and refuses a site that is no http(s) origin', async () => {
    const { loadWidgets } = await import('./load');
    const snippet = document.createElement('script');
    snippet.src = 'https://other.example/embed.js';
    document.head.append(snippet);
    void loadWidgets({ site: 'https://other.example' });
    expect(scripts()).toEqual(['https://other.example/embed.js']);
    await expect(loadWidgets({ site: 'javascript:alert(1)' })).rejects.toThrow('site must be an http(s) origin');
    await expect(loadWidgets({ site: 'nasaq.example' })).rejects.toThrow('site must be an http(s) origin');
  });

  it('rejects when the loader cannot be loaded, and tries again on the next call', async () => {
    const { loadWidgets } = await import('./load');
    const first = loadWidgets({ site: 'https://down.example' });
    document.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('https://down.example/embed.js could not be loaded');
    expect(scripts()).toEqual([]);
    void loadWidgets({ site: 'https://down.example' });
    expect(scripts()).toEqual(['https://down.example/embed.js']);
  });
});
