import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import { healthContract as call, healthUnavailableSchema, readinessSchema } from '@rira/contracts/api/health';
import { serve } from '../../http/contract-route.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // The contract names the 200 answer; the 503 one is not the error envelope either, and the
  // OpenAPI document says so (this plugin registers only the health routes).
  app.addHook('onRoute', (route) => {
    const schema = route.schema as FastifySchema | undefined;
    // Liveness has no 503: it answers whenever the process does.
    if (!schema?.response || route.url.endsWith('/health/live')) return;
    (schema.response as Record<number, unknown>)[503] = route.url.endsWith('/health/ready') ? readinessSchema : healthUnavailableSchema;
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

  // Nothing but the process: a database outage must not make a supervisor restart every copy.
  serve(app, call.live, async () => ({ status: 'ok' as const }));

  serve(app, call.ready, async (_request, reply) => {
    const readiness = await app.readiness.check();
    return readiness.status === 'ready' ? readiness : reply.code(503).send(readiness);
  });
};
