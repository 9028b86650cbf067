// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '@site/shared/react';
import { language } from '@site/shared/state';
import { lazyBlock } from './lazy-block';

function Strip({ count }: { count: number }) {
  return (
    <ul data-testid="strip">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>client {index + 1}</li>
      ))}
    </ul>
  );
}

function Greeting() {
  return <p data-testid="greeting">{useLanguage() === 'ar' ? 'مرحبا' : 'Hello'}</p>;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  language.value = 'ar';
});

describe('lazyBlock', () => {
  it('loads its chunk only when asked, once, and hydrates the server HTML with it', async () => {
    let provide: (module: { default: typeof Strip }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Strip }>((resolve) => (provide = resolve)));
    const clients = lazyBlock('home/clients', load);
    expect(load).not.toHaveBeenCalled();

    const container = document.createElement('div');
    // What the server sent: the holder, and the block inside its Suspense boundary.
    container.innerHTML = `<div data-block="home/clients"><!--$-->${renderToString(<Strip count={2} />)}<!--/$--></div>`;
    document.body.append(container);
    const serverList = container.querySelector('ul')!;
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <clients.Block props={{ count: 2 }} />, { onRecoverableError: (error) => console.error(error) });
    });
    // jsdom has no IntersectionObserver: the block is "near" at once, and its chunk is asked for.
    expect(load).toHaveBeenCalledOnce();
    expect(container.querySelector('ul')).toBe(serverList);
    await act(async () => provide({ default: Strip }));
    await vi.waitFor(() => expect(container.querySelector('ul')).toBe(serverList));
    await clients.preload();
    expect(load).toHaveBeenCalledOnce();
    expect(errors).not.toHaveBeenCalled();
  });

  it('far below the fold, waits; a language switch loads it at once and shows it in the new language', async () => {
    // A viewport the block never comes near.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const load = vi.fn(async () => ({ default: Greeting }));
    const greeting = lazyBlock('home/greeting', load);
    const container = document.createElement('div');
    container.innerHTML = `<div data-block="home/greeting"><!--$-->${renderToString(<Greeting />)}<!--/$--></div>`;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <greeting.Block props={{}} />);
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('مرحبا');

    await act(async () => {
      language.value = 'en';
    });
    expect(load).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(container.querySelector('[data-testid="greeting"]')?.textContent).toBe('Hello'));
  });
});
