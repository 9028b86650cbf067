// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyBlock } from './lazy-block';

function Strip({ count }: { count: number }) {
  return <ul data-testid="strip">{Array.from({ length: count }, (_, index) => <li key={index}>client {index + 1}</li>)}</ul>;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
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
});
