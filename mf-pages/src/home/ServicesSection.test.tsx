// @vitest-environment jsdom
import { contentIcons } from '@site/shared/ui';
import { resetRequestClient } from '@site/shared/request';
import { setLanguage } from '@site/shared/state';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ServicesSection from './ServicesSection';

function servicesReply(names: string[]) {
  return {
    success: true,
    data: {
      data: names.map((name, index) => ({
        id: index + 1,
        slug: `s-${index + 1}`,
        name,
        description: `${name} description`,
        icon: 'code',
        image_url: null,
        sort_order: index,
      })),
      total: names.length,
      current_page: 1,
      last_page: 1,
      per_page: 50,
    },
  };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function Section() {
  return (
    <Suspense fallback={null}>
      <ServicesSection />
    </Suspense>
  );
}

beforeAll(() => contentIcons());

describe('ServicesSection', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setLanguage('ar');
    resetRequestClient();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('renders one card per service with a link to /services/{id}', async () => {
    fetchMock.mockResolvedValue(jsonResponse(servicesReply(['تطوير المواقع', 'تطبيقات الجوال'])));
    render(<Section />);
    const cards = await screen.findAllByTestId('service-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector('a')!.getAttribute('href')).toBe('/services/1');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/services?lang=ar');
  });

  it('reloads in the new language when the language changes', async () => {
    fetchMock.mockImplementation(async (input) =>
      jsonResponse(servicesReply([(input instanceof Request ? input.url : String(input)).includes('lang=en') ? 'Web development' : 'تطوير المواقع'])),
    );
    render(<Section />);
    await screen.findByText('تطوير المواقع');
    act(() => setLanguage('en'));
    await screen.findByText('Web development');
  });

  it('tries 3 times, 2 s apart, saying which attempt it is, then shows the error with a retry, and an empty state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock.mockImplementation(async () => jsonResponse({ success: false, message: 'boom' }, 404));
      render(<Section />);
      await vi.advanceTimersByTimeAsync(100);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.queryByTestId('services-attempt')).toBeNull();
      await vi.advanceTimersByTimeAsync(2000);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(screen.getByTestId('services-attempt').textContent).toBe('المحاولة 2 من 3...'));
      await vi.advanceTimersByTimeAsync(2000);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      await screen.findByText('عذراً، حدث خطأ في تحميل بيانات الخدمات، حاول لاحقاً');
      expect(fetchMock).toHaveBeenCalledTimes(3);
      fetchMock.mockResolvedValueOnce(jsonResponse(servicesReply([])));
      fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
      await vi.advanceTimersByTimeAsync(1100);
      await waitFor(() => expect(screen.getByText('لا توجد خدمات متاحة')).toBeTruthy());
    } finally {
      vi.useRealTimers();
    }
  });
});
