import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runInbox } from '../cli/inbox';
import { addPartner } from '../partners/partners';
import { testApp, type TestApp } from '../testing/app';
import { smtpReceiver, webhookReceiver, type SmtpReceiver, type WebhookReceiver } from '../testing/receivers';
import type { NotifyConfig } from './config';
import { verifySignature } from './signature';
import type { WebhookPayload } from './webhook';

/**
 * Notifications end to end in one process: the API (Fastify inject) on a fresh database of the
 * suite's engine, a real SMTP server and a real HTTP receiver on loopback.
 */
const SECRET = 'test-secret-0123456789abcdef';
const consultation = {
  name: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '+966 55 123 4567',
  description: 'An online shop for our bakery, with delivery in Riyadh.',
  country: 'saudi-arabia',
  service_id: '3',
  preferred_date: '2026-12-02',
  preferred_time: '14:00',
  language: 'ar',
};

let smtp: SmtpReceiver;
let hook: WebhookReceiver;
let site: TestApp | null = null;

beforeEach(async () => {
  smtp = await smtpReceiver();
  hook = await webhookReceiver();
});
afterEach(async () => {
  await site?.close();
  site = null;
  await smtp.close();
  await hook.close();
});

function notify(overrides: Partial<NotifyConfig> = {}): NotifyConfig {
  return {
    email: { smtpUrl: smtp.url, to: ['staff@nasaq.example', 'sales@nasaq.example'], from: 'Nasaq website <no-reply@nasaq.example>' },
    webhook: { url: hook.url, secret: SECRET },
    subscribers: false,
    language: 'en',
    maxAttempts: 5,
    retryBaseMs: 20,
    pollMs: 200,
    timeoutMs: 5_000,
    ...overrides,
  };
}

async function start(config: NotifyConfig | null, corsOrigins: string[] = []): Promise<TestApp> {
  site = await testApp({ config: { rateLimits: false, notify: config, publicUrl: 'https://nasaq.example', corsOrigins } });
  return site;
}

function post(app: TestApp, path: string, body: object, headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: { 'content-type': 'application/json', ...headers }, payload: body });
}

async function outbox(app: TestApp) {
  return app.database.db.selectFrom('notification_outbox').selectAll().orderBy('id').execute();
}

/** Waits until every outbox row has left `pending` (the worker's own record of the outcome). */
async function settled(app: TestApp) {
  await expect.poll(async () => (await outbox(app)).filter((row) => row.status === 'pending').length, { timeout: 15_000, interval: 20 }).toBe(0);
  return outbox(app);
}

describe('staff notifications', () => {
  it('tells staff of a consultation by exactly one email with every field and one signed webhook call', async () => {
    const app = await start(notify());
    const reply = await post(app, '/consultations/free', consultation);
    expect(reply.statusCode).toBe(201);

    const rows = await settled(app);
    expect(rows.map((row) => [row.kind, row.submission_id, row.channel, row.status, row.attempts])).toEqual([
      ['consultation', 1, 'email', 'sent', 1],
      ['consultation', 1, 'webhook', 'sent', 1],
    ]);
    expect(smtp.mails).toHaveLength(1);
    expect(hook.calls).toHaveLength(1);

    const mail = smtp.mails[0]!;
    expect(mail.to.sort()).toEqual(['sales@nasaq.example', 'staff@nasaq.example']);
    expect(mail.parsed.subject).toBe('New consultation request from Layla Haddad');
    expect(mail.parsed.replyTo?.value).toEqual([{ name: 'Layla Haddad', address: 'layla@example.com' }]);
    const text = mail.parsed.text ?? '';
    for (const line of [
      'Name: Layla Haddad',
      'Email: layla@example.com',
      'Phone: +966 55 123 4567',
      'Service: E-commerce development',
      'Preferred date: December 2, 2026',
      'Preferred time: Afternoon (12–15), 14:00',
      'Country: Saudi Arabia',
      'Project description: An online shop for our bakery, with delivery in Riyadh.',
      "Visitor's language: Arabic",
      'Reference: consultation #1',
    ]) {
      expect(text).toContain(line);
    }
    const html = mail.parsed.html || '';
    expect(html).toContain('E-commerce development');
    expect(html).toContain('Afternoon (12–15), 14:00');
    expect(html).toContain('Layla Haddad');

    const call = hook.calls[0]!;
    expect(verifySignature(call.headers['x-nasaq-signature'] as string, call.body, SECRET)).toBe(true);
    expect(verifySignature(call.headers['x-nasaq-signature'] as string, call.body, 'another-secret-0123456789')).toBe(false);
    expect(verifySignature(call.headers['x-nasaq-signature'] as string, call.body.replace('Layla', 'Leila'), SECRET)).toBe(false);
    const payload = JSON.parse(call.body) as WebhookPayload;
    expect(payload).toMatchObject({
      version: 2,
      attribution: null,
      id: 'consultation-1',
      type: 'consultation.created',
      submission: { kind: 'consultation', id: 1, name: 'Layla Haddad', email: 'layla@example.com', service_id: '3', preferred_time: '14:00', language: 'ar' },
      labels: {
        service: 'E-commerce development',
        country: 'Saudi Arabia',
        preferred_date: 'December 2, 2026',
        preferred_time: 'Afternoon (12–15), 14:00',
        time_slot: 'afternoon',
      },
    });
    expect(call.headers['x-nasaq-event']).toBe('consultation.created');
    expect(call.headers['x-nasaq-delivery']).toBe(String(rows[1]!.id));
  });

  it('answers the POST while the SMTP server has not even greeted the worker: delivery never holds the reply', async () => {
    let greet!: () => void;
    let connected!: () => void;
    const workerConnected = new Promise<void>((resolve) => (connected = resolve));
    smtp.onConnect = () => {
      connected();
      return new Promise<void>((resolve) => (greet = resolve));
    };
    const app = await start(notify({ webhook: null }));
    expect((await post(app, '/consultations/free', consultation)).statusCode).toBe(201);
    await workerConnected;
    // A second visitor is answered too while the first delivery is still stuck.
    expect(
      (await post(app, '/messages/contact', { name: 'Omar Said', email: 'omar@example.com', phone: '+20 100 123 4567', message: 'Second while stuck.' }))
        .statusCode,
    ).toBe(201);
    expect(smtp.mails).toHaveLength(0);
    smtp.onConnect = null;
    greet();
    await smtp.waitForMails(2);
    expect((await settled(app)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('writes staff texts in Arabic with NOTIFY_LANGUAGE=ar, the service and time slot in words', async () => {
    const app = await start(notify({ language: 'ar', webhook: null }));
    expect((await post(app, '/consultations/free', { ...consultation, service_id: '7', preferred_time: '09:00', language: 'en' })).statusCode).toBe(201);
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.parsed.subject).toBe('طلب استشارة جديد من Layla Haddad');
    expect(mail!.parsed.text).toContain('الخدمة: الأمن السيبراني');
    expect(mail!.parsed.text).toContain('الوقت المفضل: صباحاً (9–12)، 09:00');
    expect(mail!.parsed.text).toContain('لغة الزائر: الإنجليزية');
    expect(mail!.parsed.html).toContain('dir="rtl"');
  });

  it('delivers on the 4th attempt when SMTP refuses the first 3, once, with the attempts recorded', async () => {
    smtp.refuseNext(3);
    const app = await start(notify({ webhook: null }));
    expect(
      (
        await post(app, '/messages/contact', {
          name: 'Omar Said',
          email: 'omar@example.com',
          phone: '+20 100 123 4567',
          message: 'Please call me about a website.',
        })
      ).statusCode,
    ).toBe(201);
    const [row] = await settled(app);
    expect(row).toMatchObject({ channel: 'email', status: 'sent', attempts: 4, last_error: null });
    expect(smtp.attempts).toBe(4);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.parsed.text).toContain('Message: Please call me about a website.');
  });

  it('marks a row failed with the last error after the last attempt, shows it in the inbox, and `retry` sends it', async () => {
    hook.status = 503;
    const app = await start(notify({ email: null, maxAttempts: 3 }));
    expect(
      (
        await post(app, '/messages/contact', {
          name: 'Omar Said',
          email: 'omar@example.com',
          phone: '+20 100 123 4567',
          message: 'Please call me about a website.',
        })
      ).statusCode,
    ).toBe(201);
    const [row] = await settled(app);
    expect(row).toMatchObject({ channel: 'webhook', status: 'failed', attempts: 3 });
    expect(row!.last_error).toContain('HTTP 503');
    expect(hook.calls).toHaveLength(3);

    const env = inboxEnv(app);
    const listed = JSON.parse(await runInbox(['messages', '--format', 'json'], env)) as {
      notifications: { id: number; status: string; last_error: string }[];
    }[];
    expect(listed[0]!.notifications).toMatchObject([{ id: row!.id, status: 'failed', last_error: row!.last_error }]);
    expect(await runInbox(['messages'], env)).toContain(`webhook failed #${row!.id}`);

    hook.status = 200;
    expect(await runInbox(['retry', String(row!.id)], env)).toContain(`Notification #${row!.id}`);
    await expect(runInbox(['retry', String(row!.id)], env)).rejects.toThrow('only a failed one can be queued again');
    await hook.waitForCalls(4);
    const [after] = await settled(app);
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
    expect(hook.calls).toHaveLength(4);
  });

  it('writes nothing to the outbox and runs no worker when no channel is set', async () => {
    const app = await start(null);
    expect((await post(app, '/consultations/free', consultation)).statusCode).toBe(201);
    expect((await post(app, '/messages/newsletter', { email: 'reader@example.com' })).statusCode).toBe(201);
    expect(await outbox(app)).toEqual([]);
    expect(smtp.attempts).toBe(0);
  });

  it('notifies of newsletter subscriptions only when NOTIFY_SUBSCRIBERS is on, and once per stored row', async () => {
    const off = await start(notify({ webhook: null }));
    expect((await post(off, '/messages/newsletter', { email: 'reader@example.com' })).statusCode).toBe(201);
    expect(await outbox(off)).toEqual([]);
    await off.close();
    site = null;

    const on = await start(notify({ webhook: null, subscribers: true }));
    const key = { 'idempotency-key': 'subscribe-once-1' };
    expect((await post(on, '/messages/newsletter', { email: 'reader@example.com' }, key)).statusCode).toBe(201);
    expect((await post(on, '/messages/newsletter', { email: 'reader@example.com' }, key)).headers['idempotent-replayed']).toBe('true');
    expect((await post(on, '/messages/newsletter', { email: 'READER@example.com' })).statusCode).toBe(422);
    const rows = await settled(on);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([['subscriber', 'sent']]);
    expect(smtp.mails.map((mail) => mail.parsed.subject)).toEqual(['New newsletter subscriber: reader@example.com']);
  });

  it("tells where a partner's consultation came from: the partner by name and origin, the source and the campaign, as text (payload version 2)", async () => {
    const shop = 'https://shop.example';
    const app = await start(notify({ language: 'en' }), [shop]);
    await addPartner(app.database.db, shop, 'Shop <Co>');
    const labels = { source: '<b>sidebar</b> www.evil.example', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-sale' };
    expect((await post(app, '/consultations/free', { ...consultation, ...labels }, { origin: shop })).statusCode).toBe(201);
    await settled(app);

    const text = smtp.mails[0]!.parsed.text ?? '';
    expect(text).toContain('Partner site: Shop <Co> (https://shop.example)');
    expect(text).toContain('Source: <b>sidebar</b> www[.]evil[.]example');
    expect(text).toContain('Campaign: spring-sale (newsletter / email)');
    const html = smtp.mails[0]!.parsed.html || '';
    expect(html).toContain('Shop &#60;Co&#62; (https://shop.example)');
    expect(html).toContain('&#60;b&#62;sidebar&#60;/b&#62;');
    expect(html).not.toContain('<b>sidebar');

    const payload = JSON.parse(hook.calls[0]!.body) as WebhookPayload;
    expect(payload.version).toBe(2);
    expect(payload.attribution).toEqual({ origin: shop, partner: 'Shop <Co>', ...labels });
    // The row as stored keeps version 1's fields only: the attribution is a field of its own.
    expect(Object.keys(payload.submission).sort()).toEqual(
      ['kind', 'id', 'created_at', 'language', 'name', 'email', 'phone', 'description', 'country', 'service_id', 'preferred_date', 'preferred_time'].sort(),
    );
    expect(payload.text).toContain('*Partner site:* Shop &lt;Co&gt; (https://shop.example)');
    expect(payload.text).toContain('*Campaign:* spring-sale (newsletter / email)');
  });

  it('injects nothing into headers or markup: CR/LF in the name, <script> and links in the message', async () => {
    const app = await start(notify());
    const evil = {
      name: 'Mallory\r\nBcc attacker\nX Injected yes',
      email: 'mallory@example.com',
      phone: '+20 100 123 4567',
      subject: 'Hello\r\nBcc: victim@example.com',
      message: '<script>alert(1)</script> <a href="http://evil.example/x">click</a> see www.evil.example and https://nasaq.example/services?lang=en',
    };
    expect((await post(app, '/messages/contact', evil)).statusCode).toBe(201);
    await settled(app);
    const [mail] = await smtp.waitForMails(1);
    const head = mail!.raw.slice(0, mail!.raw.search(/\r?\n\r?\n/));
    expect(head).not.toMatch(/^(bcc|x-injected):/im);
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(mail!.parsed.headers.has('x-injected')).toBe(false);
    expect(mail!.to.sort()).toEqual(['sales@nasaq.example', 'staff@nasaq.example']);
    expect(mail!.parsed.subject).toBe('New contact message from Mallory Bcc attacker X Injected yes');
    expect(mail!.parsed.replyTo?.value).toEqual([{ name: 'Mallory Bcc attacker X Injected yes', address: 'mallory@example.com' }]);

    const html = mail!.parsed.html || '';
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toContain('evil.example');
    expect(html).toContain('hxxp[://]evil[.]example/x');
    expect(html).toContain('www[.]evil[.]example');
    // The one link left clickable is the site's own.
    expect([...html.matchAll(/<a\s/gi)]).toHaveLength(1);
    expect(html).toContain('<a href="https://nasaq.example/services?lang=en">');
    const text = mail!.parsed.text ?? '';
    expect(text).not.toContain('evil.example');
    expect(text).toContain('https://nasaq.example/services?lang=en');

    const payload = JSON.parse((await hook.waitForCalls(1))[0]!.body) as WebhookPayload;
    // The raw submission is data for the receiver; the ready chat text is escaped and defanged.
    expect(payload.submission).toMatchObject({ name: evil.name, message: evil.message });
    expect(payload.text).not.toMatch(/[<>]/);
    expect(payload.text).not.toContain('evil.example');
    expect(payload.text).toContain('&lt;script&gt;');
  });
});

function inboxEnv(app: TestApp): NodeJS.ProcessEnv {
  // The inbox opens the test's database through the environment, as staff would.
  const { DATABASE_URL: _callers, ...inherited } = process.env;
  return { ...inherited, ...app.database.env };
}
