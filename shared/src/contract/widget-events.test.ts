import { describe, expect, expectTypeOf, it } from 'vitest';
import { WIDGET_EVENTS_VERSION, widgetEventDetail, type WidgetEventDetails } from './widget-events';

/**
 * The events' shapes as each version published them (docs/embedding.md#events): partners' code
 * reads these fields. Never edit a published version: a shape that changes is a new version,
 * added here, and `WIDGET_EVENTS_VERSION` with it.
 */
const PUBLISHED = {
  1: {
    'nasaq:ready': { v: 'number', kind: 'string' },
    'nasaq:submitted': { v: 'number', kind: 'string', id: 'number|null' },
    'nasaq:open-design': { v: 'number', kind: 'string', id: 'number', slug: 'string' },
  },
} as const;

/** Version 1's types, as published. */
interface PublishedV1 {
  'nasaq:ready': { v: 1; kind: 'portfolio' | 'consultation' };
  'nasaq:submitted': { v: 1; kind: 'consultation'; id: number | null };
  'nasaq:open-design': { v: 1; kind: 'portfolio'; id: number; slug: string };
}

/** A detail's shape: each field's type, as PUBLISHED writes it. */
function shapeOf(detail: object): Record<string, string> {
  return Object.fromEntries(Object.entries(detail).map(([field, value]) => [field, value === null ? 'null' : typeof value]));
}

/** Whether a detail fits a published shape: the same fields, each of one of its types. */
function fits(detail: object, shape: Readonly<Record<string, string>>): boolean {
  const actual = shapeOf(detail);
  return (
    Object.keys(actual).sort().join() === Object.keys(shape).sort().join() &&
    Object.entries(actual).every(([field, type]) => shape[field]!.split('|').includes(type))
  );
}

/** One detail of each event as the loader dispatches it (root-config/src/embed/loader.ts). */
const dispatched = {
  'nasaq:ready': [widgetEventDetail('nasaq:ready', { kind: 'portfolio' })],
  'nasaq:submitted': [
    widgetEventDetail('nasaq:submitted', { kind: 'consultation', id: 41 }),
    widgetEventDetail('nasaq:submitted', { kind: 'consultation', id: null }),
  ],
  'nasaq:open-design': [widgetEventDetail('nasaq:open-design', { kind: 'portfolio', id: 3, slug: 'brand-identity' })],
} satisfies { [N in keyof WidgetEventDetails]: WidgetEventDetails[N][] };

describe('the nasaq:* events, a public API', () => {
  it('carry the version of their shape in every detail, and each published version is kept', () => {
    expect(Object.keys(PUBLISHED).map(Number)).toContain(WIDGET_EVENTS_VERSION);
    for (const details of Object.values(dispatched)) for (const detail of details) expect(detail.v).toBe(WIDGET_EVENTS_VERSION);
  });

  it('have the fields their version published, no more and no fewer (a new shape needs a new version)', () => {
    const published: Readonly<Record<string, Readonly<Record<string, string>>>> = PUBLISHED[WIDGET_EVENTS_VERSION];
    expect(Object.keys(dispatched).sort()).toEqual(Object.keys(published).sort());
    for (const [event, details] of Object.entries(dispatched)) {
      for (const detail of details) expect(fits(detail, published[event]!), `${event} ${JSON.stringify(detail)}`).toBe(true);
    }
  });

  it('are typed as version 1 published them (checked by tsc)', () => {
    expectTypeOf<WidgetEventDetails>().toEqualTypeOf<PublishedV1>();
  });

  it('tells a shape that changed from one that did not', () => {
    expect(fits({ v: 1, kind: 'consultation', id: 7 }, PUBLISHED[1]['nasaq:submitted'])).toBe(true);
    expect(fits({ v: 1, kind: 'consultation', id: '7' }, PUBLISHED[1]['nasaq:submitted'])).toBe(false);
    expect(fits({ v: 1, kind: 'consultation', id: 7, email: 'x@y.z' }, PUBLISHED[1]['nasaq:submitted'])).toBe(false);
    expect(fits({ v: 1, kind: 'portfolio' }, PUBLISHED[1]['nasaq:open-design'])).toBe(false);
  });
});
