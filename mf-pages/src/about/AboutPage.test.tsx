// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../common/reload-page';
import { serveApi } from '../testing/api';
import { aboutReply, json } from '../testing/page-fixtures';
import { loadScreenChunks, renderScreen } from '../testing/render';
import AboutPage from './AboutPage';

vi.mock('../common/reload-page', () => ({ reloadPage: vi.fn() }));

beforeAll(loadScreenChunks);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
});

describe('/about', () => {
  it('shows the business, four statistics, the story since 2020, vision, four values, the consultation promo and the call to action', async () => {
    serveApi({ '/v1/pages/about': () => json(aboutReply()) });
    await renderScreen(<AboutPage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Nasaq Technology Solutions');
    expect(screen.getByText('Nasaq builds websites and apps.')).toBeTruthy();
    const stats = [...screen.getByTestId('stat-cards').children].map((card) => card.textContent);
    expect(stats).toEqual(['Completed projects180+', 'Team members42+', 'Support99.9%', 'Years of experience6+']);
    expect(screen.getByTestId('about-story').textContent).toContain('Founded in 2020');
    expect(screen.getByTestId('about-mission').textContent).toContain('Technology within reach of every business.');
    expect(screen.getByTestId('about-vision').textContent).toContain('Our vision');
    expect(
      within(screen.getByTestId('about-values'))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Innovation', 'Quality', 'Teamwork', 'Excellence']);
    expect(screen.getByTestId('about-consultation').getAttribute('href')).toBe('/consultation?lang=en');
    expect(screen.getByTestId('about-chat').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(screen.getByTestId('about-services').getAttribute('href')).toBe('/services?lang=en');
    expect(screen.getByTestId('about-contact').getAttribute('href')).toBe('/?lang=en#contact');
  });

  it('leaves out a figure the server does not send and that has no default, and fills the others', async () => {
    serveApi({ '/v1/pages/about': () => json(aboutReply({ total_projects: 12 })) }, 'ar');
    await renderScreen(<AboutPage />);
    await screen.findByRole('heading', { level: 1 });
    const stats = [...screen.getByTestId('stat-cards').children].map((card) => card.querySelector('dd')?.textContent);
    // projects as sent, support 99.9% (the about data's default), years since 2020; no team size.
    expect(stats).toEqual(['12+', '99.9%', `${new Date().getUTCFullYear() - 2020}+`]);
    expect(screen.getByTestId('about-consultation').getAttribute('href')).toBe('/consultation?lang=ar');
  });

  it('shows its loading state, then an error whose retry reloads the page', async () => {
    let fail: () => void = () => undefined;
    serveApi({ '/v1/pages/about': () => new Promise<Response>((resolve) => (fail = () => resolve(json({ success: false }, 404)))) });
    await renderScreen(<AboutPage />);
    expect(screen.getByTestId('page-loading').textContent).toContain('Loading...');
    await act(async () => fail());
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Failed to load data');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
