import { describe, expect, it } from 'vitest';
import { retryDelay } from './backoff';
import { MAX_RETRY_DELAY_MS } from './config';
import { signature, signatureHeader, verifySignature } from './signature';

const secret = 'whsec-0123456789abcdef';
const body = '{"id":"consultation-1"}';
const now = Date.UTC(2026, 10, 24, 15, 0, 0);

describe('webhook signature', () => {
  it('signs the timestamp with the body, so both are checked', () => {
    const header = signatureHeader(secret, body, now);
    expect(header).toBe(`t=${now / 1000},v1=${signature(secret, now / 1000, body)}`);
    expect(verifySignature(header, body, secret, { now })).toBe(true);
    expect(verifySignature(header, `${body} `, secret, { now })).toBe(false);
    expect(verifySignature(header, body, `${secret}x`, { now })).toBe(false);
    const moved = header.replace(`t=${now / 1000}`, `t=${now / 1000 + 1}`);
    expect(verifySignature(moved, body, secret, { now })).toBe(false);
  });

  it('refuses a replay older (or newer) than the tolerance, and malformed headers', () => {
    const header = signatureHeader(secret, body, now);
    expect(verifySignature(header, body, secret, { now: now + 299_000 })).toBe(true);
    expect(verifySignature(header, body, secret, { now: now + 301_000 })).toBe(false);
    expect(verifySignature(header, body, secret, { now: now - 301_000 })).toBe(false);
    expect(verifySignature(undefined, body, secret, { now })).toBe(false);
    expect(verifySignature('v1=abc', body, secret, { now })).toBe(false);
    expect(verifySignature(`t=${now / 1000},v1=${'0'.repeat(64)}`, body, secret, { now })).toBe(false);
  });
});

describe('retry delay', () => {
  it('doubles per attempt with jitter between half and all of the step, capped', () => {
    expect(retryDelay(1, 1000, () => 0)).toBe(500);
    expect(retryDelay(1, 1000, () => 1)).toBe(1000);
    expect(retryDelay(4, 1000, () => 0)).toBe(4000);
    expect(retryDelay(4, 1000, () => 1)).toBe(8000);
    expect(retryDelay(40, 30_000, () => 1)).toBe(MAX_RETRY_DELAY_MS);
    const spread = new Set(Array.from({ length: 50 }, () => retryDelay(3, 1000)));
    expect(Math.min(...spread)).toBeGreaterThanOrEqual(2000);
    expect(Math.max(...spread)).toBeLessThanOrEqual(4000);
    expect(spread.size).toBeGreaterThan(1);
  });
});
