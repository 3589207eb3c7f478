import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import { healthContract as call, healthUnavailableSchema } from '@rira/contracts/api/health';
import { serve } from '../../http/contract-route.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // The contract names the 200 answer; the 503 one is not the error envelope either, and the
  // OpenAPI document says so (this plugin registers the one route).
  app.addHook('onRoute', (route) => {
    const schema = route.schema as FastifySchema | undefined;
    if (schema?.response) (schema.response as Record<number, unknown>)[503] = healthUnavailableSchema;
  });

  serve(app, call.check, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' as const, database: app.database.kind };
    } catch (err) {
      app.log.error({ err }, 'health.database');
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
};
