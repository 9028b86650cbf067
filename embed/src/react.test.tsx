// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NasaqConsultation, NasaqPortfolio, type NasaqConsultationElement } from './react';

/** Listeners of `nasaq:*` events now on each element. */
const listening = new Map<EventTarget, number>();
// The originals, called with each target as `this` below, and put back after this file: the
// files after it in the worker share this DOM (vitest.config.ts, project unit-dom).
// eslint-disable-next-line @typescript-eslint/unbound-method
const add = EventTarget.prototype.addEventListener;
// eslint-disable-next-line @typescript-eslint/unbound-method
const remove = EventTarget.prototype.removeEventListener;
type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean; toggle?: () => void };

beforeAll(() => {
  EventTarget.prototype.addEventListener = function (type: string, ...rest: unknown[]) {
    if (type.startsWith('nasaq:')) listening.set(this, (listening.get(this) ?? 0) + 1);
    return add.call(this, type, ...(rest as [EventListener]));
  };
  EventTarget.prototype.removeEventListener = function (type: string, ...rest: unknown[]) {
    if (type.startsWith('nasaq:')) listening.set(this, (listening.get(this) ?? 0) - 1);
    return remove.call(this, type, ...(rest as [EventListener]));
  };
  // `act()` below drives the renders, as React's test mode expects.
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  EventTarget.prototype.addEventListener = add;
  EventTarget.prototype.removeEventListener = remove;
  delete (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
  delete (globalThis as ActGlobal).toggle;
});

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

/** Both widgets, then none, `cycles` times: a single-page app's routes. */
function App({ onReady }: { onReady: (kind: string) => void }) {
  const [shown, setShown] = useState(true);
  (globalThis as { toggle?: () => void }).toggle = () => setShown((value) => !value);
  return shown ? (
    <>
      <NasaqPortfolio site="https://nasaq.example" lang="en" onReady={(detail) => onReady(detail.kind)} onOpenDesign={(detail) => onReady(detail.slug)} />
      <NasaqConsultation
        site="https://nasaq.example"
        lang="en"
        onReady={(detail) => onReady(detail.kind)}
        onSubmitted={(detail) => onReady(String(detail.id))}
      />
    </>
  ) : null;
}

describe('the React components in a single-page app', () => {
  it('leave one loader and no listener behind after 50 mounts and unmounts, and call the latest callback with the typed detail', async () => {
    const heard = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<App onReady={heard} />));
    const toggle = (globalThis as { toggle?: () => void }).toggle!;
    for (let cycle = 0; cycle < 50; cycle++) {
      await act(async () => toggle());
      await act(async () => toggle());
    }
    expect(document.querySelectorAll('script[src="https://nasaq.example/embed.js"]')).toHaveLength(1);
    const portfolio = container.querySelector('nasaq-portfolio')!;
    const consultation = container.querySelector<NasaqConsultationElement>('nasaq-consultation')!;
    // Three events listened to on each element shown now; none on the 100 elements gone.
    expect([...listening].filter(([, count]) => count !== 0).map(([target, count]) => [(target as Element).tagName.toLowerCase(), count])).toEqual([
      ['nasaq-portfolio', 3],
      ['nasaq-consultation', 3],
    ]);
    portfolio.dispatchEvent(new CustomEvent('nasaq:ready', { detail: { v: 1, kind: 'portfolio' } }));
    portfolio.dispatchEvent(new CustomEvent('nasaq:open-design', { detail: { v: 1, kind: 'portfolio', id: 3, slug: 'brand' } }));
    consultation.dispatchEvent(new CustomEvent('nasaq:submitted', { detail: { v: 1, kind: 'consultation', id: 41 } }));
    expect(heard.mock.calls).toEqual([['portfolio'], ['brand'], ['41']]);
    await act(async () => root.unmount());
    expect([...listening].filter(([, count]) => count !== 0)).toEqual([]);
  });
});
