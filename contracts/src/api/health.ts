import { z } from 'zod';
import { defineRoute } from './route.ts';

/** The liveness answer (not an envelope: monitors read it). */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
/** What `/health` answers with 503 when the database does not answer. */
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable') });

/** What each readiness check found: `draining` while the server shuts down. */
export const readinessCheckSchema = z.enum(['ok', 'failed', 'timeout']);
/** `/health/ready`: 200 when every dependency answers; 503 with the same shape otherwise. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  checks: z.record(z.string(), readinessCheckSchema),
});
export const livenessSchema = z.object({ status: z.literal('ok') });

/** The health checks: `/health` (database), `/health/live` (the process answers), `/health/ready` (may take traffic). */
export const healthContract = {
  check: defineRoute({
    method: 'GET',
    path: '/health',
    access: 'public',
    tags: ['Health'],
    summary: 'Liveness and database check (503 when the database does not answer)',
    response: healthSchema,
  }),
  live: defineRoute({
    method: 'GET',
    path: '/health/live',
    access: 'public',
    tags: ['Health'],
    summary: 'Liveness: the process answers (a supervisor restarts it when this fails); checks nothing else',
    response: livenessSchema,
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/health/ready',
    access: 'public',
    tags: ['Health'],
    summary: 'Readiness: the database, file storage and job queue answer and the server is not shutting down (503 otherwise)',
    response: readinessSchema,
  }),
};
