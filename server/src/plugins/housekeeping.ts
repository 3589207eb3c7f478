import fp from 'fastify-plugin';
import { deleteExpired } from './housekeeping.repo.ts';

const HOUR = 3600_000;

/**
 * Deletes what has expired and nobody can use any more: sessions, one-time codes (kept a day
 * for the hourly rate limit), print tokens and forgotten sign-in throttles. Hourly, and once at
 * start; several server copies doing it at once is harmless.
 */
export default fp(async (app) => {
  const sweep = async () => {
    try {
      const now = new Date();
      const dayAgo = new Date(now.getTime() - 24 * HOUR);
      await deleteExpired(app.db, now, dayAgo, dayAgo);
    } catch (err) {
      app.log.warn({ err }, 'housekeeping failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), HOUR);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
