import { and, asc, count, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authThrottles, companies, employments, memberships, oneTimeCodes, sessions, users } from '../../db/schema/index.ts';
import type { Role } from '@rira/contracts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** Finds an active-or-not user by any of the identifiers a person may sign in with. */
export async function findUserByLoginName(db: DbOrTx, name: string, mobile: string | null, nationalCode: string) {
  const conditions = [eq(users.username, name), eq(users.email, name.toLowerCase()), eq(users.nationalCode, nationalCode)];
  if (mobile) conditions.push(eq(users.mobile, mobile));
  const rows = await db.select().from(users).where(or(...conditions)).limit(2);
  // Two different people matching one string (e.g. one's username is another's code) is ambiguous: refuse both.
  return rows.length === 1 ? rows[0]! : null;
}

export async function findUserByMobile(db: DbOrTx, mobile: string) {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export interface MembershipRow {
  companyId: string | null;
  role: Role;
  company: CompanyRow | null;
}

/** Memberships of a user in active companies (platform roles have no company). */
export async function listMemberships(db: DbOrTx, userId: string): Promise<MembershipRow[]> {
  // A company role counts only while the company is active and the person is active in it.
  const rows = await db
    .select({ companyId: memberships.companyId, role: memberships.role, company: companies })
    .from(memberships)
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .leftJoin(employments, and(eq(employments.companyId, memberships.companyId), eq(employments.userId, memberships.userId)))
    .where(
      and(
        eq(memberships.userId, userId),
        or(isNull(memberships.companyId), and(eq(companies.isActive, true), sql`${employments.isActive} is not false`)),
      ),
    )
    .orderBy(asc(companies.title), asc(memberships.role));
  return rows;
}

export async function findEmployment(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(employments)
    .where(and(eq(employments.companyId, companyId), eq(employments.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findCompany(db: DbOrTx, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

// ---- sessions ----

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

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

export async function updateSession(db: DbOrTx, id: string, values: Partial<typeof sessions.$inferInsert>) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}

export async function deleteSession(db: DbOrTx, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionByTokenHash(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** After a password reset every other device must sign in again. */
export async function deleteSessionsOfUser(db: DbOrTx, userId: string, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined));
}


// ---- one-time codes ----

export async function countCodesSince(db: DbOrTx, mobile: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.mobile, mobile), gte(oneTimeCodes.createdAt, since)));
  return row?.n ?? 0;
}

export async function latestCodeCreatedAt(db: DbOrTx, mobile: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.mobile, mobile))
    .orderBy(sql`${oneTimeCodes.createdAt} desc`)
    .limit(1);
  return row?.createdAt ?? null;
}

export async function insertCode(db: DbOrTx, values: typeof oneTimeCodes.$inferInsert) {
  await db.insert(oneTimeCodes).values(values);
}

/** The newest unconsumed code for this number and purpose, locked against a parallel attempt. */
export async function findLiveCodeForUpdate(db: DbOrTx, mobile: string, purpose: 'login' | 'resetPassword') {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.mobile, mobile), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(sql`${oneTimeCodes.createdAt} desc`)
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateCode(db: DbOrTx, id: string, values: Partial<typeof oneTimeCodes.$inferInsert>) {
  await db.update(oneTimeCodes).set(values).where(eq(oneTimeCodes.id, id));
}

// ---- failed-sign-in throttles ----

export async function findThrottles(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(authThrottles)
    .where(or(...keys.map((k) => eq(authThrottles.key, k))));
}

export async function upsertThrottle(db: DbOrTx, row: typeof authThrottles.$inferInsert) {
  await db
    .insert(authThrottles)
    .values(row)
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: row.failures,
        windowStartedAt: row.windowStartedAt,
        lockouts: row.lockouts,
        lockedUntil: row.lockedUntil,
        updatedAt: new Date(),
      },
    });
}

export async function clearThrottle(db: DbOrTx, key: string) {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
