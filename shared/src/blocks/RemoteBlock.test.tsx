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
