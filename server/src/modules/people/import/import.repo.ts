import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
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

/** Imports not finished yet (queued, validating or importing), oldest first. */
export async function unfinished(db: DbOrTx, limit = 500) {
  return db
    .select()
    .from(importJobs)
    .where(inArray(importJobs.status, ['queued', 'validating', 'importing']))
    .orderBy(asc(importJobs.createdAt))
    .limit(limit);
}

/**
 * Ends an import as failed if its status is still one of `statuses` (nothing of it written, so
 * no rows counted); one that a run or another copy settled meanwhile is left alone. Whether it did.
 */
export async function failIfStill(db: DbOrTx, id: string, statuses: readonly ImportJobRow['status'][], message: string): Promise<boolean> {
  const rows = await db
    .update(importJobs)
    .set({ status: 'failed', processedRows: 0, message, finishedAt: new Date() })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, [...statuses])))
    .returning({ id: importJobs.id });
  return rows.length > 0;
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
