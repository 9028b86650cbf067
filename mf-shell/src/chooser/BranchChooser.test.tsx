// @vitest-environment jsdom
import { setLanguage } from '@site/shared/state';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BranchChooser } from './BranchChooser';

describe('BranchChooser', () => {
  beforeEach(() => setLanguage('en'));
  afterEach(cleanup);

  const toggle = () => screen.getByTestId('chooser-toggle');
  /** Opens the chooser and waits for its panel (a lazily loaded chunk) to appear. */
  const open = async () => {
    fireEvent.click(toggle());
    return screen.findByTestId('chooser-panel');
  };

  it('opens and closes a panel of the three branches, with flag, country, branch, phone and chat link', async () => {
    render(<BranchChooser />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('chooser-panel')).toBeNull();

    await open();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('dialog', { name: 'Chat with us on WhatsApp' });
    // The panel (a lazy chunk) takes focus in an effect after it is shown.
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(panel.textContent).toContain('Available 24/7');
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://wa.me/201001234567', 'https://wa.me/966551234567', 'https://wa.me/962791234567']);
    expect(links.every((link) => link.getAttribute('target') === '_blank' && link.getAttribute('rel')?.includes('noopener'))).toBe(true);
    expect(links[0]!.textContent).toContain('Egypt');
    expect(links[0]!.textContent).toContain('Main branch');
    expect(links[0]!.textContent).toContain('Beni Suef');
    expect(links[1]!.textContent).toContain('Saudi Arabia');
    expect(links[1]!.textContent).toContain('Riyadh');
    expect(links[2]!.textContent).toContain('Amman');
    for (const link of links) {
      expect(link.querySelector('img')?.getAttribute('src')).toMatch(/svg/);
      expect(link.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    }

    fireEvent.click(toggle());
    expect(screen.queryByTestId('chooser-panel')).toBeNull();
  });

  it("uses the contact page's phone for Riyadh when there is one", async () => {
    render(<BranchChooser contactPhone="+966 (11) 234-5678" />);
    await open();
    const riyadh = screen.getByTestId('branch-saudi-arabia');
    expect(riyadh.getAttribute('href')).toBe('https://wa.me/966112345678');
    expect(within(riyadh).getByTestId('branch-phone').textContent).toBe('+966 (11) 234-5678');
  });

  it('closes on Escape (focus back on the button), on a click outside and when focus leaves', async () => {
    render(
      <>
        <button type="button">elsewhere</button>
        <BranchChooser />
      </>,
    );
    await open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('chooser-panel')).toBeNull();
    expect(document.activeElement).toBe(toggle());

    await open();
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByTestId('chooser-panel')).toBeNull();

    await open();
    act(() => screen.getByText('elsewhere').focus());
    expect(screen.queryByTestId('chooser-panel')).toBeNull();
  });

  it('speaks Arabic, with the phone isolated left to right', async () => {
    setLanguage('ar');
    render(<BranchChooser />);
    await open();
    expect(screen.getByRole('dialog', { name: 'تواصل معنا عبر واتساب' })).toBeTruthy();
    expect(screen.getByTestId('branch-jordan').textContent).toContain('الأردن');
    expect(screen.getByTestId('branch-jordan').textContent).toContain('+962 79 123 4567');
  });
});
