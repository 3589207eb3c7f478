import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { authThrottles, oneTimeCodes, reportPrintTokens, sessions } from '../db/schema/index.ts';

/**
 * Deletes what has expired by `now`: sessions, one-time codes older than `codesBefore`, print
 * tokens, and sign-in throttles untouched since `throttlesBefore` that no longer lock anyone.
 */
export async function deleteExpired(db: DbOrTx, now: Date, codesBefore: Date, throttlesBefore: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, codesBefore));
  await db.delete(reportPrintTokens).where(lt(reportPrintTokens.expiresAt, now));
  // Rows a sign-in is changing right now are left for the next sweep: deleting them would make
  // this statement and that sign-in wait on each other's rows.
  await db.execute(sql`
    delete from ${authThrottles} where ${authThrottles.key} in (
      select ${authThrottles.key} from ${authThrottles}
       where ${authThrottles.updatedAt} < ${throttlesBefore} and (${authThrottles.lockedUntil} is null or ${authThrottles.lockedUntil} < ${now})
       for update skip locked)`);
}
