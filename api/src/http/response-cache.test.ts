import { describe, expect, it } from 'vitest';
import { cachedBody, ResponseCache } from './response-cache';

/** A cached reply of `bytes` bytes of JSON text. */
const reply = (bytes: number) => cachedBody(`"${'x'.repeat(bytes - 2)}"`);

describe('the reply cache', () => {
  it('holds at most its entries, least recently used out first', () => {
    const cache = new ResponseCache(2, 1024);
    cache.set('a', reply(10));
    cache.set('b', reply(10));
    cache.get('a');
    cache.set('c', reply(10));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(cache.heldBytes).toBe(20);
  });

  it('holds at most its bytes, a compressed form counted once made, and evicts when one pushes it over', () => {
    const cache = new ResponseCache(100, 100);
    const first = reply(40);
    const second = reply(40);
    cache.set('first', first);
    cache.set('second', second);
    expect(cache.heldBytes).toBe(80);
    // A compressed form of the newest entry takes the cache past its 100 bytes: the oldest goes.
    cache.grew(second, 30);
    expect(cache.get('first')).toBeUndefined();
    expect(cache.get('second')).toBe(second);
    expect(cache.heldBytes).toBe(70);
  });

  it('counts nothing for an entry already out, and frees its compressed forms with it', () => {
    const cache = new ResponseCache(1, 1024);
    const gone = reply(10);
    cache.set('gone', gone);
    gone.gzip = Buffer.alloc(5);
    cache.grew(gone, 5);
    cache.set('kept', reply(20));
    expect(cache.heldBytes).toBe(20);
    cache.grew(gone, 500);
    expect(cache.heldBytes).toBe(20);
    expect(cache.size).toBe(1);
  });
});
