import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendKept, type KeptBytes } from './compression';
import { languageVary } from './language';
import { addVary } from './vary';

/**
 * Reads are cached as finished bytes: the JSON text, its ETag and (made on first demand, by
 * compression.ts) its brotli and gzip forms, keyed by content version, language and URL. A cached read costs a map
 * lookup and a write, so it runs close to a bare route; an import changes the content version
 * and with it every key. Bounded by entries and bytes, least recently used out first.
 */
export interface CachedBody extends KeptBytes {
  etag: string;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();
  /** the entries in the map, for `grew` (an entry may leave before its compressed form is made) */
  private readonly held = new WeakSet<CachedBody>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedBody): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, entry);
    this.held.add(entry);
    this.bytes += entry.body.length;
    this.evict();
  }

  /** Compressed forms count too, once made (and may push the oldest entries out); an entry already out counts for nothing. */
  grew(entry: CachedBody, by: number): void {
    if (!this.held.has(entry)) return;
    this.bytes += by;
    this.evict();
  }

  /** Bytes held now: bodies and their compressed forms (tests, the scale bench). */
  get heldBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, CachedBody];
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: CachedBody): void {
    this.entries.delete(key);
    this.held.delete(entry);
    this.bytes -= entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
  }
}

export function cachedBody(json: string): CachedBody {
  const body = Buffer.from(json, 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** How long browsers and CDNs may keep a read: see docs/api.md#routes-and-replies, "HTTP caching". */
const API_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Sends a cached read: 304 for a matching If-None-Match, else the body in the best encoding. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody, cache?: ResponseCache): FastifyReply {
  reply.header('Cache-Control', API_CACHE_CONTROL).type('application/json; charset=utf-8');
  addVary(reply, ...languageVary(request));
  return sendEncoded(request, reply, entry, (bytes) => cache?.grew(entry, bytes));
}

/**
 * Sends finished bytes with their ETag: 304 for a matching If-None-Match, else in the best
 * encoding the client accepts (compression.ts: compressed once and kept on the entry; `grew`
 * counts the bytes).
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, entry: CachedBody, grew: (bytes: number) => void = () => undefined): FastifyReply {
  reply.header('ETag', entry.etag);
  // A 304 says what the full reply would have varied by.
  addVary(reply, 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return sendKept(request, reply, entry, grew);
}
