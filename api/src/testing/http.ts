import { request } from 'node:http';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request on a connection of its own (no pooling, so nothing is shared between
 * replicas or kept alive across a shutdown), with any headers, `Host` and `X-Forwarded-For`
 * included, which `fetch` will not send as given; a body as JSON (`json`) or as it is (`body`). Rejects on a connection error, a cut reply, or
 * no reply within `timeoutMs` (when given).
 */
export function send(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; json?: unknown; body?: string; timeoutMs?: number } = {},
): Promise<Reply> {
  const url = new URL(path, base);
  const body = options.body !== undefined ? Buffer.from(options.body) : options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? (body ? 'POST' : 'GET'),
        agent: false,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    if (options.timeoutMs !== undefined) {
      outgoing.setTimeout(options.timeoutMs, () => outgoing.destroy(new Error(`no reply in ${options.timeoutMs} ms: ${path}`)));
    }
    outgoing.end(body);
  });
}
