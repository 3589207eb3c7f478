import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { importJobs } from '../../../db/schema/index.ts';

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
