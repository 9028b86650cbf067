import type { FastifyReply } from 'fastify';
import type { ErrorBody } from '@site/shared/contract';

/** The failure envelope of every API error: `{ success: false, message }`. */
export function sendError(reply: FastifyReply, status: number, message: string, errors?: Record<string, string>): FastifyReply {
  const body: ErrorBody = errors ? { success: false, message, errors } : { success: false, message };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
