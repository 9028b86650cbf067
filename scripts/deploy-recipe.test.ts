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
    expect(Object.keys(compose.services).sort()).toEqual(['app-1', 'app-2', 'caddy', 'postgres', 'release', 'sections', 'valkey']);
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

  it('mounts a Caddyfile that balances over exactly the replicas, checking their readiness', () => {
    expect(compose.services['caddy']!.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('Caddyfile');
    const upstreams = /^\s*reverse_proxy ([^{]+)\{/m.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(replicas.map((replica) => `${replica.name}:8080`));
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/health\/ready$/m);
    expect(caddyfile).toMatch(/^\s*lb_policy round_robin$/m);
  });
});
