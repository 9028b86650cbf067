// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteBlock } from './RemoteBlock';
import { setRemoteLoader } from './remote-modules';

function Box({ text }: { text: string }) {
  return <p data-testid="box">{text}</p>;
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('RemoteBlock in the browser', () => {
  it('keeps the server HTML and hydrates it once its code is there, without a mismatch', async () => {
    let provide: (module: { default: typeof Box }) => void = () => undefined;
    setRemoteLoader(() => new Promise((resolve) => (provide = resolve)));
    const container = document.createElement('div');
    container.innerHTML = '<div data-block="mf_forms/newsletter"><!--$--><p data-testid="box">server</p><!--/$--></div>';
    document.body.append(container);
    const serverBox = container.querySelector('p')!;
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <RemoteBlock id="mf_forms/newsletter" props={{ text: 'server' }} />, {
        onRecoverableError: (error) => console.error(error),
      });
    });
    // Its code has not come: the server's HTML stays as it is.
    expect(container.querySelector('p')).toBe(serverBox);
    await act(async () => provide({ default: Box }));
    await vi.waitFor(() => expect(container.querySelector('p')).toBe(serverBox));
    expect(errors).not.toHaveBeenCalled();
  });

  it('with hydrateOn="interaction", loads its code only when the visitor reaches for it, and keeps what was typed', async () => {
    function Field() {
      return <input data-testid="field" name="email" />;
    }
    let provide: (module: { default: typeof Field }) => void = () => undefined;
    const loader = vi.fn(() => new Promise((resolve) => (provide = resolve)));
    setRemoteLoader(loader);
    const container = document.createElement('div');
    container.innerHTML = '<div data-block="mf_forms/newsletter"><!--$--><input data-testid="field" name="email"><!--/$--></div>';
    document.body.append(container);
    const serverField = container.querySelector('input')!;
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <RemoteBlock id="mf_forms/newsletter" hydrateOn="interaction" />, {
        onRecoverableError: (error) => console.error(error),
      });
    });
    // In view (jsdom has no IntersectionObserver: a near-viewport block loads at once), yet not loaded.
    expect(loader).not.toHaveBeenCalled();
    serverField.value = 'typed@example.com';
    await act(async () => serverField.focus());
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    await act(async () => provide({ default: Field }));
    await vi.waitFor(() => expect(container.querySelector('input')).toBe(serverField));
    expect(serverField.value).toBe('typed@example.com');
    expect(errors).not.toHaveBeenCalled();
  });

  it('with hydrateOn="interaction", a parent rendering it again with the same props keeps the server HTML waiting; new props give it up and load it', async () => {
    const loader = vi.fn(async () => ({ default: Box }));
    setRemoteLoader(loader);
    const container = document.createElement('div');
    container.innerHTML = '<div data-block="mf_forms/contact-form"><!--$--><p data-testid="box">server</p><!--/$--></div>';
    document.body.append(container);
    const serverBox = container.querySelector('p')!;
    const block = (text: string) => <RemoteBlock id="mf_forms/contact-form" hydrateOn="interaction" props={{ text }} fallback={<span>{'waiting'}</span>} />;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, block('server'));
    });
    // Written again as new objects, the same props and fallback: nothing reaches the boundary.
    await act(async () => root!.render(block('server')));
    expect(container.querySelector('p')).toBe(serverBox);
    expect(loader).not.toHaveBeenCalled();
    // New props before it hydrated: React shows the fallback instead, so the block loads now, not at a reach that cannot come.
    await act(async () => root!.render(block('changed')));
    await vi.waitFor(() => expect(screen.getByTestId('box').textContent).toBe('changed'));
    expect(loader).toHaveBeenCalledTimes(1);
    root!.unmount();
  });

  it('with hydrateOn="interaction", loads at once when there is no server HTML to keep (a screen reached by a link)', async () => {
    const loader = vi.fn(async () => ({ default: Box }));
    setRemoteLoader(loader);
    await act(async () => render(<RemoteBlock id="mf_forms/contact-form" hydrateOn="interaction" props={{ text: 'client' }} />));
    await vi.waitFor(() => expect(screen.getByTestId('box').textContent).toBe('client'));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows its fallback when the section is down, and tries again at the next mount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ default: Box });
    setRemoteLoader(loader);
    const { unmount } = await act(async () => render(<RemoteBlock id="mf_portfolio/teaser" props={{ text: 'up' }} fallback={<span>left out</span>} />));
    await vi.waitFor(() => expect(screen.getByText('left out')).toBeTruthy());
    expect(warn).toHaveBeenCalled();
    unmount();
    await act(async () => render(<RemoteBlock id="mf_portfolio/teaser" props={{ text: 'up' }} />));
    await vi.waitFor(() => expect(screen.getByTestId('box').textContent).toBe('up'));
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
