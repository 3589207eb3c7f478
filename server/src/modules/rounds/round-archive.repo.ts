import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { roundReportArchives } from '../../db/schema/index.ts';

export type RoundArchiveRow = typeof roundReportArchives.$inferSelect;

const UNFINISHED = ['queued', 'running'];

/**
 * A new archive, queued; or, when the requester already has one of the round, kind and language
 * being made, nothing (the partial unique index `round_report_archives_one_running` decides, so two
 * copies answering at once make one).
 */
export async function insertArchive(
  db: DbOrTx,
  values: { roundId: string; companyId: string; requestedBy: string; kind: string; language: string },
): Promise<RoundArchiveRow | null> {
  const [row] = await db
    .insert(roundReportArchives)
    .values({ ...values, status: 'queued' })
    .onConflictDoNothing({
      target: [roundReportArchives.roundId, roundReportArchives.requestedBy, roundReportArchives.kind, roundReportArchives.language],
      where: sql`${roundReportArchives.status} in ('queued', 'running')`,
    })
    .returning();
  return row ?? null;
}

export async function findUnfinished(db: DbOrTx, input: { roundId: string; requestedBy: string; kind: string; language: string }) {
  const [row] = await db
    .select()
    .from(roundReportArchives)
    .where(
      and(
        eq(roundReportArchives.roundId, input.roundId),
        eq(roundReportArchives.requestedBy, input.requestedBy),
        eq(roundReportArchives.kind, input.kind),
        eq(roundReportArchives.language, input.language),
        inArray(roundReportArchives.status, UNFINISHED),
      ),
    );
  return row ?? null;
}

export async function findArchive(db: DbOrTx, id: string): Promise<RoundArchiveRow | null> {
  const [row] = await db.select().from(roundReportArchives).where(eq(roundReportArchives.id, id));
  return row ?? null;
}

export async function latestArchive(db: DbOrTx, roundId: string, requestedBy: string): Promise<RoundArchiveRow | null> {
  const [row] = await db
    .select()
    .from(roundReportArchives)
    .where(and(eq(roundReportArchives.roundId, roundId), eq(roundReportArchives.requestedBy, requestedBy)))
    .orderBy(desc(roundReportArchives.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateArchive(db: DbOrTx, id: string, values: Partial<typeof roundReportArchives.$inferInsert>) {
  await db
    .update(roundReportArchives)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roundReportArchives.id, id));
}

/** Ends an archive as failed unless it finished meanwhile; whether it did. */
export async function failIfUnfinished(db: DbOrTx, id: string, error: string): Promise<boolean> {
  const rows = await db
    .update(roundReportArchives)
    .set({ status: 'failed', error, finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(roundReportArchives.id, id), inArray(roundReportArchives.status, UNFINISHED)))
    .returning({ id: roundReportArchives.id });
  return rows.length > 0;
}
