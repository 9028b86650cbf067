// @vitest-environment jsdom
import { setLanguage } from '@site/shared/state';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadScreenChunks, renderScreen } from '../testing/render';
import { PrivacyPage, TermsPage } from './LegalPage';

beforeAll(loadScreenChunks);
afterEach(cleanup);

const headings = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('the legal pages', () => {
  it('privacy: four principle cards, the points, the full policy, and a link to /contact', async () => {
    setLanguage('en');
    await renderScreen(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(headings('legal-principles')).toEqual(['Only necessary data', 'No sharing without consent', 'Deletion on request', 'Secure connection']);
    const points = within(screen.getByTestId('legal-points'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points).toHaveLength(5);
    expect(points.join(' ')).toMatch(/cookies/);
    expect(points.join(' ')).toMatch(/SSL/);
    expect(headings('legal-sections').length).toBeGreaterThanOrEqual(8);
    expect(screen.getByTestId('legal-sections').textContent).toContain('Contact messages: your name, email address');
    expect(screen.getByTestId('legal-contact').getAttribute('href')).toBe('/contact');
    expect(screen.getByTestId('legal-updated').textContent).toBe('Last updated: November 23, 2026');
  });

  it('terms: four principle cards, the points with the minimum age of 18, the full terms, and a link to /contact', async () => {
    setLanguage('ar');
    await renderScreen(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('شروط الخدمة');
    expect(headings('legal-principles')).toHaveLength(4);
    const points = within(screen.getByTestId('legal-points'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points).toContain('يجب ألا يقل عمرك عن 18 عاماً لاستخدام خدماتنا.');
    expect(screen.getByTestId('legal-sections').textContent).toContain('يجب ألا يقل عمرك عن 18 عاماً لاستخدام خدماتنا أو لإرسال أي طلب إلينا');
    expect(screen.getByTestId('legal-sections').textContent).not.toContain('{age}');
    expect(screen.getByTestId('legal-contact').getAttribute('href')).toBe('/contact');
  });
});
