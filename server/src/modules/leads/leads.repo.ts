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

export async function insertFormSubmission(db: DbOrTx, values: typeof formSubmissions.$inferInsert) {
  const [row] = await db.insert(formSubmissions).values(values).returning({ id: formSubmissions.id });
  return row!.id;
}

export async function insertProductDemoRequest(db: DbOrTx, values: typeof productDemoRequests.$inferInsert) {
  const [row] = await db.insert(productDemoRequests).values(values).returning({ id: productDemoRequests.id });
  return row!.id;
}

export async function insertServiceDemoRequest(db: DbOrTx, values: typeof serviceDemoRequests.$inferInsert) {
  const [row] = await db.insert(serviceDemoRequests).values(values).returning({ id: serviceDemoRequests.id });
  return row!.id;
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

export async function insertSurveyResponse(db: DbOrTx, values: typeof surveyResponses.$inferInsert) {
  const [row] = await db.insert(surveyResponses).values(values).returning({ id: surveyResponses.id });
  return row!.id;
}

/** The platform's system managers, who hear about every demo request. */
export async function activeSystemManagers(db: DbOrTx) {
  return db
    .selectDistinct({ id: users.id, email: users.email, language: users.preferredLanguage })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(and(eq(memberships.role, 'systemManager'), eq(users.isActive, true)));
}
