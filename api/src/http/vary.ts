import type { FastifyReply } from 'fastify';

/** Adds names to the Vary header without dropping what another hook (CORS, compression) put there. */
export function addVary(reply: FastifyReply, ...names: string[]): void {
  if (names.length === 0) return;
  const existing = reply.getHeader('vary');
  if (existing === undefined) {
    reply.header('Vary', names.join(', '));
    return;
  }
  const current = String(existing);
  const have = new Set(
    current
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const missing = names.filter((name) => !have.has(name.toLowerCase()));
  if (missing.length > 0) reply.header('Vary', [current, ...missing].filter(Boolean).join(', '));
}
