import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addVary } from './vary';

/**
 * Compression, in one place (docs/api.md#compression): the encodings, the size from which a reply
 * is compressed, how hard, and which encoding a request gets. Two ways out share all of it:
 *
 * - a reply made for one request (an API error, a health check, a page rendered with a form's
 *   outcome, a static file the build did not precompress) is compressed as it is sent, by
 *   `@fastify/compress` (the `compression` plugin below), at a brotli quality cheap enough to pay
 *   on every request;
 * - bytes kept for many requests (the API's reply cache, the page cache, `/embed.js`, a release's
 *   manifest) are compressed once per encoding, on first demand, harder (it is paid once), and the
 *   result is kept beside them (`sendKept`): a cached page costs a lookup and a write.
 *
 * The build's own files come precompressed from the build and are served as they are.
 */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
/** Smaller replies are sent as they are: the encoding would save less than it costs. */
const COMPRESS_FROM = 1024;
/** Per request: close to gzip -9 in size at a fraction of quality 11's CPU. */
const PER_REQUEST_BROTLI_QUALITY = 4;
/** Once for many requests: the bytes matter more than the one compression. */
const KEPT_BROTLI_QUALITY = 9;
const KEPT_GZIP_LEVEL = 9;

export type Encoding = (typeof ENCODINGS)[number];

/** The encoding a request gets: the best it accepts (br before gzip at equal weight), none refused with `q=0`; `*` and `x-gzip` count as gzip. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  // The same reading as @fastify/compress's, so both ways out choose alike.
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
}

/** Registers the per-request way out for the whole server (not encapsulated). */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      threshold: COMPRESS_FROM,
      encodings: ENCODINGS,
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY } },
    });
  },
  { name: 'compression' },
);

/** Bytes sent to many requests, and their compressed forms once made. */
export interface KeptBytes {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function compressKept(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: KEPT_GZIP_LEVEL });
}

/**
 * Sends kept bytes in the encoding the request accepts, compressing them once per encoding and
 * keeping the result on `kept` (`grew` is told its size: a bounded cache counts it). The reply
 * varies by `Accept-Encoding` either way.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptBytes, grew: (bytes: number) => void = () => undefined): FastifyReply {
  addVary(reply, 'Accept-Encoding');
  const encoding = kept.body.length >= COMPRESS_FROM ? acceptedEncoding(request) : null;
  if (!encoding) return reply.send(kept.body);
  let compressed = kept[encoding];
  if (!compressed) {
    compressed = compressKept(kept.body, encoding);
    kept[encoding] = compressed;
    grew(compressed.length);
  }
  return reply.header('Content-Encoding', encoding).send(compressed);
}
