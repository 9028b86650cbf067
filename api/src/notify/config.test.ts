import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { channelsOf, loadNotifyConfig } from './config';

const email = {
  SMTP_URL: 'smtp://user:pass@mail.example:587',
  NOTIFY_EMAIL_TO: 'staff@nasaq.example, sales@nasaq.example',
  NOTIFY_EMAIL_FROM: 'Nasaq <no-reply@nasaq.example>',
};
const webhook = { NOTIFY_WEBHOOK_URL: 'https://chat.example/hooks/abc', NOTIFY_WEBHOOK_SECRET: '0123456789abcdef0123' };

describe('notification settings', () => {
  it('is off (null, no channels) when no channel is set, whatever else is', () => {
    expect(loadNotifyConfig({})).toBeNull();
    expect(loadNotifyConfig({ NOTIFY_SUBSCRIBERS: 'on', NOTIFY_LANGUAGE: 'en' })).toBeNull();
    expect(channelsOf(null)).toEqual([]);
  });

  it('reads each channel and the defaults', () => {
    const config = loadNotifyConfig({ ...email, ...webhook });
    expect(config).toEqual({
      email: { smtpUrl: email.SMTP_URL, to: ['staff@nasaq.example', 'sales@nasaq.example'], from: 'Nasaq <no-reply@nasaq.example>' },
      webhook: { url: 'https://chat.example/hooks/abc', secret: webhook.NOTIFY_WEBHOOK_SECRET },
      subscribers: false,
      language: 'ar',
      maxAttempts: 12,
      retryBaseMs: 30_000,
      pollMs: 5_000,
      timeoutMs: 15_000,
    });
    expect(channelsOf(config)).toEqual(['email', 'webhook']);
    expect(channelsOf(loadNotifyConfig(webhook))).toEqual(['webhook']);
    expect(loadNotifyConfig({ ...email, NOTIFY_SUBSCRIBERS: 'on', NOTIFY_LANGUAGE: 'en', NOTIFY_MAX_ATTEMPTS: '3' })).toMatchObject({
      subscribers: true,
      language: 'en',
      maxAttempts: 3,
    });
  });

  it('refuses a half-set or malformed channel at start-up with a message that says what to fix', () => {
    const refused = (env: NodeJS.ProcessEnv) => () => loadConfig(env);
    expect(refused({ SMTP_URL: email.SMTP_URL })).toThrow(ConfigError);
    expect(refused({ SMTP_URL: email.SMTP_URL })).toThrow('SMTP_URL needs NOTIFY_EMAIL_TO');
    expect(refused({ NOTIFY_EMAIL_TO: 'staff@nasaq.example' })).toThrow('need SMTP_URL');
    expect(refused({ ...email, SMTP_URL: 'http://mail.example' })).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(refused({ ...email, NOTIFY_EMAIL_TO: 'staff' })).toThrow('NOTIFY_EMAIL_TO must be e-mail addresses');
    expect(refused({ ...email, NOTIFY_EMAIL_FROM: 'a@nasaq.example, b@nasaq.example' })).toThrow('NOTIFY_EMAIL_FROM must be one address');
    expect(refused({ ...email, NOTIFY_EMAIL_FROM: 'Nasaq\r\nBcc: x <a@nasaq.example>' })).toThrow('NOTIFY_EMAIL_FROM must be e-mail addresses');
    expect(refused({ NOTIFY_WEBHOOK_URL: webhook.NOTIFY_WEBHOOK_URL })).toThrow('needs NOTIFY_WEBHOOK_SECRET, at least 16 characters');
    expect(refused({ ...webhook, NOTIFY_WEBHOOK_SECRET: 'short' })).toThrow('at least 16 characters');
    expect(refused({ NOTIFY_WEBHOOK_SECRET: webhook.NOTIFY_WEBHOOK_SECRET })).toThrow('NOTIFY_WEBHOOK_SECRET needs NOTIFY_WEBHOOK_URL');
    expect(refused({ ...webhook, NOTIFY_WEBHOOK_URL: 'ftp://chat.example' })).toThrow('NOTIFY_WEBHOOK_URL must be an http(s) URL');
    expect(refused({ ...email, NOTIFY_LANGUAGE: 'fr' })).toThrow('NOTIFY_LANGUAGE must be ar or en');
    expect(refused({ ...email, NOTIFY_MAX_ATTEMPTS: '0' })).toThrow('NOTIFY_MAX_ATTEMPTS must be a whole number from 1 to 100');
    expect(refused({ ...email, NOTIFY_SUBSCRIBERS: 'yes' })).toThrow('NOTIFY_SUBSCRIBERS must be on or off');
  });
});
