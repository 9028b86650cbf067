import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerError } from '../partners/partners';
import { testDatabase, type TestDatabase } from '../testing/database';
import { UsageError, parseArgs, runPartners } from './partners';

describe('npm run partners: its arguments', () => {
  it('reads add, list and remove, and refuses the rest saying what to fix', () => {
    expect(parseArgs(['add', 'https://Shop.example/', '--name', 'Shop'])).toEqual({ action: 'add', origin: 'https://shop.example', name: 'Shop' });
    expect(parseArgs(['add', 'https://shop.example', '--name=متجر'])).toMatchObject({ name: 'متجر' });
    expect(parseArgs(['list'])).toEqual({ action: 'list', format: 'table' });
    expect(parseArgs(['list', '--format', 'json'])).toEqual({ action: 'list', format: 'json' });
    expect(parseArgs(['remove', 'https://shop.example'])).toEqual({ action: 'remove', origin: 'https://shop.example' });
    expect(() => parseArgs([])).toThrow(UsageError);
    expect(() => parseArgs(['add', 'https://shop.example'])).toThrow('add needs --name');
    expect(() => parseArgs(['add', '--name', 'Shop'])).toThrow("add needs the partner's origin");
    expect(() => parseArgs(['add', 'https://shop.example/checkout', '--name', 'Shop'])).toThrow(PartnerError);
    expect(() => parseArgs(['add', 'https://shop.example', '--name', ''])).toThrow(PartnerError);
    expect(() => parseArgs(['list', '--format', 'csv'])).toThrow('--format must be table or json');
    expect(() => parseArgs(['remove', 'https://shop.example', '--name', 'x'])).toThrow('remove takes no --name');
    expect(() => parseArgs(['add', 'https://shop.example', '--name', 'Shop', '--color', 'red'])).toThrow(UsageError);
    expect(() => parseArgs(['grant', 'https://shop.example'])).toThrow('Unknown command "grant"');
  });
});

describe("npm run partners against the environment's database", () => {
  let database: TestDatabase;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    database = await testDatabase();
    const { DATABASE_URL: _callers, ...inherited } = process.env;
    env = { ...inherited, ...database.env };
  });
  afterAll(() => database.cleanup());

  it('adds, lists, renames and removes, and refuses to remove a partner that is not there', async () => {
    expect(await runPartners(['list'], env)).toMatch(/^\(no partners/);
    expect(await runPartners(['add', 'https://shop.example', '--name', 'Shop'], env)).toMatch(/^Added https:\/\/shop\.example \(Shop\)/);
    expect(await runPartners(['add', 'http://localhost:8171', '--name', 'Local'], env)).toMatch(/^Added/);
    expect(await runPartners(['add', 'https://shop.example', '--name', 'The Shop'], env)).toMatch(/^Renamed https:\/\/shop\.example \(The Shop\)/);
    const table = await runPartners(['list'], env);
    expect(table).toMatch(/^https:\/\/shop\.example +The Shop {2}\(added /m);
    expect(table).toContain('(2 partners)');
    const listed = JSON.parse(await runPartners(['list', '--format', 'json'], env)) as { origin: string; name: string }[];
    expect(listed.map((partner) => partner.origin)).toEqual(['http://localhost:8171', 'https://shop.example']);
    expect(await runPartners(['remove', 'http://localhost:8171'], env)).toMatch(/^Removed http:\/\/localhost:8171/);
    await expect(runPartners(['remove', 'http://localhost:8171'], env)).rejects.toThrow('is not a partner');
  });
});
