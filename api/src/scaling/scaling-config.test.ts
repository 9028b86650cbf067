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
