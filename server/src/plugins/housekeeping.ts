import fp from 'fastify-plugin';
import { deleteExpired } from './housekeeping.repo.ts';

const HOUR = 3600_000;

/** The hourly sweep's queue (plugins/jobs.ts). */
export const HOUSEKEEPING_JOB = 'housekeeping.deleteExpired';

/**
 * Deletes what has expired and nobody can use any more: sessions, one-time codes (kept a day
 * for the hourly rate limit), print tokens and forgotten sign-in throttles. A recurring job: once
 * an hour across all servers (and in the hour a server starts, if none ran yet); it only deletes,
 * so a run repeated after a lost lease is harmless.
 */
export default fp(async (app) => {
  app.jobs.work(HOUSEKEEPING_JOB, async () => {
    const now = new Date();
    const dayAgo = new Date(now.getTime() - 24 * HOUR);
    await deleteExpired(app.db, now, dayAgo, dayAgo);
  });
  app.jobs.every(HOUSEKEEPING_JOB, HOUR);
});
