import { and, asc, count, eq, gt, gte, inArray, isNull, lt, max, min, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authThrottles, companies, employments, memberships, oneTimeCodes, sessions, users } from '../../db/schema/index.ts';
import type { ThrottleState } from './throttle.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** Finds an active-or-not user by any of the identifiers a person may sign in with. */
export async function findUserByLoginName(db: DbOrTx, name: string, mobile: string | null, nationalCode: string) {
  const conditions = [eq(users.username, name), eq(users.email, name.toLowerCase()), eq(users.nationalCode, nationalCode)];
  if (mobile) conditions.push(eq(users.mobile, mobile));
  const rows = await db
    .select()
    .from(users)
    .where(or(...conditions))
    .limit(2);
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

/**
 * Gives an account its first password, only while it has none: false when a password was set
 * meanwhile (by the person elsewhere or by an admin), so the current one is asked for after all.
 */
export async function setFirstPassword(db: DbOrTx, id: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.passwordHash)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Memberships of a user in active companies (platform roles have no company); a signed-in
 * caller's own come with the session (plugins/session.repo.ts, the same rule), as `actor.memberships`.
 */
export async function listMemberships(db: DbOrTx, userId: string) {
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

/**
 * Makes parallel code requests for one number, and then for one address, take turns until the
 * transaction ends, so that counting the codes already sent and adding one is a single step.
 * Always the number first, then the address: two requests can never wait for each other.
 */
export async function lockCodeRequests(tx: DbOrTx, mobile: string, ip: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-number:${mobile}`}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-address:${ip}`}, 0))`);
}

/** The codes sent so far that the request limits look at (see `judgeOtpRequest`). */
export async function codesSent(db: DbOrTx, mobile: string, ip: string, hourAgo: Date) {
  const [toNumber] = await db
    .select({ last: max(oneTimeCodes.createdAt), inLastHour: count(sql`case when ${oneTimeCodes.createdAt} >= ${hourAgo} then 1 end`) })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.mobile, mobile));
  const [fromAddress] = await db
    .select({ oldest: min(oneTimeCodes.createdAt), n: count() })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.ip, ip), gte(oneTimeCodes.createdAt, hourAgo)));
  return {
    lastToNumberAt: toNumber?.last ?? null,
    toNumberInLastHour: toNumber?.inLastHour ?? 0,
    fromAddressInLastHour: fromAddress?.n ?? 0,
    oldestFromAddressInLastHourAt: fromAddress?.oldest ?? null,
  };
}

export async function insertCode(db: DbOrTx, values: typeof oneTimeCodes.$inferInsert) {
  await db.insert(oneTimeCodes).values(values);
}

/**
 * Counts one attempt on the newest unconsumed, unexpired code for this number and purpose, in
 * one statement that also refuses once `maxAttempts` are used: however many guesses arrive at
 * once, at most that many get the row back to be checked. Null when there is no code to try.
 */
export async function takeCodeAttempt(db: DbOrTx, mobile: string, purpose: 'login' | 'resetPassword', maxAttempts: number) {
  const newest = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.mobile, mobile), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(sql`${oneTimeCodes.createdAt} desc`)
    .limit(1);
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, sql`(${newest})`),
        lt(oneTimeCodes.attempts, maxAttempts),
        gt(oneTimeCodes.expiresAt, sql`now()`),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks a code used; false when a parallel request used it first. */
export async function consumeCode(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

// ---- sign-in throttles ----

/**
 * The throttle states of these keys, held until the transaction ends so that parallel sign-ins on
 * one key take turns. Held by a transaction-scoped advisory lock per key, taken in one order, not
 * by the rows: a row may not exist yet, and a success's reset deletes one (row locks then let a
 * check lock only some of its keys, and two checks waited on each other: deadlock). Every change
 * to a key's row is made under its lock (housekeeping skips rows in use).
 */
export async function lockThrottles(tx: DbOrTx, keys: string[]): Promise<Map<string, ThrottleState>> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return new Map();
  // One statement per key: the order of calls within one statement is not guaranteed.
  for (const key of sorted) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`throttle:${key}`}, 0))`);
  const rows = await tx.select().from(authThrottles).where(inArray(authThrottles.key, sorted));
  return new Map(rows.map(({ key, ...state }) => [key, state]));
}

/** Writes a key's new state; null deletes it. */
export async function saveThrottle(tx: DbOrTx, key: string, state: ThrottleState | null) {
  if (!state) return clearThrottle(tx, key);
  await tx
    .insert(authThrottles)
    .values({ key, ...state })
    .onConflictDoUpdate({ target: authThrottles.key, set: { ...state } });
}

export async function clearThrottle(db: DbOrTx, key: string) {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

// ---- system managers set up from the terminal (system-managers.ts) ----

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Whether the person holds the platform's system-manager role. */
export async function isSystemManager(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'systemManager')))
    .limit(1);
  return Boolean(row);
}

/** Which of these sign-in names another person already has. */
export async function takenNames(db: DbOrTx, names: { mobile: string | null; username: string | null }) {
  const taken: ('mobile' | 'username')[] = [];
  if (names.mobile && (await findUserByMobile(db, names.mobile))) taken.push('mobile');
  if (names.username) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, names.username)).limit(1);
    if (row) taken.push('username');
  }
  return taken;
}

export async function insertSystemManager(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  await db.insert(memberships).values({ userId: user!.id, companyId: null, role: 'systemManager' });
  return user!;
}
