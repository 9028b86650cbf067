import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { LocateSections, ReadApi, SiteRenderer, SiteRendererOptions } from '@site/root-config/server';
import { repoRoot } from '../config';

/** Where the build puts the server side of the host (rspack.config.ts, `root-config-server`). */
function rendererFile(distDir: string): string {
  return path.join(distDir, 'root-config', 'server', 'index.cjs');
}

/** The built server host's `createSiteRenderer` (throws when the file is no such build). */
export function requireSiteRenderer(distDir: string): (options: SiteRendererOptions) => Promise<SiteRenderer> {
  const file = rendererFile(distDir);
  const host = createRequire(import.meta.url)(file) as { createSiteRenderer?: (options: SiteRendererOptions) => Promise<SiteRenderer> };
  if (typeof host.createSiteRenderer !== 'function') throw new Error(`${file} exports no createSiteRenderer`);
  return host.createSiteRenderer;
}

/**
 * The built server host, which renders every page's first screen, or null when the build has
 * none (an older build, or one without the Node containers): the site then answers the plain
 * page and the browser renders everything. Loaded once; a new host build needs a restart (a
 * section released, or moved through remotes.json, does not).
 */
export async function loadSiteRenderer(options: {
  distDir: string;
  locate: LocateSections;
  read: ReadApi;
  log: FastifyBaseLogger;
}): Promise<SiteRenderer | null> {
  const { distDir, locate, read, log } = options;
  const file = rendererFile(distDir);
  if (!existsSync(file)) {
    log.warn(`${file} is missing: pages are rendered by the browser alone (run npm run build).`);
    return null;
  }
  try {
    // A section's server container finds the packages it leaves to run time (jsdom) where the server's are.
    return await requireSiteRenderer(distDir)({ distDir, locate, packagesDir: repoRoot, read, warn: (message, error) => log.warn({ err: error }, message) });
  } catch (error) {
    log.error({ err: error }, 'the server renderer could not start: pages are rendered by the browser alone.');
    return null;
  }
}
