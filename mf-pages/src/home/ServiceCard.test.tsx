// @vitest-environment jsdom
import { contentIcons } from '@site/shared/ui';
import { setLanguage } from '@site/shared/state';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { service } from '../testing/page-fixtures';
import { SERVICE_CARD_SIZES } from '../services/service-route';
import { ServiceCard } from './ServiceCard';

beforeAll(() => contentIcons());
afterEach(cleanup);

async function card(data: Parameters<typeof ServiceCard>[0]['service'], headingLevel?: 'h2' | 'h3') {
  setLanguage('en');
  render(
    <Suspense fallback={null}>
      <ServiceCard service={data} headingLevel={headingLevel} />
    </Suspense>,
  );
  return screen.findByTestId('service-card');
}

describe('a service card', () => {
  it('reserves its image box and offers the image widths, lazily', async () => {
    const element = await card(service(4, 'Databases'));
    const image = element.querySelector('img')!;
    expect(image.getAttribute('width')).toBe('1440');
    expect(image.getAttribute('height')).toBe('900');
    expect(image.getAttribute('srcset')).toBe('/api/media/service-4.480.webp 480w, /api/media/service-4.960.webp 960w, /api/media/service-4.1440.webp 1440w');
    expect(image.getAttribute('sizes')).toBe(SERVICE_CARD_SIZES);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('alt')).toBe('');
  });

  it('reserves the usual size when the API sends no image_meta, and shows no image when it has none', async () => {
    const { image_meta: _none, ...withoutMeta } = service(5, 'Security');
    const image = (await card(withoutMeta)).querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('srcset')]).toEqual(['1440', '900', null]);
    cleanup();
    expect((await card(service(6, 'Design', false))).querySelector('img')).toBeNull();
  });

  it('links to /services/{id} with the service in the link name, under the heading level asked for', async () => {
    const element = await card(service(7, 'Marketing'), 'h2');
    const link = screen.getByRole('link', { name: 'Learn more: Marketing' });
    expect(link.getAttribute('href')).toBe('/services/7');
    expect(element.querySelector('h2')?.textContent).toBe('Marketing');
  });
});
