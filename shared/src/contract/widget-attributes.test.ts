import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTES, parseAttributes } from './widget-attributes';

const from = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('parseAttributes', () => {
  it('gives the defaults when nothing is set, with no problem', () => {
    expect(parseAttributes('portfolio', from({}))).toEqual({ attributes: DEFAULT_ATTRIBUTES, problems: [] });
    expect(DEFAULT_ATTRIBUTES).toEqual({ lang: 'ar', theme: 'auto', limit: 6, service: null, prefill: {}, source: null });
  });

  it('reads valid values, ignoring case and spaces in lang and theme', () => {
    expect(parseAttributes('portfolio', from({ lang: ' EN ', theme: 'Dark', limit: '24' })).attributes).toEqual({
      ...DEFAULT_ATTRIBUTES,
      lang: 'en',
      theme: 'dark',
      limit: 24,
    });
    expect(parseAttributes('portfolio', from({ limit: '1', theme: 'light' })).attributes).toMatchObject({ limit: 1, theme: 'light' });
    expect(parseAttributes('consultation', from({ lang: 'ar', service: '9' })).attributes).toEqual({ ...DEFAULT_ATTRIBUTES, lang: 'ar', service: '9' });
  });

  it('falls back to the default for each bad value and names it once', () => {
    const parsed = parseAttributes('portfolio', from({ lang: 'fr', theme: 'blue', limit: '0' }));
    expect(parsed.attributes).toEqual(DEFAULT_ATTRIBUTES);
    expect(parsed.problems).toHaveLength(3);
    expect(parsed.problems[0]).toContain('lang="fr"');
    expect(parsed.problems[1]).toContain('theme="blue"');
    expect(parsed.problems[2]).toContain('limit="0"');
  });

  it('accepts only whole numbers from 1 to 24 as limit', () => {
    for (const bad of ['25', '-1', '2.5', '6px', '', 'six', '1e1']) {
      const parsed = parseAttributes('portfolio', from({ limit: bad }));
      expect(parsed.attributes.limit, bad).toBe(6);
      expect(parsed.problems, bad).toHaveLength(1);
    }
  });

  it('accepts only known service ids, and an empty service as none', () => {
    expect(parseAttributes('consultation', from({ service: '' }))).toEqual({ attributes: DEFAULT_ATTRIBUTES, problems: [] });
    for (const bad of ['0', '10', 'web', '1.0']) {
      const parsed = parseAttributes('consultation', from({ service: bad }));
      expect(parsed.attributes.service, bad).toBeNull();
      expect(parsed.problems, bad).toHaveLength(1);
    }
  });

  it("keeps the consultation's prefill attributes as written (the widget checks them with the form's rules), and a valid source", () => {
    const parsed = parseAttributes(
      'consultation',
      from({ name: ' Sara Ali ', email: 'not-an-email', phone: '', country: 'egypt', description: 'A shop.', source: ' pricing-page ' }),
    );
    expect(parsed).toEqual({
      attributes: {
        ...DEFAULT_ATTRIBUTES,
        prefill: { name: 'Sara Ali', email: 'not-an-email', country: 'egypt', description: 'A shop.' },
        source: 'pricing-page',
      },
      problems: [],
    });
  });

  it('drops a source past 100 characters or with control characters, and a prefill value too long to be a field, naming each once', () => {
    for (const bad of ['x'.repeat(101), 'line\nbreak', 'right\u202Eleft']) {
      const parsed = parseAttributes('consultation', from({ source: bad }));
      expect(parsed.attributes.source, JSON.stringify(bad)).toBeNull();
      expect(parsed.problems, JSON.stringify(bad)).toEqual([expect.stringContaining('source="')]);
    }
    const long = parseAttributes('consultation', from({ description: 'x'.repeat(5001), name: 'Sara Ali' }));
    expect(long.attributes.prefill).toEqual({ name: 'Sara Ali' });
    expect(long.problems).toEqual([expect.stringMatching(/^<nasaq-consultation> description="x{80}" is not valid/)]);
  });

  it('ignores the attribute of the other widget', () => {
    expect(parseAttributes('portfolio', from({ service: 'web', name: 'Sara Ali', source: 'x' }))).toEqual({ attributes: DEFAULT_ATTRIBUTES, problems: [] });
    expect(parseAttributes('consultation', from({ limit: '99' }))).toEqual({ attributes: DEFAULT_ATTRIBUTES, problems: [] });
  });
});
