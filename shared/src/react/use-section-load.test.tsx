// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../contract/envelope';
import { useSectionLoad } from './use-section-load';

function Probe({ load }: { load: (lang: Language, signal: AbortSignal) => Promise<string> }) {
  const state = useSectionLoad(load, 'en');
  return (
    <p data-testid="state">
      {state.status}:{state.attempt}/{state.attempts}
      {state.status === 'ready' ? `:${state.data}` : ''}
    </p>
  );
}

beforeEach(() => vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSectionLoad', () => {
  it('exposes the attempt number and shows the error after the third failure', async () => {
    const load = vi.fn(async () => {
      throw new Error('down');
    });
    render(<Probe load={load} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('state').textContent).toBe('loading:1/3');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('state').textContent).toBe('loading:2/3');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('state').textContent).toBe('error:3/3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shows the data when a later attempt succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue('ok');
    render(<Probe load={load} />);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('state').textContent).toBe('ready:2/3:ok');
  });
});
