// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../testing/api';
import { aboutReply, json } from '../testing/page-fixtures';
import { AboutIntro } from './AboutIntro';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const figures = () =>
  [...screen.getByTestId('stat-cards').children].map((card) => [card.querySelector('dt')?.textContent, card.querySelector('dd')?.textContent]);

describe('home: stats and intro', () => {
  it('shows the about data: its description and its statistics', async () => {
    serveApi({ '/v1/pages/about': () => json(aboutReply()) });
    render(<AboutIntro />);
    expect((await screen.findByTestId('home-intro-text')).textContent).toBe('Nasaq builds websites and apps.');
    expect(figures()).toEqual([
      ['Happy clients', '150+'],
      ['Completed projects', '180+'],
      ['Satisfaction rate', '96%'],
      ['Support', '24/7'],
    ]);
    expect(screen.getByTestId('home-about-link').getAttribute('href')).toBe('/about?lang=en');
  });

  it('fills the defaults for statistics the server leaves out', async () => {
    serveApi({ '/v1/pages/about': () => json(aboutReply({})) }, 'ar');
    render(<AboutIntro />);
    await screen.findByTestId('home-intro-text');
    expect(figures()).toEqual([
      ['عميل سعيد', '150+'],
      ['مشروع مكتمل', '200+'],
      ['نسبة الرضا', '95%'],
      ['دعم متواصل', '24/7'],
    ]);
    expect(screen.getByTestId('home-about-link').getAttribute('href')).toBe('/about?lang=ar');
  });

  it('without the about data, still reads well: the company line and the default figures', async () => {
    serveApi({ '/v1/pages/about': () => json({ success: false }, 404) });
    render(<AboutIntro />);
    expect((await screen.findByTestId('home-intro-text')).textContent).toContain('We design and build websites, apps and digital products');
    expect(figures().map(([, value]) => value)).toEqual(['150+', '200+', '95%', '24/7']);
  });

  it('while loading, holds the place of the text and of the numbers', async () => {
    serveApi({ '/v1/pages/about': () => new Promise<Response>(() => undefined) });
    render(<AboutIntro />);
    expect(screen.getByTestId('home-intro').querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByTestId('home-intro-text')).toBeNull();
    expect(figures().map(([, value]) => value)).toEqual(['', '', '', '']);
  });
});
