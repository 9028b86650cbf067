import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('the scaling variables of loadConfig', () => {
  it('defaults to no Redis, no shutdown delay and 10 s to finish requests', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, shutdownDelayMs: 0, shutdownTimeoutMs: 10_000 });
  });

  it('takes a redis:// or rediss:// REDIS_URL and whole milliseconds', () => {
    const config = loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2', SHUTDOWN_DELAY_MS: '3000', SHUTDOWN_TIMEOUT_MS: '0' });
    expect(config).toMatchObject({ redisUrl: 'rediss://:secret@cache.internal:6380/2', shutdownDelayMs: 3000, shutdownTimeoutMs: 0 });
  });

  it('refuses what it cannot use, naming the variable', () => {
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow(
      new ConfigError('REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379'),
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '10s' })).toThrow(/^SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds/);
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '-1' })).toThrow(/^SHUTDOWN_DELAY_MS must be/);
  });
});

describe('the metrics variables of loadConfig', () => {
  it('serves no metrics by default, and counts requests', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: null, metricsToken: null, requestMetrics: true });
  });

  it('takes a port of their own, a bearer token, and REQUEST_METRICS=off', () => {
    const config = loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: '0123456789abcdef0123', REQUEST_METRICS: 'off' });
    expect(config).toMatchObject({ metricsPort: 9464, metricsToken: '0123456789abcdef0123', requestMetrics: false });
  });

  it('refuses a port shared with the site, a short or spaced token, naming the variable', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/^METRICS_PORT must differ from PORT \(8080\)/);
    expect(() => loadConfig({ METRICS_PORT: 'metrics' })).toThrow(/^METRICS_PORT must be a whole number/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/^METRICS_TOKEN must be 16 to 256 visible ASCII characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'a token with spaces in it' })).toThrow(/^METRICS_TOKEN must be/);
    expect(() => loadConfig({ REQUEST_METRICS: 'no' })).toThrow(new ConfigError('REQUEST_METRICS must be on or off, not "no"'));
  });
});
