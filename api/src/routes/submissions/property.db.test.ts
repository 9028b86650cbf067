import fc from 'fast-check';
import { HONEYPOT_FIELD, consultationSchema, contactMessageSchema, newsletterSchema } from '@site/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../testing/app';
import { BODY_LIMIT } from '.';

/**
 * Thousands of random and hostile bodies against each POST (through `inject`, limits off):
 * never a 5xx; a row is stored exactly when the contract accepts the body; every stored row
 * is valid by the contract as stored; and hostile strings in a valid body are stored verbatim.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ config: { rateLimits: false } });
});
afterAll(() => t.close());

const RUNS = Number(process.env['PROPERTY_RUNS'] ?? 1000);

const injections = [
  "'; DROP TABLE messages; --",
  '" OR "1"="1',
  "Robert'); DELETE FROM subscribers WHERE ('1'='1",
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7} {{7*7}} #{7*7} <%= 7*7 %>',
  '%s%s%s%n %x',
  '../../../../etc/passwd',
  '\\u0027 \\x00 \\n',
  '{"$gt": ""}',
  '__proto__',
  'constructor.prototype',
  '١٢٣٤٥ أرقام عربية',
  '𝕌𝕟𝕚𝕔𝕠𝕕𝕖 🧪👩🏽‍💻 ﷽',
  'RTL \u202e override \u200f mark',
  ' '.repeat(50),
  'x'.repeat(6000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...injections),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // around the 5000-character bound (built by repetition: generating each character is slow)
  fc.tuple(fc.integer({ min: 4990, max: 5010 }), fc.constantFrom('a', 'ب', 'a b ')).map(([length, unit]) => unit.repeat(length).slice(0, length)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }),
);

const validName = fc.constantFrom('محمد عبد الله', 'Sara Ali', "Anne-Marie O'Neil", 'José Núñez', 'سارة', 'Zoë Ă');
const validEmail = fc.oneof(
  fc.constantFrom('a@b.co', 'Reader@Example.ORG', ' spaced@example.com ', 'x.y+tag@sub.example.sa'),
  fc
    .tuple(fc.stringMatching(/^[a-zA-Z0-9][a-zA-Z0-9._+-]{0,15}$/), fc.constantFrom('example.com', 'mail.example.sa', 'x.co'))
    .map(([local, domain]) => `${local}@${domain}`),
);
const validPhone = fc.constantFrom('+966 55 123 4567', '+20 (100) 123-4567', '0791234567', '+962.79.123.4567');

function fieldsOf(keys: readonly string[], valid: Record<string, fc.Arbitrary<unknown>>) {
  // Each field: absent, valid, or hostile. Plus stray keys, sometimes the honeypot.
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) {
    record[key] = fc.oneof(
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 10, arbitrary: valid[key] ?? hostileValue },
      { weight: 2, arbitrary: hostileValue },
    );
  }
  // Mixed bodies, and bodies of valid fields only (near misses aside), so both sides of the contract are reached.
  const validOnly = fc.record(Object.fromEntries(keys.map((key) => [key, valid[key] ?? hostileValue])));
  return fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: fc.record(record) }, { weight: 1, arbitrary: validOnly }),
      fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }),
      fc.option(hostileValue, { freq: 8 }),
    )
    .map(([fields, extra, honeypot]) => {
      const body: Record<string, unknown> = { ...extra };
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) body[key] = value;
      if (honeypot !== null) body[HONEYPOT_FIELD] = honeypot;
      return body;
    });
}

const anyJson = fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(hostileValue, { maxLength: 3 }));

const cases = [
  {
    url: '/api/v1/messages/contact',
    table: 'messages' as const,
    schema: contactMessageSchema,
    body: fieldsOf(['name', 'email', 'phone', 'subject', 'message', 'language'], {
      name: validName,
      email: validEmail,
      phone: validPhone,
      subject: fc.option(fc.string({ maxLength: 150 })),
      message: fc.string({ minLength: 10, maxLength: 300 }),
      language: fc.constantFrom('ar', 'en'),
    }),
    stored: (row: Record<string, unknown>) => ({
      name: row['name'],
      email: row['email'],
      phone: row['phone'],
      subject: row['subject'],
      message: row['message'],
    }),
  },
  {
    url: '/api/v1/messages/newsletter',
    table: 'subscribers' as const,
    schema: newsletterSchema,
    body: fieldsOf(['email', 'language'], {
      email: fc.oneof(validEmail, fc.emailAddress({ size: 'small' })),
      language: fc.constantFrom('ar', 'en'),
    }),
    stored: (row: Record<string, unknown>) => ({ email: row['email'] }),
  },
  {
    url: '/api/v1/consultations/free',
    table: 'consultations' as const,
    schema: consultationSchema,
    body: fieldsOf(['name', 'email', 'phone', 'description', 'country', 'service_id', 'preferred_date', 'preferred_time', 'language'], {
      name: validName,
      email: validEmail,
      phone: validPhone,
      description: fc.option(fc.string({ maxLength: 200 })),
      country: fc.option(fc.constantFrom('egypt', 'saudi-arabia', 'jordan', 'other')),
      // mostly valid, with the near misses the contract must refuse
      service_id: fc.oneof(
        { weight: 6, arbitrary: fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constantFrom('1', '9')) },
        { weight: 1, arbitrary: fc.constantFrom(0, 10, '10', ' 3', 2.5) },
      ),
      preferred_date: fc.oneof(
        {
          weight: 6,
          arbitrary: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
        },
        { weight: 1, arbitrary: fc.constantFrom('2024-02-29', '2025-02-29', '2025-13-01', '23-09-2025') },
      ),
      preferred_time: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom('09:00', '12:00', '14:00', '17:00', '19:00', '23:59', '00:00') },
        { weight: 1, arbitrary: fc.constantFrom('24:00', '9:00', '14:60') },
      ),
      language: fc.constantFrom('ar', 'en'),
    }),
    stored: (row: Record<string, unknown>) => ({
      name: row['name'],
      email: row['email'],
      phone: row['phone'],
      description: row['description'],
      country: row['country'],
      service_id: row['service_id'],
      preferred_date: row['preferred_date'],
      preferred_time: row['preferred_time'],
    }),
  },
];

const unstorable = (value: unknown) =>
  typeof value === 'string' && (value.includes('\u0000') || /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value));

async function countOf(table: 'messages' | 'subscribers' | 'consultations') {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(cases)('$url under random and hostile bodies', ({ url, table, schema, body, stored }) => {
  it('never answers 5xx, and stores a row exactly when the contract accepts the body', async () => {
    const seen = { accepted: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 9, arbitrary: body }, { weight: 1, arbitrary: anyJson }), async (payload) => {
        const before = await countOf(table);
        const json = JSON.stringify(payload);
        const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: json });
        expect(response.statusCode).toBeLessThan(500);
        const after = await countOf(table);
        if (response.statusCode === 422) seen.refused++;
        // What the server receives (JSON has no Infinity, undefined...).
        const sent: unknown = JSON.parse(json);
        const object = typeof sent === 'object' && sent !== null && !Array.isArray(sent) ? (sent as Record<string, unknown>) : null;
        const honeypot = object !== null && object[HONEYPOT_FIELD] !== undefined && object[HONEYPOT_FIELD] !== null && object[HONEYPOT_FIELD] !== '';
        const accepted = !honeypot && schema.safeParse(sent).success && !Object.values(object ?? {}).some(unstorable);
        if (Buffer.byteLength(json) > BODY_LIMIT) {
          expect(response.statusCode).toBe(413);
          expect(after).toBe(before);
        } else if (honeypot) {
          expect(response.statusCode).toBe(201);
          expect(after).toBe(before);
        } else if (accepted) {
          seen.accepted++;
          // A valid newsletter address may already be subscribed (422, nothing stored).
          expect([201, 422]).toContain(response.statusCode);
          expect(after).toBe(before + (response.statusCode === 201 ? 1 : 0));
        } else {
          expect(response.statusCode).toBe(422);
          expect(after).toBe(before);
        }
      }),
      { numRuns: RUNS },
    );
    // The generator reaches both sides of the contract.
    expect(seen.accepted).toBeGreaterThan(RUNS / 100);
    expect(seen.refused).toBeGreaterThan(RUNS / 10);
    // Every stored row is valid by the contract, exactly as stored.
    const rows = (await t.database.db.selectFrom(table).selectAll().execute()) as unknown as Record<string, unknown>[];
    for (const row of rows) {
      const fields = stored(row);
      const parsed = schema.safeParse(fields);
      expect(parsed.success, JSON.stringify(fields)).toBe(true);
    }
  });
});

describe('hostile strings in valid bodies', () => {
  it('stores them verbatim (after the contract trims) in every text column', async () => {
    const text = fc.oneof(
      fc.constantFrom(...injections.filter((s) => s.trim().length >= 10 && s.length <= 5000)),
      fc.string({ minLength: 10, maxLength: 200 }).filter((s) => s.trim().length >= 10 && !unstorable(s)),
    );
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom(...injections.filter((s) => s.length <= 150)), async (message, subject) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/messages/contact',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ name: 'Sara Ali', email: 'sara@example.com', phone: '+20 100 123 4567', subject, message }),
        });
        expect(response.statusCode).toBe(201);
        const row = await t.database.db.selectFrom('messages').select(['message', 'subject']).orderBy('id', 'desc').executeTakeFirstOrThrow();
        expect(row.message).toBe(message.trim());
        expect(row.subject).toBe(subject.trim() === '' ? 'استفسار عام' : subject.trim());
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });
});
