// @vitest-environment jsdom
import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idPrefix, LIVE_ATTRIBUTE, reactApp, SERVER_RENDERED_ATTRIBUTE } from './react-app';

function Counter({ label = 'clicks' }: { label?: string }) {
  const [count, setCount] = useState(0);
  const id = useId();
  return (
    <button type="button" id={id} onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

function slotWith(html: string | null): HTMLElement {
  const slot = document.createElement('div');
  if (html !== null) {
    slot.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
    slot.innerHTML = html;
  }
  document.body.append(slot);
  return slot;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('reactApp', () => {
  it('hydrates the server HTML of its slot (the same nodes become live), then renders anew after an unmount', async () => {
    const slot = slotWith(renderToString(<Counter />, { identifierPrefix: idPrefix('main') }));
    const serverButton = slot.querySelector('button')!;
    const errors = vi.spyOn(console, 'error');
    const app = reactApp<{ el: HTMLElement }>('test-app', Counter, 'main', (props) => props.el);
    await app.mount({ el: slot });
    expect(slot.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
    await vi.waitFor(() => {
      serverButton.click();
      expect(serverButton.textContent).not.toBe('clicks: 0');
    });
    expect(slot.querySelector('button')).toBe(serverButton);
    expect(serverButton.id).toContain('main-');
    expect(errors).not.toHaveBeenCalled();

    await app.unmount({ el: slot });
    expect(slot.childElementCount).toBe(0);
    await app.mount({ el: slot });
    await vi.waitFor(() => expect(slot.textContent).toBe('clicks: 0'));
  });

  it('marks the slot live as soon as React owns it: a click while the server HTML is still hydrating is not lost', async () => {
    const slot = slotWith(renderToString(<Counter />, { identifierPrefix: idPrefix('main') }));
    const app = reactApp<{ el: HTMLElement }>('test-app', Counter, 'main', (props) => props.el);
    expect(slot.hasAttribute(LIVE_ATTRIBUTE)).toBe(false);
    await app.mount({ el: slot });
    expect(slot.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    slot.querySelector('button')!.click();
    await vi.waitFor(() => expect(slot.textContent).toBe('clicks: 1'));
    await app.unmount({ el: slot });
    expect(slot.hasAttribute(LIVE_ATTRIBUTE)).toBe(false);
  });

  it('renders a slot the server left empty', async () => {
    const slot = slotWith(null);
    const app = reactApp<{ el: HTMLElement }>('test-app', Counter, 'header', (props) => props.el);
    await app.mount({ el: slot });
    await vi.waitFor(() => expect(slot.textContent).toBe('clicks: 0'));
  });

  it('says which app did not match its server HTML', async () => {
    const slot = slotWith(renderToString(<Counter label="server" />, { identifierPrefix: idPrefix('footer') }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = reactApp<{ el: HTMLElement }>(
      'test-app',
      () => <Counter label="browser" />,
      'footer',
      (props) => props.el,
    );
    await app.mount({ el: slot });
    await vi.waitFor(() => expect(errors.mock.calls.some((call) => call[0] === '[test-app] hydration error')).toBe(true));
    // React recovers by rendering the browser's version.
    await vi.waitFor(() => expect(slot.textContent).toBe('browser: 0'));
  });
});
