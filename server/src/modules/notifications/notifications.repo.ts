import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export async function listForUser(db: DbOrTx, userId: string, page: { pageIndex: number; pageSize: number }) {
  const where = eq(notifications.userId, userId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
      .from(notifications)
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/** Marks one of the user's own notifications read; false when there is no such notification of theirs. */
export async function markRead(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

export async function markAllRead(db: DbOrTx, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

export async function insertNotification(db: DbOrTx, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  return row!.id;
}
