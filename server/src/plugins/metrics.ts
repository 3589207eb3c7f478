import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Where Prometheus scrapes (outside /api: not part of the API's contract or its document). */
export const METRICS_PATH = '/metrics';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics at /metrics: the process (memory, CPU, garbage collection), the event loop's
 * delay since the last scrape (`nodejs_eventloop_lag_p99_seconds` and its siblings; prom-client
 * resets the histogram on each scrape), and request durations by route.
 *
 * Kept from the public by a token: only with `METRICS_TOKEN` set is anything measured or served,
 * and a scrape must send it (`Authorization: Bearer …`). A check by address would not do: behind a
 * reverse proxy on the same machine every request comes from the loopback address.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Where plugins register their own metrics; null when METRICS_TOKEN is unset (nothing is measured). */
    metrics: Registry | null;
  }
}

export default fp(async (app) => {
  const token = app.config.METRICS_TOKEN;
  app.decorate('metrics', token ? new Registry() : null);
  if (!token) return;
  const registry = app.metrics!;
  collectDefaultMetrics({
    register: registry,
    // Finer than prom-client's (1 ms, 10 ms, 100 ms…): a collection is what the event loop's longest
    // delays are made of (decision 023), and 10–100 ms is where the 50 ms target lies.
    gcDurationBuckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer, by route (the route’s pattern, not the address).',
    labelNames: ['method', 'route', 'status_code'],
    // From a cached page (about a millisecond) to a PDF (seconds).
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // An unmatched address has no pattern: one label for all of them, so addresses never become labels.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    durations.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const expected = sha256(`Bearer ${token}`);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    // Compared as digests: equal lengths, and the time taken tells nothing of the token.
    if (!timingSafeEqual(sha256(request.headers.authorization ?? ''), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ statusCode: 401, message: 'Unauthorized' });
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
});
