import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig, repoRoot } from '../api/src/config';

/**
 * What can be checked of deploy/ without a Docker engine: the compose file parses and holds
 * together (two replicas of one image on one PostgreSQL and one Valkey, behind Caddy, and the
 * release tool that puts the sections into it), the replicas' environment is one the server
 * accepts, and the Caddyfile balances over exactly those replicas with their readiness route.
 * (deploy/check-dockerfile.sh runs the Dockerfile.)
 */
const deploy = path.join(repoRoot, 'deploy');
const read = (name: string) => readFileSync(path.join(deploy, name), 'utf8');

const service = z.object({
  image: z.string().optional(),
  build: z.object({ context: z.string(), dockerfile: z.string(), target: z.string().optional() }).optional(),
  entrypoint: z.array(z.string()).optional(),
  command: z.array(z.string()).optional(),
  profiles: z.array(z.string()).optional(),
  environment: z.record(z.string(), z.string()).optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.enum(['service_started', 'service_healthy']) })).optional(),
  healthcheck: z.object({ test: z.array(z.string()) }).optional(),
  stop_grace_period: z
    .string()
    .regex(/^\d+s$/)
    .optional(),
  volumes: z.array(z.string()).optional(),
  ports: z.array(z.string()).optional(),
  networks: z.array(z.string()),
});
const composeSchema = z.object({
  services: z.record(z.string(), service),
  volumes: z.record(z.string(), z.null()),
  networks: z.record(z.string(), z.null()),
});

/** Compose's `${NAME:-default}` and `${NAME:?message}`, as compose would substitute them with nothing set. */
function substitute(value: string): string {
  return value.replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_match, name: string, fallback: string | undefined) =>
    name === 'POSTGRES_PASSWORD' ? 'secret' : (fallback ?? ''),
  );
}

describe('deploy/compose.yaml', () => {
  const compose = composeSchema.parse(parse(read('compose.yaml'), { merge: true }));
  const replicas = ['app-1', 'app-2'].map((name) => ({ name, ...compose.services[name]! }));

  it('runs two replicas of one image built by deploy/Dockerfile, on PostgreSQL and Valkey, behind Caddy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app-1', 'app-2', 'caddy', 'grafana', 'postgres', 'prometheus', 'release', 'sections', 'valkey']);
    for (const replica of replicas) {
      expect(replica.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
      expect(replica.image).toBe(replicas[0]!.image);
      expect(replica.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, valkey: { condition: 'service_healthy' } });
    }
    expect(readFileSync(path.join(repoRoot, replicas[0]!.build!.dockerfile), 'utf8')).toMatch(/^HEALTHCHECK /m);
    expect(compose.services['valkey']!.command).toContain('--appendonly');
    expect(compose.services['caddy']!.depends_on).toEqual({ 'app-1': { condition: 'service_healthy' }, 'app-2': { condition: 'service_healthy' } });
  });

  it('gives every replica an environment the server accepts: PostgreSQL, Redis, the balancer believed', () => {
    for (const replica of replicas) {
      const env = Object.fromEntries(Object.entries(replica.environment ?? {}).map(([name, value]) => [name, substitute(value)]));
      const config = loadConfig(env);
      expect(config.databaseUrl).toBe('postgres://nasaq:secret@postgres:5432/nasaq');
      expect(config.redisUrl).toBe('redis://valkey:6379');
      expect(config.trustProxy).toBe('uniquelocal');
      // Docker waits stop_grace_period before SIGKILL: longer than the replica's drain.
      const grace = Number.parseInt(replica.stop_grace_period ?? '10s', 10) * 1000;
      expect(grace).toBeGreaterThan(config.shutdownDelayMs + config.shutdownTimeoutMs);
    }
    const postgres = compose.services['postgres']!.environment!;
    expect([postgres['POSTGRES_USER'], postgres['POSTGRES_DB']]).toEqual(['nasaq', 'nasaq']);
  });

  it('releases each section once the replicas are up, with the release stage of the same Dockerfile, against their database', () => {
    const sections = compose.services['sections']!;
    const release = compose.services['release']!;
    expect(sections.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile', target: 'release' });
    expect(readFileSync(path.join(repoRoot, 'deploy', 'Dockerfile'), 'utf8')).toMatch(/^FROM deps AS release$/m);
    expect(release.image).toBe(sections.image);
    expect(release.profiles).toEqual(['tools']);
    expect(sections.depends_on).toEqual({ 'app-1': { condition: 'service_healthy' }, 'app-2': { condition: 'service_healthy' } });
    // Every section, each only if it was never released (a team's later release is never undone by an `up`).
    const script = sections.command?.join(' ') ?? '';
    for (const section of ['mf-shell', 'mf-pages', 'mf-portfolio', 'mf-forms']) expect(script).toContain(section);
    expect(script).toContain('--if-unreleased');
    for (const tool of [sections, release]) {
      const env = Object.fromEntries(Object.entries(tool.environment ?? {}).map(([name, value]) => [name, substitute(value)]));
      expect(loadConfig(env).databaseUrl).toBe(replicas.map((replica) => substitute(replica.environment!['DATABASE_URL']!))[0]);
    }
  });

  it('has Prometheus scrape every replica on its metrics port, with Grafana, only in the monitoring profile', () => {
    const prometheus = compose.services['prometheus']!;
    const grafana = compose.services['grafana']!;
    expect([prometheus.profiles, grafana.profiles]).toEqual([['monitoring'], ['monitoring']]);
    // The metrics port is never published: only the replicas' network reaches it.
    const ports = replicas.map(
      (replica) => loadConfig(Object.fromEntries(Object.entries(replica.environment ?? {}).map(([name, value]) => [name, substitute(value)]))).metricsPort,
    );
    for (const replica of replicas) expect(replica.ports).toBeUndefined();
    expect(ports.every((port) => port !== null)).toBe(true);
    expect(prometheus.volumes).toContain('./monitoring/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
    const scrape = z
      .object({ scrape_configs: z.array(z.object({ metrics_path: z.string(), static_configs: z.array(z.object({ targets: z.array(z.string()) })) })) })
      .parse(parse(read('monitoring/prometheus.yml')));
    const targets = scrape.scrape_configs.flatMap((job) => job.static_configs.flatMap((config) => config.targets));
    expect(targets).toEqual(replicas.map((replica, index) => `${replica.name}:${ports[index]}`));
    expect(scrape.scrape_configs.map((job) => job.metrics_path)).toEqual(['/metrics']);
    // Grafana on this machine's loopback alone, its dashboards from the repository.
    expect(grafana.ports?.map(substitute)).toEqual(['127.0.0.1:3000:3000']);
    expect(grafana.volumes).toEqual(
      expect.arrayContaining([
        './monitoring/grafana/provisioning:/etc/grafana/provisioning:ro',
        './monitoring/grafana/dashboards:/var/lib/grafana/dashboards:ro',
      ]),
    );
  });

  it('mounts a Caddyfile that balances over exactly the replicas, checking their readiness', () => {
    expect(compose.services['caddy']!.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('Caddyfile');
    const upstreams = /^\s*reverse_proxy ([^{]+)\{/m.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(replicas.map((replica) => `${replica.name}:8080`));
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/health\/ready$/m);
    expect(caddyfile).toMatch(/^\s*lb_policy round_robin$/m);
  });
});
