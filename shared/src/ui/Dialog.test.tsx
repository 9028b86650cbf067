// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

afterEach(cleanup);

function Chooser({ onClose = () => undefined }: { onClose?: () => void }) {
  return (
    <Dialog open title="Choose a branch" closeLabel="Close" onClose={onClose}>
      <a href="https://wa.me/1">Riyadh</a>
      <a href="https://wa.me/2">Cairo</a>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its title, with focus on its first control', () => {
    const view = render(<Chooser />);
    const dialog = view.getByRole('dialog', { hidden: true });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(view.getByText('Choose a branch').id);
    expect(document.activeElement).toBe(view.getByRole('button', { name: 'Close' }));
  });

  it('keeps Tab and Shift+Tab going round its own controls', () => {
    const view = render(<Chooser />);
    const close = view.getByRole('button', { name: 'Close' });
    const last = view.getByRole('link', { name: 'Cairo' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Between the two, Tab is the browser's own.
    const first = view.getByRole('link', { name: 'Riyadh' });
    first.focus();
    expect(fireEvent.keyDown(first, { key: 'Tab' })).toBe(true);
  });

  it('keeps Tab inside when it lives in a shadow root (an embedded widget)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const root = createRoot(container);
    act(() => root.render(<Chooser />));
    const [close, middle, last] = [...shadow.querySelectorAll<HTMLElement>('button, a')];
    last!.focus();
    expect(shadow.activeElement).toBe(last);
    fireEvent.keyDown(last!, { key: 'Tab' });
    expect(shadow.activeElement).toBe(close);
    // The document sees only the host: a control in the middle must still count as inside.
    middle!.focus();
    expect(fireEvent.keyDown(middle!, { key: 'Tab' })).toBe(true);
    expect(shadow.activeElement).toBe(middle);
    act(() => root.unmount());
    host.remove();
  });

  it('closes on Escape and on a click on the backdrop, not on a click inside', () => {
    const onClose = vi.fn();
    const view = render(<Chooser onClose={onClose} />);
    const dialog = view.getByRole('dialog', { hidden: true });
    fireEvent.click(view.getByText('Choose a branch'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
