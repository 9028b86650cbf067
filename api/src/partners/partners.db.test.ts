import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabase, type TestDatabase } from '../testing/database';
import { PartnerOrigins } from './partner-origins';
import { addPartner, listPartners, partnerName, partnerOrigin, partnersVersion, removePartner } from './partners';

describe('what a partner may be', () => {
  it('is an http(s) origin, written as browsers send it', () => {
    expect(partnerOrigin('https://Shop.Example:443/')).toBe('https://shop.example');
    expect(partnerOrigin(' http://localhost:8171 ')).toBe('http://localhost:8171');
    for (const bad of [
      'shop.example',
      'https://shop.example/path',
      'https://shop.example?x=1',
      'https://user:pw@shop.example',
      'ftp://shop.example',
      'javascript:alert(1)',
      '',
    ])
      expect(() => partnerOrigin(bad), bad).toThrow('is not an origin');
  });

  it('has a printable name of 1 to 100 characters', () => {
    expect(partnerName('  متجر الشريك ')).toBe('متجر الشريك');
    for (const bad of ['', '   ', 'x'.repeat(101), 'Shop\nBcc: x', 'Shop\u202Eevil']) expect(() => partnerName(bad), JSON.stringify(bad)).toThrow('printable');
  });
});

describe('the partners list, and a replica following it', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.cleanup());

  it('adds, renames and removes, changing its version each time, and a replica follows each change without a restart', async () => {
    const { db } = database;
    const log = { warn: vi.fn(), info: vi.fn() };
    const replica = new PartnerOrigins(db, log, 10);
    await replica.start();
    try {
      expect(replica.has('https://shop.example')).toBe(false);
      const versions = [await partnersVersion(db)];

      expect(await addPartner(db, 'https://shop.example', 'Shop')).toMatchObject({ renamed: false, partner: { origin: 'https://shop.example', name: 'Shop' } });
      versions.push(await partnersVersion(db));
      await expect.poll(() => replica.has('https://shop.example')).toBe(true);

      expect(await addPartner(db, 'https://shop.example', 'The Shop')).toMatchObject({ renamed: true, partner: { name: 'The Shop' } });
      versions.push(await partnersVersion(db));
      expect((await listPartners(db)).map((partner) => [partner.origin, partner.name])).toEqual([['https://shop.example', 'The Shop']]);

      expect(await removePartner(db, 'https://shop.example')).toBe(true);
      expect(await removePartner(db, 'https://shop.example')).toBe(false);
      versions.push(await partnersVersion(db));
      await expect.poll(() => replica.has('https://shop.example')).toBe(false);
      expect(new Set(versions).size).toBe(4);
      expect(log.warn).not.toHaveBeenCalled();
    } finally {
      replica.close();
    }
  });

  it('keeps the partners it knew while the database does not answer, saying so once', async () => {
    const own = await testDatabase();
    await addPartner(own.db, 'https://kept.example', 'Kept');
    const log = { warn: vi.fn(), info: vi.fn() };
    const replica = new PartnerOrigins(own.db, log, 10);
    await replica.start();
    try {
      await own.cleanup();
      await expect.poll(() => log.warn.mock.calls.length).toBeGreaterThan(0);
      await sleep(50);
      // Still allowed, and one warning for the one cause however many polls failed.
      expect(replica.has('https://kept.example')).toBe(true);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]![0]).toMatch(/^partners: .* \(the partners allowed stay as they were; trying again\)$/);
    } finally {
      replica.close();
    }
  });
});
