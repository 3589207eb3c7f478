import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  attachmentRequests,
  formSubmissions,
  memberships,
  productDemoRequests,
  serviceDemoRequests,
  surveyResponses,
  users,
} from '../../db/schema/index.ts';

/** The leads that carry a send's idempotency key (contracts `submissionKeySchema`). */
type KeyedLeadTable = typeof formSubmissions | typeof productDemoRequests | typeof serviceDemoRequests | typeof surveyResponses;

/**
 * What storing a keyed lead did: `stored` false when a lead with its `submissionKey` was already
 * there (the same send posted again), whose id comes back and nothing new was written.
 */
export interface LeadInsert {
  id: string;
  stored: boolean;
}

/**
 * After an insert that met the unique key (ON CONFLICT DO NOTHING): the first send's row. Under
 * READ COMMITTED this statement sees it even when it was committed while the insert waited on it.
 */
async function firstOfSend(db: DbOrTx, table: KeyedLeadTable, submissionKey: string | null | undefined): Promise<LeadInsert> {
  if (!submissionKey) throw new Error('a lead insert without a key stored no row');
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.submissionKey, submissionKey));
  if (!row) throw new Error('a lead insert met its key but the row is not there');
  return { id: row.id, stored: false };
}

export async function insertFormSubmission(db: DbOrTx, values: typeof formSubmissions.$inferInsert): Promise<LeadInsert> {
  const [row] = await db
    .insert(formSubmissions)
    .values(values)
    .onConflictDoNothing({ target: formSubmissions.submissionKey })
    .returning({ id: formSubmissions.id });
  return row ? { id: row.id, stored: true } : firstOfSend(db, formSubmissions, values.submissionKey);
}

export async function insertProductDemoRequest(db: DbOrTx, values: typeof productDemoRequests.$inferInsert): Promise<LeadInsert> {
  const [row] = await db
    .insert(productDemoRequests)
    .values(values)
    .onConflictDoNothing({ target: productDemoRequests.submissionKey })
    .returning({ id: productDemoRequests.id });
  return row ? { id: row.id, stored: true } : firstOfSend(db, productDemoRequests, values.submissionKey);
}

export async function insertServiceDemoRequest(db: DbOrTx, values: typeof serviceDemoRequests.$inferInsert): Promise<LeadInsert> {
  const [row] = await db
    .insert(serviceDemoRequests)
    .values(values)
    .onConflictDoNothing({ target: serviceDemoRequests.submissionKey })
    .returning({ id: serviceDemoRequests.id });
  return row ? { id: row.id, stored: true } : firstOfSend(db, serviceDemoRequests, values.submissionKey);
}

export async function insertAttachmentRequest(db: DbOrTx, values: typeof attachmentRequests.$inferInsert) {
  const [row] = await db.insert(attachmentRequests).values(values).returning({ id: attachmentRequests.id });
  return row!.id;
}

export async function updateAttachmentRequest(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<typeof attachmentRequests.$inferInsert, 'sendStatus' | 'sendError' | 'sentAt' | 'outboxId'>>,
) {
  await db.update(attachmentRequests).set(values).where(eq(attachmentRequests.id, id));
}

export async function insertSurveyResponse(db: DbOrTx, values: typeof surveyResponses.$inferInsert): Promise<LeadInsert> {
  const [row] = await db
    .insert(surveyResponses)
    .values(values)
    .onConflictDoNothing({ target: surveyResponses.submissionKey })
    .returning({ id: surveyResponses.id });
  return row ? { id: row.id, stored: true } : firstOfSend(db, surveyResponses, values.submissionKey);
}

/** The platform's system managers, who hear about every demo request. */
export async function activeSystemManagers(db: DbOrTx) {
  return db
    .selectDistinct({ id: users.id, email: users.email, language: users.preferredLanguage })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(and(eq(memberships.role, 'systemManager'), eq(users.isActive, true)));
}
