import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { repoRoot } from '../config';
import { testApp, type TestApp } from '../testing/app';
import { parseExposition } from '../testing/prometheus-text';

/**
 * The monitoring profile's dashboard (deploy/monitoring) asks only for series a server exports and
 * the operator guide documents: a renamed series fails here rather than as an empty panel.
 */
const TOKEN = 'a-token-of-twenty-four-c';
const monitoring = path.join(repoRoot, 'deploy', 'monitoring');

const dashboardSchema = z.object({
  uid: z.string(),
  panels: z.array(
    z.object({
      type: z.string(),
      title: z.string(),
      datasource: z.object({ uid: z.string() }).optional(),
      gridPos: z.object({ h: z.number(), w: z.number(), x: z.number(), y: z.number() }),
      targets: z.array(z.object({ expr: z.string() })).optional(),
    }),
  ),
});
const dashboard = dashboardSchema.parse(JSON.parse(readFileSync(path.join(monitoring, 'grafana', 'dashboards', 'nasaq-site.json'), 'utf8')));
const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));

/** The series a query names: words that look like metric names, histogram suffixes taken off. */
function seriesIn(expr: string): string[] {
  const names = expr.match(/\b(?:nasaq|process|nodejs)_[a-z0-9_]+/g) ?? [];
  return names.map((name) => name.replace(/_(bucket|sum|count)$/, ''));
}

/** The series docs/operations.md's table lists (a row may list several). */
function documentedSeries(): Set<string> {
  const guide = readFileSync(path.join(repoRoot, 'docs', 'operations.md'), 'utf8');
  const table = guide.slice(guide.indexOf('### The series'), guide.indexOf('### Adding a series'));
  return new Set(
    [...table.matchAll(/^\| (.+?) \| (?:counter|gauge|histogram) \|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`(nasaq_[a-z0-9_]+)`/g)].map((match) => match[1]!),
    ),
  );
}

/** Series a test server does not export, and why: each needs what a test app runs without. */
const exportedOnlyWith: Record<string, string> = {
  nasaq_redis_up: 'REDIS_URL',
  nasaq_outbox_pending: 'a notification channel',
  nasaq_outbox_oldest_pending_seconds: 'a notification channel',
  nasaq_outbox_failed: 'a notification channel',
  nasaq_outbox_attempt_failures_total: 'a notification channel',
};

describe('the monitoring dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  it('queries only series the server exports or, when they need what a test server lacks, the guide documents', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const { families } = parseExposition(response.body);
    const documented = documentedSeries();
    const asked = new Set(queries.flatMap(seriesIn));
    expect(asked.size).toBeGreaterThan(20);
    for (const name of asked) {
      if (name.startsWith('nasaq_')) expect(documented.has(name), `${name} in docs/operations.md`).toBe(true);
      if (!(name in exportedOnlyWith)) expect(families.has(name), `${name} exported`).toBe(true);
    }
  });

  it('shows every documented series somewhere', () => {
    const asked = new Set(queries.flatMap(seriesIn));
    expect([...documentedSeries()].filter((name) => !asked.has(name))).toEqual([]);
  });

  it('reads the provisioned Prometheus, and its panels do not overlap', () => {
    const datasource = readFileSync(path.join(monitoring, 'grafana', 'provisioning', 'datasources', 'prometheus.yaml'), 'utf8');
    const uid = /^\s*uid: (\S+)$/m.exec(datasource)?.[1];
    for (const panel of dashboard.panels) if (panel.datasource) expect(panel.datasource.uid).toBe(uid);
    const cells = new Set<string>();
    for (const { gridPos, title } of dashboard.panels)
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x += 1)
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y += 1) {
          expect(cells.has(`${x},${y}`), title).toBe(false);
          cells.add(`${x},${y}`);
        }
  });
});
