// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@site/shared/state';
import Lightbox from './Lightbox';
import type { LightboxImage } from './types';

const images: LightboxImage[] = [1, 2, 3].map((n) => ({ src: `/api/media/g${n}.webp`, alt: `Design ${n}`, title: `Title ${n}`, description: `About ${n}` }));

function Gallery({ start = 0 }: { start?: number }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(start)}>
        open
      </button>
      <Lightbox images={images} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} label="Ramadan campaign" />
    </>
  );
}

const counter = () => screen.getByTestId('lightbox-counter').textContent;
const key = (name: string) => fireEvent.keyDown(screen.getByTestId('lightbox'), { key: name });

beforeEach(() => setLanguage('en'));
afterEach(() => {
  cleanup();
  document.documentElement.classList.remove('scroll-locked');
});

describe('Lightbox', () => {
  it('opens at the image clicked, with its title, description and counter, and goes through the images without wrapping', () => {
    render(<Gallery />);
    expect(screen.queryByTestId('lightbox')).toBeNull();
    fireEvent.click(screen.getByText('open'));
    const dialog = screen.getByTestId<HTMLDialogElement>('lightbox');
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Ramadan campaign');
    expect(counter()).toBe('1 / 3');
    expect(screen.getByText('Title 1')).toBeTruthy();
    expect(screen.getByText('About 1')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('lightbox-previous').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('lightbox-next'));
    fireEvent.click(screen.getByTestId('lightbox-next'));
    expect(counter()).toBe('3 / 3');
    expect(screen.getByTestId<HTMLButtonElement>('lightbox-next').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('lightbox-next'));
    expect(counter()).toBe('3 / 3');
    fireEvent.click(screen.getByTestId('lightbox-previous'));
    expect(counter()).toBe('2 / 3');
    expect(screen.getByTestId<HTMLImageElement>('lightbox-image').getAttribute('alt')).toBe('Design 2');
  });

  it('follows the reading direction with the arrow keys: ArrowRight is next in English, ArrowLeft in Arabic', () => {
    render(<Gallery start={1} />);
    fireEvent.click(screen.getByText('open'));
    key('ArrowRight');
    expect(counter()).toBe('3 / 3');
    key('ArrowLeft');
    expect(counter()).toBe('2 / 3');
    act(() => setLanguage('ar'));
    key('ArrowLeft');
    expect(counter()).toBe('3 / 3');
    key('ArrowRight');
    key('ArrowRight');
    expect(counter()).toBe('1 / 3');
    expect(screen.getByTestId('lightbox-next').getAttribute('aria-label')).toBe('الصورة التالية');
  });

  it('changes the image with a swipe on a touch screen, towards the reading start for the next one', () => {
    render(<Gallery />);
    fireEvent.click(screen.getByText('open'));
    const figure = screen.getByTestId('lightbox-image').closest('figure')!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(figure, { pointerType: 'touch', clientX: from });
      fireEvent.pointerUp(figure, { pointerType: 'touch', clientX: to });
    };
    swipe(300, 100);
    expect(counter()).toBe('2 / 3');
    swipe(300, 280); // too short: nothing
    expect(counter()).toBe('2 / 3');
    swipe(100, 300);
    expect(counter()).toBe('1 / 3');
  });

  it('keeps the keyboard focus inside: Tab after the last button goes to the first, Shift+Tab before the first to the last', () => {
    render(<Gallery />);
    fireEvent.click(screen.getByText('open'));
    const close = screen.getByTestId('lightbox-close');
    const next = screen.getByTestId('lightbox-next');
    // At the first image 'previous' is disabled: the buttons are close and next.
    next.focus();
    key('Tab');
    expect(document.activeElement).toBe(close);
    key('Tab');
    expect(document.activeElement).toBe(close); // in between, the browser moves focus itself
    fireEvent.keyDown(screen.getByTestId('lightbox'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(next);
  });

  it('locks the page behind while open, and closes on Escape and on its button, giving focus back', () => {
    render(<Gallery />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(true);
    fireEvent(screen.getByTestId('lightbox'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByTestId('lightbox')).toBeNull();
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(false);
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.click(screen.getByTestId('lightbox-close'));
    expect(screen.queryByTestId('lightbox')).toBeNull();
  });
});
