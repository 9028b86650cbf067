import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';
import { startMetricsServer } from './metrics-endpoint';
import { Metrics } from './metrics';
import { parseExposition, sampleValue, type Exposition } from '../testing/prometheus-text';
import { mediaPath, widthsOf } from '../media/catalog';
import { goodInputs } from '../routes/submissions/bad-inputs';

const TOKEN = 'a-token-of-twenty-four-c';
const PARTNER = 'https://shop.example';

describe('GET /metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ config: { metricsToken: TOKEN, corsOrigins: [PARTNER] } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(response.body);
  };

  it('refuses anyone without the token, saying nothing about the server', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-size', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).toBe('Unauthorized');
    }
  });

  it('answers the Prometheus text format, with every series the operator guide lists', async () => {
    const { families } = await scrape();
    for (const name of [
      'nasaq_http_requests_total',
      'nasaq_http_request_duration_seconds',
      'nasaq_page_render_seconds',
      'nasaq_cache_lookups_total',
      'nasaq_cache_bytes',
      'nasaq_rate_limit_refusals_total',
      'nasaq_idempotent_replays_total',
      'nasaq_image_variants_made_total',
      'nasaq_image_variants_queued',
      'nasaq_image_variants_failed_total',
      'nasaq_image_renders_waiting',
      'nasaq_partner_sends_total',
      'nasaq_section_release_info',
      'nasaq_section_page_views_total',
      'nasaq_db_pool_waiting',
      'nasaq_db_query_errors_total',
      'nasaq_db_up',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    expect(families.get('nasaq_http_request_duration_seconds')?.type).toBe('histogram');
    expect(families.get('nasaq_section_release_info')?.type).toBe('gauge');
  });

  it('moves its counters as requests are made', async () => {
    const services = { method: 'GET', route: '/api/v1/services', status_class: '2xx' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/v1/services?lang=en' })).statusCode).toBe(200);
    const after = await scrape();
    expect(sampleValue(after, 'nasaq_http_requests_total', services) - sampleValue(before, 'nasaq_http_requests_total', services)).toBe(3);
    expect(sampleValue(after, 'nasaq_http_request_duration_seconds_count', services)).toBe(sampleValue(after, 'nasaq_http_requests_total', services));
    // The first of the three read the database and was kept; the two after it came from the cache.
    const hits = (scrape: typeof after) => sampleValue(scrape, 'nasaq_cache_lookups_total', { cache: 'reply', result: 'hit' });
    expect(hits(after) - hits(before)).toBeGreaterThanOrEqual(2);
    expect(sampleValue(after, 'nasaq_cache_bytes', { cache: 'reply' })).toBeGreaterThan(0);
    // Each section, once, on the build it started with.
    for (const section of ['mf_shell', 'mf_pages', 'mf_portfolio', 'mf_forms']) {
      expect(sampleValue(after, 'nasaq_section_release_info', { section, version: 'build' })).toBe(1);
    }
    expect(sampleValue(after, 'nasaq_db_up', { engine: t.database.engine })).toBe(1);
  });

  it("counts sends from a partner's page by its allowed origin, and the image variants made and queued", async () => {
    const consultation = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/consultations/free',
        headers: { 'content-type': 'application/json', origin },
        payload: { ...goodInputs.consultation.json, language: 'en' },
      });
    const partnerSends = (scrape: Exposition) => sampleValue(scrape, 'nasaq_partner_sends_total', { form: 'consultation', origin: PARTNER });
    const before = await scrape();
    expect((await consultation(PARTNER)).statusCode).toBe(201);
    // A page nobody allowed is refused and counted nowhere: no origin it names becomes a label.
    expect((await consultation('https://stranger.example')).statusCode).toBe(403);
    const after = await scrape();
    expect(partnerSends(after) - partnerSends(before)).toBe(1);
    expect(after.samples.some((sample) => sample.labels['origin'] === 'https://stranger.example')).toBe(false);

    // A variant made for a request, another made ahead by the queue (MEDIA_WARM_UP is off here: nothing else is queued).
    const made = (scrape: Exposition, by: 'request' | 'ahead') => sampleValue(scrape, 'nasaq_image_variants_made_total', { for: by });
    const image = await t.database.db.selectFrom('media').select(['id', 'name', 'kind', 'width']).where('kind', '=', 'raster').executeTakeFirstOrThrow();
    const [small, middle] = widthsOf(image.width);
    expect((await t.app.inject({ method: 'GET', url: `/${mediaPath(image, small)}` })).statusCode).toBe(200);
    t.app.imageVariants.add([{ id: image.id, width: middle! }]);
    await t.app.imageVariants.idle();
    const done = await scrape();
    expect(made(done, 'request') - made(after, 'request')).toBe(1);
    expect(made(done, 'ahead') - made(after, 'ahead')).toBe(1);
    expect(sampleValue(done, 'nasaq_image_variants_queued', {})).toBe(0);
    expect(sampleValue(done, 'nasaq_image_variants_failed_total', {})).toBe(0);
  });

  it('labels by route pattern, never by URL: a thousand distinct URLs add no series', async () => {
    // One of each kind first, so the series they fall under exist.
    const urls = (i: number) => [
      `/api/v1/projects/${1_000_000 + i}?lang=en`,
      `/api/v1/nothing-${i}`,
      `/assets/missing-${i}.js`,
      `/no-such-page-${i}`,
      `/?utm=${i}`,
    ];
    for (const url of urls(0)) await t.app.inject({ method: 'GET', url });
    // A scrape counts itself from the next one on: one first, so `before` already holds /metrics's
    // own series whichever test of the file ran before this one.
    await scrape();
    const before = await scrape();
    for (let i = 1; i <= 200; i++) for (const url of urls(i)) await t.app.inject({ method: 'GET', url });
    const after = await scrape();
    // The site's own series only: Node's default metrics gain and lose series by themselves (a histogram of 9
    // samples the first time the runtime does a kind of garbage collection, active handles by type), which a
    // thousand requests may or may not cause: CI's run on PostgreSQL once counted 277 for 268.
    const own = (scrape: Exposition) => scrape.samples.filter((sample) => sample.name.startsWith('nasaq_')).length;
    expect(own(after)).toBe(own(before));
    const routes = new Set(after.samples.filter((sample) => sample.name === 'nasaq_http_requests_total').map((sample) => sample.labels['route']));
    expect([...routes].every((route) => route !== undefined && !/\d{3}/.test(route))).toBe(true);
    expect(routes).toContain('/api/v1/projects/:idOrSlug');
  });
});

describe('the metrics without a token', () => {
  it('are not on the site port at all: /metrics is an ordinary path of the site', async () => {
    const t = await testApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.headers['content-type']).not.toMatch(/version=0\.0\.4/);
      expect(response.body).not.toContain('# TYPE');
    } finally {
      await t.close();
    }
  });

  it('are served on METRICS_PORT alone, at /metrics only', async () => {
    const metrics = new Metrics();
    metrics.counter({ name: 'nasaq_test_total', help: 'a test series' }).inc(2);
    const server = await startMetricsServer({ metrics, port: 0, host: '127.0.0.1', onError: () => undefined });
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(200);
      expect(sampleValue(parseExposition(await response.text()), 'nasaq_test_total', {})).toBe(2);
      expect((await fetch(new URL('/', server.url))).status).toBe(404);
      expect((await fetch(new URL('/api/v1/services', server.url))).status).toBe(404);
      expect((await fetch(server.url, { method: 'POST' })).status).toBe(405);
    } finally {
      await server.close();
    }
  });
});
