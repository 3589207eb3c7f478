import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests being answered now (graceful shutdown waits for them: server.ts `closeGracefully`). */
    requestsInFlight: RequestsInFlight;
  }
}

export class RequestsInFlight {
  private count = 0;
  private waiters: (() => void)[] = [];

  get size(): number {
    return this.count;
  }

  started(): void {
    this.count += 1;
  }

  ended(): void {
    this.count -= 1;
    if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves when no request is under way, or after `timeoutMs` (true when drained). */
  drained(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

/**
 * Counts the requests under way. In-process calls (a page's loaders calling the API through
 * `inject`) are counted too; they always end before the page that made them.
 */
export default fp(async (app) => {
  const inFlight = new RequestsInFlight();
  app.decorate('requestsInFlight', inFlight);
  // A request the client gave up on may see both hooks: each request ends once.
  const open = new WeakSet<object>();
  const end = async (request: object) => {
    if (open.delete(request)) inFlight.ended();
  };
  app.addHook('onRequest', async (request) => {
    open.add(request);
    inFlight.started();
  });
  app.addHook('onResponse', end);
  app.addHook('onRequestAbort', end);
});
