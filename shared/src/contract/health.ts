import { z } from 'zod/mini';
import { okEnvelope } from './envelope';

/** GET /api/health */
export const healthResponseSchema = okEnvelope(
  z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;
