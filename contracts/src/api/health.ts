import { z } from 'zod';
import { defineRoute } from './route.ts';

/** The liveness answer (not an envelope: monitors read it). */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
/** What `/health` answers with 503 when the database does not answer. */
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable') });

/** The health check (`/health`). */
export const healthContract = {
  check: defineRoute({
    method: 'GET',
    path: '/health',
    tags: ['Health'],
    summary: 'Liveness and database check (503 when the database does not answer)',
    response: healthSchema,
  }),
};
