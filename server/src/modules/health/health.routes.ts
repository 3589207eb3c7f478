import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Liveness and database check (503 when the database does not answer)',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: app.database.kind };
      } catch (err) {
        app.log.error({ err }, 'health.database');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
