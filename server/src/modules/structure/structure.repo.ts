import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { StructureKind } from '@rira/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { employments, structureItems } from '../../db/schema/index.ts';
import { containsPattern, qualified, searchable } from '../../db/sql-helpers.ts';

export type StructureRow = typeof structureItems.$inferSelect;

const USAGE_COLUMN = {
  department: employments.departmentId,
  position: employments.positionId,
  jobTitle: employments.jobTitleId,
  managementLevel: employments.managementLevelId,
  structure: employments.structureId,
} as const;

/** How many people point at an item: one correlated count per row, computed in the same query. */
function usageCount(kind: StructureKind) {
  const column = USAGE_COLUMN[kind];
  if (!column) return sql<number>`0`.mapWith(Number);
  return sql<number>`(select count(*) from ${employments} where ${qualified(column)} = ${qualified(structureItems.id)})`.mapWith(Number);
}

export async function listItems(
  db: DbOrTx,
  companyId: string,
  kind: StructureKind,
  filter: { search?: string; isActive?: boolean; pageIndex: number; pageSize: number },
) {
  const conditions: SQL[] = [eq(structureItems.companyId, companyId), eq(structureItems.kind, kind)];
  if (filter.isActive !== undefined) conditions.push(eq(structureItems.isActive, filter.isActive));
  if (filter.search) {
    const like = containsPattern(filter.search);
    conditions.push(or(ilike(searchable(structureItems.title), like), ilike(searchable(structureItems.titleEn), like))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: structureItems, usageCount: usageCount(kind) })
      .from(structureItems)
      .where(where)
      .orderBy(asc(structureItems.sortOrder), asc(structureItems.title))
      .limit(filter.pageSize)
      .offset((filter.pageIndex - 1) * filter.pageSize),
    db.select({ n: count() }).from(structureItems).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findItem(db: DbOrTx, kind: StructureKind, id: string) {
  const [row] = await db
    .select({ item: structureItems, usageCount: usageCount(kind) })
    .from(structureItems)
    .where(and(eq(structureItems.id, id), eq(structureItems.kind, kind)))
    .limit(1);
  return row ?? null;
}

export async function findByTitle(db: DbOrTx, companyId: string, kind: StructureKind, title: string) {
  const [row] = await db
    .select({ id: structureItems.id })
    .from(structureItems)
    .where(and(eq(structureItems.companyId, companyId), eq(structureItems.kind, kind), eq(structureItems.title, title)))
    .limit(1);
  return row ?? null;
}

export async function nextSortOrder(db: DbOrTx, companyId: string, kind: StructureKind): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${structureItems.sortOrder})` })
    .from(structureItems)
    .where(and(eq(structureItems.companyId, companyId), eq(structureItems.kind, kind)));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertItem(db: DbOrTx, values: typeof structureItems.$inferInsert) {
  const [row] = await db.insert(structureItems).values(values).returning({ id: structureItems.id });
  return row!.id;
}

export async function updateItem(db: DbOrTx, id: string, values: Partial<typeof structureItems.$inferInsert>) {
  await db
    .update(structureItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(structureItems.id, id));
}

export async function deleteItem(db: DbOrTx, id: string) {
  await db.delete(structureItems).where(eq(structureItems.id, id));
}

export async function idsInCompany(db: DbOrTx, companyId: string, kind: StructureKind, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: structureItems.id })
    .from(structureItems)
    .where(and(eq(structureItems.companyId, companyId), eq(structureItems.kind, kind), inArray(structureItems.id, ids)));
  return rows.map((r) => r.id);
}

/** All items of the given kinds of a company (for drop-downs and import lookups). */
export async function listAllOfKinds(db: DbOrTx, companyId: string, kinds: readonly StructureKind[], onlyActive = true) {
  return db
    .select()
    .from(structureItems)
    .where(
      and(
        eq(structureItems.companyId, companyId),
        inArray(structureItems.kind, kinds),
        onlyActive ? eq(structureItems.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(structureItems.kind), asc(structureItems.sortOrder), asc(structureItems.title));
}
