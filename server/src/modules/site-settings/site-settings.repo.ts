import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteSettings, users } from '../../db/schema/index.ts';

/** The one settings row, with who saved it last (null before anything is stored). */
export async function findSiteSettings(db: DbOrTx) {
  const [row] = await db
    .select({
      document: siteSettings.document,
      updatedAt: siteSettings.updatedAt,
      updatedBy: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
    })
    .from(siteSettings)
    .leftJoin(users, eq(users.id, siteSettings.updatedBy))
    .limit(1);
  return row ?? null;
}

/** The row's document and version, locked until the transaction ends (two saves take turns). */
export async function lockSiteSettings(db: DbOrTx) {
  const [row] = await db.select({ document: siteSettings.document, updatedAt: siteSettings.updatedAt }).from(siteSettings).for('update');
  return row ?? null;
}

/** Writes the document (inserting the row when there is none yet); the answer is the new version. */
export async function saveSiteSettings(db: DbOrTx, values: { document: Record<string, unknown>; updatedBy: string; now: Date }) {
  const [row] = await db
    .insert(siteSettings)
    .values({ document: values.document, updatedBy: values.updatedBy, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { document: values.document, updatedBy: values.updatedBy, updatedAt: values.now },
    })
    .returning({ updatedAt: siteSettings.updatedAt });
  return row!.updatedAt;
}
