import fp from 'fastify-plugin';
import { lt, sql } from 'drizzle-orm';
import { authThrottles, oneTimeCodes, reportPrintTokens, sessions } from '../db/schema/index.ts';

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
      await app.db.delete(sessions).where(lt(sessions.expiresAt, now));
      await app.db.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, new Date(now.getTime() - 24 * HOUR)));
      await app.db.delete(reportPrintTokens).where(lt(reportPrintTokens.expiresAt, now));
      await app.db
        .delete(authThrottles)
        .where(sql`${authThrottles.updatedAt} < ${new Date(now.getTime() - 24 * HOUR)} and (${authThrottles.lockedUntil} is null or ${authThrottles.lockedUntil} < ${now})`);
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
