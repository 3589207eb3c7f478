import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  assessmentCards,
  assessments,
  assessmentTemplates,
  assessors,
  assessorTypes,
  competencies,
  competencyCompensators,
  difficulties,
  factors,
  structureItems,
  templateCompetencies,
  templateFactors,
  templatePositions,
  templateStructures,
} from '../../db/schema/index.ts';
import { containsPattern, qualified, searchable } from '../../db/sql-helpers.ts';

/** The assessment library's tables: the three simple lists, competencies and templates. */
const TABLES = {
  difficulty: difficulties,
  factor: factors,
  assessorType: assessorTypes,
  competency: competencies,
  template: assessmentTemplates,
} as const;
export type LibraryKind = keyof typeof TABLES;
export type SimpleKind = 'difficulty' | 'factor' | 'assessorType';

export type DifficultyRow = typeof difficulties.$inferSelect;
export type FactorRow = typeof factors.$inferSelect;
export type AssessorTypeRow = typeof assessorTypes.$inferSelect;
export type CompetencyRow = typeof competencies.$inferSelect;
export type TemplateRow = typeof assessmentTemplates.$inferSelect;

/** What a library list is narrowed by: one item, search in both titles, active or not, and per list its own filters. */
export interface LibraryFilter {
  id?: string;
  search?: string;
  isActive?: boolean;
  /** Competencies only. */
  factorId?: string;
  difficultyId?: string;
  /** Templates only: the platform's templates and this company's (null: the platform's alone); omitted: every template. */
  visibleTo?: { companyId: string | null };
}

export interface Page {
  limit: number;
  offset: number;
}

function whereOf(kind: LibraryKind, filter: LibraryFilter): SQL | undefined {
  const table = TABLES[kind];
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(table.id, filter.id));
  if (kind === 'competency') {
    if (filter.factorId) conditions.push(eq(competencies.factorId, filter.factorId));
    if (filter.difficultyId) conditions.push(eq(competencies.difficultyId, filter.difficultyId));
  }
  if (kind === 'template' && filter.visibleTo) {
    const { companyId } = filter.visibleTo;
    conditions.push(or(isNull(assessmentTemplates.companyId), companyId ? eq(assessmentTemplates.companyId, companyId) : undefined)!);
  }
  if (filter.isActive !== undefined) conditions.push(eq(table.isActive, filter.isActive));
  if (filter.search) {
    const like = containsPattern(filter.search);
    conditions.push(or(ilike(searchable(table.title), like), ilike(searchable(table.titleEn), like))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

async function countWhere(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

const usage = (table: PgTable, column: PgColumn, id: PgColumn) =>
  sql<number>`(select count(*) from ${table} where ${qualified(column)} = ${qualified(id)})`.mapWith(Number);

// ---------------- every list ----------------

/** How many items of a list match the filter. */
export function countItems(db: DbOrTx, kind: LibraryKind, filter: LibraryFilter = {}) {
  return countWhere(db, TABLES[kind], whereOf(kind, filter));
}

/** How many of these ids exist in a list (each counted once). */
export function countExisting(db: DbOrTx, kind: LibraryKind, ids: string[]) {
  return countWhere(db, TABLES[kind], inArray(TABLES[kind].id, ids));
}

/** One item of a list, or null. */
export async function findRow<K extends LibraryKind>(db: DbOrTx, kind: K, id: string): Promise<(typeof TABLES)[K]['$inferSelect'] | null> {
  const table: PgTable & { id: PgColumn } = TABLES[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return (row as (typeof TABLES)[K]['$inferSelect'] | undefined) ?? null;
}

/** Adds an item; its id. The values are the list's own columns. */
export async function insertItem(db: DbOrTx, kind: LibraryKind, values: Record<string, unknown>): Promise<string> {
  const table = TABLES[kind];
  const [row] = (await db
    .insert(table)
    .values(values as never)
    .returning({ id: table.id })) as { id: string }[];
  return row!.id;
}

/** Changes an item's columns; `updatedAt` is set to now. */
export async function updateItem(db: DbOrTx, kind: LibraryKind, id: string, values: Record<string, unknown>) {
  const table = TABLES[kind];
  await db
    .update(table)
    .set({ ...values, updatedAt: new Date() } as never)
    .where(eq(table.id, id));
}

export async function deleteItem(db: DbOrTx, kind: LibraryKind, id: string) {
  const table = TABLES[kind];
  await db.delete(table).where(eq(table.id, id));
}

// ---------------- the simple lists ----------------

export async function selectDifficulties(db: DbOrTx, filter: LibraryFilter, page?: Page) {
  const query = db
    .select({ row: difficulties, competencyCount: usage(competencies, competencies.difficultyId, difficulties.id) })
    .from(difficulties)
    .where(whereOf('difficulty', filter))
    .orderBy(asc(difficulties.title));
  return page ? await query.limit(page.limit).offset(page.offset) : await query;
}

export async function selectFactors(db: DbOrTx, filter: LibraryFilter, page?: Page) {
  const query = db
    .select({ row: factors, competencyCount: usage(competencies, competencies.factorId, factors.id) })
    .from(factors)
    .where(whereOf('factor', filter))
    .orderBy(asc(factors.title));
  return page ? await query.limit(page.limit).offset(page.offset) : await query;
}

export async function selectAssessorTypes(db: DbOrTx, filter: LibraryFilter, page?: Page) {
  const query = db
    .select()
    .from(assessorTypes)
    .where(whereOf('assessorType', filter))
    .orderBy(asc(assessorTypes.minCount), asc(assessorTypes.title));
  return page ? await query.limit(page.limit).offset(page.offset) : await query;
}

/** What refers to an item (a used item is not deleted). */
export async function usesOf(db: DbOrTx, kind: SimpleKind | 'competency', id: string): Promise<number> {
  switch (kind) {
    case 'difficulty':
      return countWhere(db, competencies, eq(competencies.difficultyId, id));
    case 'factor':
      return (
        (await countWhere(db, competencies, eq(competencies.factorId, id))) +
        (await countWhere(db, templateFactors, eq(templateFactors.itemId, id)))
      );
    case 'assessorType':
      return countWhere(db, assessors, eq(assessors.assessorTypeId, id));
    case 'competency':
      return (
        (await countWhere(db, templateCompetencies, eq(templateCompetencies.itemId, id))) +
        (await countWhere(db, assessmentCards, eq(assessmentCards.competencyId, id))) +
        (await countWhere(db, competencyCompensators, eq(competencyCompensators.compensatorId, id)))
      );
  }
}

// ---------------- competencies ----------------

/**
 * Competencies with their difficulty and factor, and for the whole page at once the compensator
 * links in both directions and the names of the competencies at their other ends.
 */
export async function selectCompetencies(db: DbOrTx, filter: LibraryFilter, page?: Page) {
  const query = db
    .select({ row: competencies, difficultyTitle: difficulties.title, difficultyIsHard: difficulties.isHard, factorTitle: factors.title })
    .from(competencies)
    .innerJoin(difficulties, eq(difficulties.id, competencies.difficultyId))
    .innerJoin(factors, eq(factors.id, competencies.factorId))
    .where(whereOf('competency', filter))
    .orderBy(asc(factors.title), asc(competencies.title));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const ids = rows.map((r) => r.row.id);
  const links = ids.length
    ? await db
        .select({ competencyId: competencyCompensators.competencyId, compensatorId: competencyCompensators.compensatorId })
        .from(competencyCompensators)
        .where(or(inArray(competencyCompensators.competencyId, ids), inArray(competencyCompensators.compensatorId, ids)))
    : [];
  const otherIds = [...new Set(links.flatMap((l) => [l.competencyId, l.compensatorId]))];
  const names = otherIds.length
    ? await db
        .select({ id: competencies.id, title: competencies.title, titleEn: competencies.titleEn })
        .from(competencies)
        .where(inArray(competencies.id, otherIds))
    : [];
  return { rows, links, names };
}

/** The competencies a competency compensates for, replaced by these. */
export async function replaceCompensators(db: DbOrTx, competencyId: string, compensatorIds: string[]) {
  await db.delete(competencyCompensators).where(eq(competencyCompensators.competencyId, competencyId));
  await insertCompensators(db, competencyId, compensatorIds);
}

export async function insertCompensators(db: DbOrTx, competencyId: string, compensatorIds: string[]) {
  if (compensatorIds.length)
    await db.insert(competencyCompensators).values(compensatorIds.map((compensatorId) => ({ competencyId, compensatorId })));
}

// ---------------- templates ----------------

/**
 * The cards of a template: its chosen competencies plus every active competency of its factors,
 * without duplicates (assessment-method.md §1), for several templates in one query: the chosen
 * ones first, then those its factors add, each part by title.
 */
export async function templateCards(db: DbOrTx, templateIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, Set<string>>(templateIds.map((id) => [id, new Set()]));
  if (!templateIds.length) return new Map();
  const rows = await unionAll(
    db
      .select({
        templateId: templateCompetencies.templateId,
        id: competencies.id,
        title: competencies.title,
        part: sql<number>`0`.as('part'),
      })
      .from(templateCompetencies)
      .innerJoin(competencies, eq(competencies.id, templateCompetencies.itemId))
      .where(and(inArray(templateCompetencies.templateId, templateIds), eq(competencies.isActive, true))),
    db
      .select({ templateId: templateFactors.templateId, id: competencies.id, title: competencies.title, part: sql<number>`1`.as('part') })
      .from(templateFactors)
      .innerJoin(competencies, and(eq(competencies.factorId, templateFactors.itemId), eq(competencies.isActive, true)))
      .where(inArray(templateFactors.templateId, templateIds)),
  ).orderBy(sql`part`, sql`title`);
  for (const row of rows) result.get(row.templateId)!.add(row.id);
  return new Map([...result].map(([k, v]) => [k, [...v]]));
}

export async function listTemplates(db: DbOrTx, filter: LibraryFilter, page: Page) {
  const where = whereOf('template', filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(assessmentTemplates).where(where).orderBy(asc(assessmentTemplates.title)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(assessmentTemplates).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One template, if the filter (its visibility) lets it be seen. */
export async function findTemplate(db: DbOrTx, id: string, filter: Pick<LibraryFilter, 'visibleTo'> = {}) {
  const [row] = await db
    .select()
    .from(assessmentTemplates)
    .where(whereOf('template', { ...filter, id }))
    .limit(1);
  return row ?? null;
}

/** A template a company may use: a platform one or its own. */
export async function findTemplateForCompany(db: DbOrTx, id: string, companyId: string) {
  return findTemplate(db, id, { visibleTo: { companyId } });
}

/**
 * What the templates link to, for several templates at once: chosen competencies and factors (with
 * titles, by title), positions and structures — in one query, whatever the number of templates.
 */
export async function templateLinks(db: DbOrTx, ids: string[]) {
  type Kind = 'competency' | 'factor' | 'position' | 'structure';
  const kind = (name: Kind) => sql<Kind>`${name}::text`.as('kind');
  const noTitle = { title: sql<string>`null::text`.as('title'), titleEn: sql<string | null>`null::text`.as('title_en') };
  const rows = await unionAll(
    db
      .select({
        kind: kind('competency'),
        templateId: templateCompetencies.templateId,
        id: competencies.id,
        title: competencies.title,
        titleEn: competencies.titleEn,
      })
      .from(templateCompetencies)
      .innerJoin(competencies, eq(competencies.id, templateCompetencies.itemId))
      .where(inArray(templateCompetencies.templateId, ids)),
    db
      .select({
        kind: kind('factor'),
        templateId: templateFactors.templateId,
        id: factors.id,
        title: factors.title,
        titleEn: factors.titleEn,
      })
      .from(templateFactors)
      .innerJoin(factors, eq(factors.id, templateFactors.itemId))
      .where(inArray(templateFactors.templateId, ids)),
    db
      .select({ kind: kind('position'), templateId: templatePositions.templateId, id: templatePositions.itemId, ...noTitle })
      .from(templatePositions)
      .where(inArray(templatePositions.templateId, ids)),
    db
      .select({ kind: kind('structure'), templateId: templateStructures.templateId, id: templateStructures.itemId, ...noTitle })
      .from(templateStructures)
      .where(inArray(templateStructures.templateId, ids)),
  ).orderBy(sql`kind`, sql`title`);
  const of = (k: Kind) => rows.filter((r) => r.kind === k);
  return {
    chosen: of('competency').map(({ templateId, id, title, titleEn }) => ({ templateId, id, title, titleEn })),
    chosenFactors: of('factor').map(({ templateId, id, title, titleEn }) => ({ templateId, id, title, titleEn })),
    positions: of('position').map(({ templateId, id }) => ({ templateId, itemId: id })),
    structures: of('structure').map(({ templateId, id }) => ({ templateId, itemId: id })),
  };
}

/** How many of these ids are a company's structure items of one kind. */
export async function countStructureItems(db: DbOrTx, ids: string[], kind: 'position' | 'structure', companyId: string) {
  return countWhere(
    db,
    structureItems,
    and(inArray(structureItems.id, ids), eq(structureItems.kind, kind), eq(structureItems.companyId, companyId)),
  );
}

/** A template's competencies, factors, positions and structures, replaced by these (each id once). */
export async function replaceTemplateLinks(
  db: DbOrTx,
  templateId: string,
  links: { competencyIds: string[]; factorIds: string[]; positionIds: string[]; structureIds: string[] },
) {
  const tables = [
    [templateCompetencies, links.competencyIds],
    [templateFactors, links.factorIds],
    [templatePositions, links.positionIds],
    [templateStructures, links.structureIds],
  ] as const;
  for (const [table, ids] of tables) {
    await db.delete(table).where(eq(table.templateId, templateId));
    const unique = [...new Set(ids)];
    if (unique.length) await db.insert(table).values(unique.map((itemId) => ({ templateId, itemId })));
  }
}

/** How many assessments were made from a template. */
export function assessmentsOfTemplate(db: DbOrTx, templateId: string) {
  return countWhere(db, assessments, eq(assessments.templateId, templateId));
}
