import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { importJobs, memberships, users } from '../../../db/schema/index.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;

export async function insertJob(db: DbOrTx, values: typeof importJobs.$inferInsert) {
  const [row] = await db.insert(importJobs).values(values).returning();
  return row!;
}

export async function updateJob(db: DbOrTx, id: string, values: Partial<typeof importJobs.$inferInsert>) {
  const [row] = await db.update(importJobs).set(values).where(eq(importJobs.id, id)).returning();
  return row!;
}

export async function findJob(db: DbOrTx, id: string) {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  return row ?? null;
}

/**
 * How many rows an import has written so far, from outside its transaction (ImportProgress). Only
 * while it imports: a write that waited for the transaction's own update of the row finds it
 * finished and leaves the final count alone.
 */
export async function recordProgress(db: DbOrTx, id: string, processedRows: number): Promise<void> {
  await db
    .update(importJobs)
    .set({ processedRows })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'importing')));
}

/** Imports still waiting to start that were created before `before`, oldest first. */
export async function queuedBefore(db: DbOrTx, before: Date, limit = 100) {
  return db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.status, 'queued'), lt(importJobs.createdAt, before)))
    .orderBy(asc(importJobs.createdAt))
    .limit(limit);
}

/** Ends an import that has not started as failed; one that a run took meanwhile is left to it. */
export async function failQueued(db: DbOrTx, id: string, message: string): Promise<void> {
  await db
    .update(importJobs)
    .set({ status: 'failed', message, finishedAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'queued')));
}

/**
 * The roles by which a person may import people into a company now (their account active): the
 * company's admin, or the platform's system manager.
 */
export async function importerRoles(db: DbOrTx, userId: string, companyId: string) {
  return db
    .select({ role: memberships.role, companyId: memberships.companyId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(users.isActive, true),
        or(
          and(eq(memberships.companyId, companyId), eq(memberships.role, 'companyAdmin')),
          and(isNull(memberships.companyId), eq(memberships.role, 'systemManager')),
        ),
      ),
    );
}
