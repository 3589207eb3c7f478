import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { companies, employments, sessions, users } from '../db/schema/index.ts';

/** The session, its user and its company, in one query: this runs on every signed-in request. */
export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users, company: companies, activeInCompany: sql<boolean>`${employments.isActive} is not false` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(employments, and(eq(employments.companyId, sessions.companyId), eq(employments.userId, sessions.userId)))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Records activity on a session and moves its expiry on. */
export async function touchSession(db: DbOrTx, id: string, values: { lastSeenAt: Date; expiresAt: Date }) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}
