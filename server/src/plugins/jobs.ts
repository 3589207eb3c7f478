import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type ConstructorOptions, type Job } from 'pg-boss';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { SERVER_CONNECTION_NAMES, type DatabaseHandle } from '../db/client.ts';
import { jobStatesByKey, openJobCount, queueCounts, type JobState } from './jobs.repo.ts';

/**
 * Durable background work (docs/decisions/025): every job is a row in the database (pg-boss's
 * `pgboss` schema) before anything runs it, so a restart or a killed server loses nothing, and any
 * server on the same database may run it. On PostgreSQL pg-boss keeps a small pool of its own; on
 * the embedded PGlite it runs its statements on our one client.
 *
 * A running job holds a lease its worker renews (`JOB_LEASE_SECONDS`); when the server running it
 * dies the lease runs out, and the next supervision (any server, every `JOB_SUPERVISE_SECONDS`)
 * puts the job back to be retried, with backoff, by whichever server asks first. A handler may
 * therefore run more than once for one job: each must be idempotent (the import checks its row's
 * status; see also `singletonKey`).
 */

export type { JobState };

export interface JobDefinition {
  /** Seconds a single run may take at most, however often its lease was renewed. */
  maxRunSeconds?: number;
  /** Attempts after the first one; a failure or a lost lease each use one. */
  retries?: number;
  /**
   * The queue (registered with work() too) that gets a copy of a job whose attempts are all spent:
   * pg-boss's dead letter, inserted by the same statement that fails the job for good — whether its
   * last run threw or its server died and the lease ran out — so the news outlives the server that
   * ran it. Its payload is the failed job's, and so is its singleton key.
   */
  deadLetter?: string;
}

export interface SendOptions {
  /** At most one job with this key waits or runs at a time in this queue; a second send returns null. Jobs without one share one key. */
  singletonKey?: string;
  /** Not before this moment. */
  startAfter?: Date;
}

type Handler<P> = (payload: P, job: { id: string; attempt: number }) => Promise<void>;

interface Registered {
  definition: JobDefinition;
  handler: Handler<never>;
}

/** How long an idle `idle()` waits between two looks. */
const IDLE_POLL_MS = 100;

export class Jobs {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, Registered>();
  private readonly recurring = new Map<string, number>();
  private readonly tickers: NodeJS.Timeout[] = [];
  private started: Promise<void> | null = null;
  private stopped: Promise<void> | null = null;
  private readonly failures: Counter<'queue'> | null;

  constructor(
    database: DatabaseHandle,
    private readonly config: Pick<Config, 'JOB_POLL_SECONDS' | 'JOB_LEASE_SECONDS' | 'JOB_SUPERVISE_SECONDS' | 'JOB_STOP_SECONDS'>,
    private readonly log: FastifyBaseLogger,
    metrics: Registry | null,
  ) {
    const connection: ConstructorOptions =
      'url' in database.jobsConnection
        ? { connectionString: database.jobsConnection.url, max: 4, application_name: SERVER_CONNECTION_NAMES.jobs }
        : { db: fromPglite(database.jobsConnection.pglite), backend: 'pglite' };
    this.boss = new PgBoss({
      ...connection,
      superviseIntervalSeconds: config.JOB_SUPERVISE_SECONDS,
      // Expired leases are looked for by the monitor pass, which pg-boss runs every 60 s by default
      // whatever the supervision's period: a dead copy's job waited up to a minute more than
      // JOB_SUPERVISE_SECONDS says.
      monitorIntervalSeconds: config.JOB_SUPERVISE_SECONDS,
      // Our recurring jobs are throttled sends (every()), not pg-boss's minute-grained cron.
      schedule: false,
      // A job is one small row; nothing reads pg-boss's own history.
      persistQueueStats: false,
      openTelemetry: { enabled: false },
    });
    this.boss.on('error', (err) => this.log.error({ err }, 'jobs.error'));
    this.failures = metrics
      ? new Counter({
          name: 'jobs_failed_total',
          help: 'Job runs that threw, by queue (a retried job counts each time).',
          labelNames: ['queue'],
          registers: [metrics],
        })
      : null;
    if (metrics) {
      const boss = this.boss;
      const names = () => [...this.handlers.keys()];
      new Gauge({
        name: 'jobs_queue_depth',
        help: 'Jobs by queue and state: waiting (ready, deferred or to be retried), active (running), failed (kept failures).',
        labelNames: ['queue', 'state'],
        registers: [metrics],
        async collect() {
          const queues = names();
          if (!queues.length) return;
          const counts = await queueCounts(boss.getDb(), queues);
          for (const queue of queues) {
            const of = (...states: string[]) =>
              counts.filter((c) => c.name === queue && states.includes(c.state)).reduce((sum, c) => sum + c.count, 0);
            this.set({ queue, state: 'waiting' }, of('created', 'retry'));
            this.set({ queue, state: 'active' }, of('active'));
            this.set({ queue, state: 'failed' }, of('failed'));
          }
        },
      });
    }
  }

  /** What a queue's jobs do; called while the app is built, before it is ready. */
  work<P extends object>(name: string, handler: Handler<P>, definition: JobDefinition = {}): void {
    if (this.started) throw new Error(`jobs: ${name} registered after start`);
    this.handlers.set(name, { definition, handler: handler as Handler<never> });
  }

  /**
   * Runs the queue's job once in every period of `everyMs`, however many servers run: each server
   * offers one now and then, and pg-boss keeps one per period (a throttled send). The handler is
   * the queue's, registered with work().
   */
  every(name: string, everyMs: number): void {
    if (this.started) throw new Error(`jobs: ${name} scheduled after start`);
    this.recurring.set(name, everyMs);
  }

  async send(name: string, payload: object, options: SendOptions = {}): Promise<string | null> {
    if (!this.started) throw new Error(`jobs: ${name} sent before the app was ready`);
    await this.started;
    return this.boss.send(name, payload, {
      ...this.jobOptions(name),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
  }

  /**
   * The lease, run time and retries each job carries, set on every send rather than only on the
   * queue (pg-boss keeps a queue's options from its creation): a changed setting holds for the
   * next job.
   */
  private jobOptions(name: string) {
    const definition = this.handlers.get(name)?.definition ?? {};
    return {
      heartbeatSeconds: this.config.JOB_LEASE_SECONDS,
      expireInSeconds: definition.maxRunSeconds ?? 3600,
      retryLimit: definition.retries ?? 5,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 600,
      ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
    };
  }

  async start(): Promise<void> {
    this.started ??= this.startOnce();
    return this.started;
  }

  private async startOnce(): Promise<void> {
    await this.boss.start();
    // A job names its dead letter queue by a foreign key: those queues are made first.
    const queues = [...this.handlers.keys()].sort(
      (a, b) => Number(Boolean(this.handlers.get(a)?.definition.deadLetter)) - Number(Boolean(this.handlers.get(b)?.definition.deadLetter)),
    );
    for (const name of queues) {
      const deadLetter = this.handlers.get(name)?.definition.deadLetter;
      if (deadLetter && (!this.handlers.has(deadLetter) || this.handlers.get(deadLetter)?.definition.deadLetter))
        throw new Error(`jobs: ${name}'s dead letter queue ${deadLetter} is not registered, or has one of its own`);
      // At most one job per singletonKey waits or runs at a time (one for the whole queue among
      // jobs sent without a key): a second import of one upload, or a second sweep while one
      // still runs, is never queued. (pg-boss copies a job into its dead letter queue without a
      // policy, so there a copy never clashes with one already waiting.)
      await this.boss.createQueue(name, { policy: 'exclusive', ...this.jobOptions(name) });
    }
    for (const [name, { handler }] of this.handlers) {
      await this.boss.work(name, { pollingIntervalSeconds: this.config.JOB_POLL_SECONDS }, async (jobs: Job<object>[]) => {
        for (const job of jobs) {
          try {
            await handler(job.data as never, { id: job.id, attempt: job.retryCount + 1 });
          } catch (err) {
            this.failures?.inc({ queue: name });
            this.log.error({ err, queue: name, jobId: job.id, attempt: job.retryCount + 1 }, 'job.failed');
            throw err;
          }
        }
      });
    }
    for (const [name, everyMs] of this.recurring) {
      const seconds = Math.max(1, Math.round(everyMs / 1000));
      const offer = () =>
        this.boss
          .sendThrottled(name, {}, this.jobOptions(name), seconds)
          .catch((err: unknown) => this.log.error({ err, queue: name }, 'jobs.schedule'));
      await offer();
      // Twice a period, so that every period gets its job even when one server's timer is late.
      const ticker = setInterval(() => void offer(), Math.max(500, (seconds * 1000) / 2));
      ticker.unref();
      this.tickers.push(ticker);
    }
  }

  /**
   * Stops taking jobs; the running ones get `JOB_STOP_SECONDS` to finish and are then handed back
   * (failed, so that another server retries them). Safe to call more than once.
   */
  async stop(): Promise<void> {
    this.stopped ??= (async () => {
      for (const ticker of this.tickers) clearInterval(ticker);
      await this.started?.catch(() => {});
      await this.boss.stop({ graceful: true, close: true, timeout: this.config.JOB_STOP_SECONDS * 1000 });
    })();
    return this.stopped;
  }

  /** For /api/health/ready: the queue's tables answer. */
  async check(): Promise<void> {
    if (!this.started || this.stopped) throw new Error('jobs are not running');
    await this.started;
    await this.boss.getQueues([...this.handlers.keys()].slice(0, 1));
  }

  /** Jobs of the queue that wait or run. */
  async pending(name: string): Promise<number> {
    await this.started;
    return openJobCount(this.boss.getDb(), name);
  }

  /**
   * The states of the jobs these singleton keys have in the queue, for the keys that have any:
   * waiting (`created`, `retry`), running (`active`), or finished (`completed`, `cancelled`) or
   * failed for good (`failed`) and still kept by pg-boss (for 7 days).
   */
  async jobStatesByKey(name: string, keys: string[]): Promise<Map<string, Set<JobState>>> {
    await this.started;
    return jobStatesByKey(this.boss.getDb(), name, keys);
  }

  /** Resolves once the queue has nothing waiting or running (tests). */
  async idle(name: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await this.pending(name)) > 0) {
      if (Date.now() > deadline) throw new Error(`jobs: ${name} still busy after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export default fp(async (app) => {
  const jobs = new Jobs(app.database, app.config, app.log, app.metrics);
  app.decorate('jobs', jobs);
  app.readiness.register('jobs', () => jobs.check());
  // After every plugin and module has registered its queues (onReady runs once all have loaded).
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
});
