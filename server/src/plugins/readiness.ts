import fp from 'fastify-plugin';

/** How long one dependency may take to answer a readiness check before it counts as down. */
export const READINESS_CHECK_TIMEOUT_MS = 3_000;

export type ReadinessOutcome = 'ok' | 'failed' | 'timeout';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/**
 * Whether this server copy may take traffic (`/api/health/ready`): each dependency it needs
 * (database, file storage, job queue) registers a check, and the copy stops being ready as soon as
 * it starts shutting down, so the proxy sends new requests to the other copies while this one
 * finishes its own.
 */
export class Readiness {
  private readonly checks = new Map<string, () => Promise<void>>();
  private drainingSince: Date | null = null;

  constructor(
    private readonly log: { warn(details: object, message: string): void },
    private readonly timeoutMs = READINESS_CHECK_TIMEOUT_MS,
  ) {}

  /** A dependency's check: resolves when it answers, throws when it does not. */
  register(name: string, check: () => Promise<void>): void {
    this.checks.set(name, check);
  }

  /** Shutting down: not ready from now on, whatever the checks say. */
  drain(): void {
    this.drainingSince ??= new Date();
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /** Every check, at once, each within the time limit. */
  async check(): Promise<{ status: 'ready' | 'unavailable' | 'draining'; checks: Record<string, ReadinessOutcome> }> {
    const outcomes = await Promise.all([...this.checks].map(async ([name, check]) => [name, await this.run(name, check)] as const));
    const checks = Object.fromEntries(outcomes);
    if (this.draining) return { status: 'draining', checks };
    return { status: outcomes.every(([, outcome]) => outcome === 'ok') ? 'ready' : 'unavailable', checks };
  }

  private async run(name: string, check: () => Promise<void>): Promise<ReadinessOutcome> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.timeoutMs)));
    try {
      const outcome = await Promise.race([check().then(() => 'ok' as const), timedOut]);
      if (outcome === 'timeout') this.log.warn({ check: name }, 'readiness check timed out');
      return outcome;
    } catch (err) {
      this.log.warn({ err, check: name }, 'readiness check failed');
      return 'failed';
    } finally {
      clearTimeout(timer);
    }
  }
}

export default fp(async (app) => {
  const readiness = new Readiness(app.log);
  readiness.register('database', () => app.database.ping());
  app.decorate('readiness', readiness);
});
