import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

/** Every mail and SMS is written here before it is sent; its id. */
export async function insertOutbox(db: DbOrTx, values: typeof outbox.$inferInsert): Promise<string> {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  return row!.id;
}

/** What became of a message: sent, logged or failed (with the error). */
export async function recordOutcome(
  db: DbOrTx,
  id: string,
  values: Pick<typeof outbox.$inferInsert, 'status' | 'sentAt' | 'error' | 'attempts'>,
) {
  await db.update(outbox).set(values).where(eq(outbox.id, id));
}
