import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AssessorType, Competency, Difficulty, Factor } from '@rira/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  assessmentCards,
  assessors,
  assessorTypes,
  competencies,
  competencyCompensators,
  difficulties,
  factors,
  templateCompetencies,
  templateFactors,
} from '../../db/schema/index.ts';
import { containsPattern, qualified, searchable } from '../../db/sql-helpers.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { CrudService } from './crud-routes.ts';


const duplicateTitle = () =>
  new AppError('conflict', { messageKey: 'validation.duplicateTitle', fieldErrors: [{ field: 'title', code: 'duplicateTitle', message: 'validation.duplicateTitle' }] });

interface ListRequest {
  search?: string;
  isActive?: boolean;
  pageIndex: number;
  pageSize: number;
}

/** Search, active filter and paging shared by every library list. */
function listWhere(table: { title: PgColumn; titleEn: PgColumn; isActive: PgColumn }, request: ListRequest, extra: SQL[] = []) {
  const conditions = [...extra];
  if (request.isActive !== undefined) conditions.push(eq(table.isActive, request.isActive));
  if (request.search) {
    const like = containsPattern(request.search);
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

/**
 * A simple library list (title, English title, active) with its own columns: difficulties,
 * factors and assessor types. `inUse` counts what refers to an item; a used item is not deleted.
 */
abstract class SimpleLibrary<Row extends { id: string; title: string; isActive: boolean }, Item, Input extends { title: string }, Update extends Input & { id: string }>
  implements CrudService<ListRequest, Input, Update, Item>
{
  constructor(protected readonly app: FastifyInstance) {}
  protected get db() {
    return this.app.db;
  }
  protected abstract readonly name: string;
  protected abstract readonly table: PgTable & { id: PgColumn; title: PgColumn; titleEn: PgColumn; isActive: PgColumn };
  protected abstract select(db: DbOrTx, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<Item[]>;
  protected abstract inUse(db: DbOrTx, id: string): Promise<number>;
  protected abstract columns(input: Input): Record<string, unknown>;

  async list(actor: Actor, request: ListRequest) {
    const where = listWhere(this.table, request);
    const [items, total] = await Promise.all([
      this.select(this.db, where, { limit: request.pageSize, offset: (request.pageIndex - 1) * request.pageSize }),
      countWhere(this.db, this.table, where),
    ]);
    return { items, total };
  }

  async get(actor: Actor, id: string) {
    const [item] = await this.select(this.db, eq(this.table.id, id));
    if (!item) throw notFound();
    return item;
  }

  async create(actor: Actor, input: Input, ip: string) {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = (await tx.insert(this.table).values(this.columns(input) as never).returning({ id: this.table.id })) as { id: string }[];
        await recordAudit(tx, { actorUserId: actor.userId, action: `${this.name}.create`, targetType: this.name, targetId: row!.id, details: { title: input.title }, ip });
        return row!.id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateTitle();
      throw err;
    }
  }

  protected async row(id: string): Promise<Row> {
    const [row] = (await this.db.select().from(this.table).where(eq(this.table.id, id)).limit(1)) as Row[];
    if (!row) throw notFound();
    return row;
  }

  async update(actor: Actor, input: Update, ip: string) {
    await this.row(input.id);
    try {
      await this.db.transaction(async (tx) => {
        await tx.update(this.table).set({ ...this.columns(input), updatedAt: new Date() } as never).where(eq(this.table.id, input.id));
        await recordAudit(tx, { actorUserId: actor.userId, action: `${this.name}.update`, targetType: this.name, targetId: input.id, details: { title: input.title }, ip });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateTitle();
      throw err;
    }
  }

  async toggle(actor: Actor, id: string, ip: string) {
    const row = await this.row(id);
    await this.db.transaction(async (tx) => {
      await tx.update(this.table).set({ isActive: !row.isActive, updatedAt: new Date() } as never).where(eq(this.table.id, id));
      await recordAudit(tx, { actorUserId: actor.userId, action: `${this.name}.toggle`, targetType: this.name, targetId: id, details: { isActive: !row.isActive }, ip });
    });
  }

  async remove(actor: Actor, id: string, ip: string) {
    const row = await this.row(id);
    const used = await this.inUse(this.db, id);
    if (used > 0) throw new AppError('conflict', { messageKey: 'errors.competencyInUse', params: { count: used } });
    await this.db.transaction(async (tx) => {
      await tx.delete(this.table).where(eq(this.table.id, id));
      await recordAudit(tx, { actorUserId: actor.userId, action: `${this.name}.delete`, targetType: this.name, targetId: id, details: { title: row.title }, ip });
    });
  }
}

type DifficultyInput = { title: string; titleEn?: string | null; isHard: boolean; isActive: boolean };

export class DifficultyService extends SimpleLibrary<typeof difficulties.$inferSelect, Difficulty, DifficultyInput, DifficultyInput & { id: string }> {
  protected readonly name = 'difficulty';
  protected readonly table = difficulties;
  protected columns(input: DifficultyInput) {
    return { title: input.title, titleEn: input.titleEn ?? null, isHard: input.isHard, isActive: input.isActive };
  }
  protected async select(db: DbOrTx, where: SQL | undefined, page?: { limit: number; offset: number }) {
    const query = db
      .select({ row: difficulties, competencyCount: usage(competencies, competencies.difficultyId, difficulties.id) })
      .from(difficulties)
      .where(where)
      .orderBy(asc(difficulties.title));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    return rows.map(({ row, competencyCount }) => ({ id: row.id, title: row.title, titleEn: row.titleEn, isHard: row.isHard, isActive: row.isActive, competencyCount }));
  }
  protected async inUse(db: DbOrTx, id: string) {
    return countWhere(db, competencies, eq(competencies.difficultyId, id));
  }
}

type FactorInput = { title: string; titleEn?: string | null; description?: string | null; descriptionEn?: string | null; minScore: number; maxScore: number; isActive: boolean };

export class FactorService extends SimpleLibrary<typeof factors.$inferSelect, Factor, FactorInput, FactorInput & { id: string }> {
  protected readonly name = 'factor';
  protected readonly table = factors;
  protected columns(input: FactorInput) {
    return {
      title: input.title,
      titleEn: input.titleEn ?? null,
      description: input.description ?? null,
      descriptionEn: input.descriptionEn ?? null,
      minScore: input.minScore,
      maxScore: input.maxScore,
      isActive: input.isActive,
    };
  }
  protected async select(db: DbOrTx, where: SQL | undefined, page?: { limit: number; offset: number }) {
    const query = db
      .select({ row: factors, competencyCount: usage(competencies, competencies.factorId, factors.id) })
      .from(factors)
      .where(where)
      .orderBy(asc(factors.title));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    return rows.map(({ row, competencyCount }) => ({
      id: row.id,
      title: row.title,
      titleEn: row.titleEn,
      description: row.description,
      descriptionEn: row.descriptionEn,
      minScore: row.minScore,
      maxScore: row.maxScore,
      isActive: row.isActive,
      competencyCount,
    }));
  }
  protected async inUse(db: DbOrTx, id: string) {
    return (await countWhere(db, competencies, eq(competencies.factorId, id))) + (await countWhere(db, templateFactors, eq(templateFactors.itemId, id)));
  }
}

type AssessorTypeInput = Omit<AssessorType, 'id' | 'titleEn'> & { titleEn?: string | null };

export class AssessorTypeService extends SimpleLibrary<typeof assessorTypes.$inferSelect, AssessorType, AssessorTypeInput, AssessorTypeInput & { id: string }> {
  protected readonly name = 'assessorType';
  protected readonly table = assessorTypes;
  protected columns(input: AssessorTypeInput) {
    return {
      title: input.title,
      titleEn: input.titleEn ?? null,
      raterGroup: input.raterGroup,
      weight: input.weight,
      minCount: input.minCount,
      maxCount: input.maxCount,
      allowOutsideCompany: input.allowOutsideCompany,
      needsConfirmation: input.needsConfirmation,
      isActive: input.isActive,
    };
  }
  protected async select(db: DbOrTx, where: SQL | undefined, page?: { limit: number; offset: number }) {
    const query = db.select().from(assessorTypes).where(where).orderBy(asc(assessorTypes.minCount), asc(assessorTypes.title));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    return rows.map(toAssessorType);
  }
  protected async inUse(db: DbOrTx, id: string) {
    return countWhere(db, assessors, eq(assessors.assessorTypeId, id));
  }
}

export function toAssessorType(row: typeof assessorTypes.$inferSelect): AssessorType {
  return {
    id: row.id,
    title: row.title,
    titleEn: row.titleEn,
    raterGroup: row.raterGroup,
    weight: row.weight,
    minCount: row.minCount,
    maxCount: row.maxCount,
    allowOutsideCompany: row.allowOutsideCompany,
    needsConfirmation: row.needsConfirmation,
    isActive: row.isActive,
  };
}

type CompetencyInput = {
  title: string;
  titleEn?: string | null;
  skilledDefinition: string;
  skilledDefinitionEn?: string | null;
  unskilledDefinition: string;
  unskilledDefinitionEn?: string | null;
  overusedDefinition: string;
  overusedDefinitionEn?: string | null;
  difficultyId: string;
  factorId: string;
  compensatorIds: string[];
  score: number;
  minScore: number;
  maxScore: number;
  isActive: boolean;
};

/** Competencies, with their compensators and the reverse list, loaded for a whole page at once. */
export class CompetencyService implements CrudService<ListRequest & { factorId?: string; difficultyId?: string }, CompetencyInput, CompetencyInput & { id: string }, Competency> {
  constructor(private readonly app: FastifyInstance) {}
  private get db() {
    return this.app.db;
  }

  private async load(where: SQL | undefined, page?: { limit: number; offset: number }): Promise<Competency[]> {
    const query = this.db
      .select({ row: competencies, difficultyTitle: difficulties.title, difficultyIsHard: difficulties.isHard, factorTitle: factors.title })
      .from(competencies)
      .innerJoin(difficulties, eq(difficulties.id, competencies.difficultyId))
      .innerJoin(factors, eq(factors.id, competencies.factorId))
      .where(where)
      .orderBy(asc(factors.title), asc(competencies.title));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    const ids = rows.map((r) => r.row.id);
    const links = ids.length
      ? await this.db
          .select({ competencyId: competencyCompensators.competencyId, compensatorId: competencyCompensators.compensatorId })
          .from(competencyCompensators)
          .where(or(inArray(competencyCompensators.competencyId, ids), inArray(competencyCompensators.compensatorId, ids)))
      : [];
    const otherIds = [...new Set(links.flatMap((l) => [l.competencyId, l.compensatorId]))];
    const names = otherIds.length
      ? await this.db.select({ id: competencies.id, title: competencies.title, titleEn: competencies.titleEn }).from(competencies).where(inArray(competencies.id, otherIds))
      : [];
    const ref = new Map(names.map((n) => [n.id, n]));
    return rows.map(({ row, difficultyTitle, difficultyIsHard, factorTitle }) => ({
      id: row.id,
      title: row.title,
      titleEn: row.titleEn,
      skilledDefinition: row.skilledDefinition,
      skilledDefinitionEn: row.skilledDefinitionEn,
      unskilledDefinition: row.unskilledDefinition,
      unskilledDefinitionEn: row.unskilledDefinitionEn,
      overusedDefinition: row.overusedDefinition,
      overusedDefinitionEn: row.overusedDefinitionEn,
      difficultyId: row.difficultyId,
      difficultyTitle,
      difficultyIsHard,
      factorId: row.factorId,
      factorTitle,
      score: row.score,
      minScore: row.minScore,
      maxScore: row.maxScore,
      isActive: row.isActive,
      compensators: links.filter((l) => l.competencyId === row.id).map((l) => ref.get(l.compensatorId)!).filter(Boolean),
      compensatesFor: links.filter((l) => l.compensatorId === row.id).map((l) => ref.get(l.competencyId)!).filter(Boolean),
    }));
  }

  async list(actor: Actor, request: ListRequest & { factorId?: string; difficultyId?: string }) {
    const extra: SQL[] = [];
    if (request.factorId) extra.push(eq(competencies.factorId, request.factorId));
    if (request.difficultyId) extra.push(eq(competencies.difficultyId, request.difficultyId));
    const where = listWhere(competencies, request, extra);
    const [items, total] = await Promise.all([
      this.load(where, { limit: request.pageSize, offset: (request.pageIndex - 1) * request.pageSize }),
      countWhere(this.db, competencies, where),
    ]);
    return { items, total };
  }

  async get(actor: Actor, id: string) {
    const [item] = await this.load(eq(competencies.id, id));
    if (!item) throw notFound();
    return item;
  }

  /** Difficulty, factor and compensators must exist; a competency cannot compensate for itself. */
  private async check(input: CompetencyInput, selfId?: string) {
    const problems: { field: string; code: string; message: string }[] = [];
    if ((await countWhere(this.db, difficulties, eq(difficulties.id, input.difficultyId))) === 0) problems.push({ field: 'difficultyId', code: 'unknownOption', message: 'validation.unknownOption' });
    if ((await countWhere(this.db, factors, eq(factors.id, input.factorId))) === 0) problems.push({ field: 'factorId', code: 'unknownOption', message: 'validation.unknownOption' });
    const wanted = [...new Set(input.compensatorIds)];
    const found = wanted.length ? await countWhere(this.db, competencies, inArray(competencies.id, wanted)) : 0;
    if (found !== wanted.length || (selfId && wanted.includes(selfId))) problems.push({ field: 'compensatorIds', code: 'unknownOption', message: 'validation.unknownOption' });
    if (problems.length) throw new AppError('validation', { fieldErrors: problems });
    return wanted;
  }

  private columns(input: CompetencyInput) {
    return {
      title: input.title,
      titleEn: input.titleEn ?? null,
      skilledDefinition: input.skilledDefinition,
      skilledDefinitionEn: input.skilledDefinitionEn ?? null,
      unskilledDefinition: input.unskilledDefinition,
      unskilledDefinitionEn: input.unskilledDefinitionEn ?? null,
      overusedDefinition: input.overusedDefinition,
      overusedDefinitionEn: input.overusedDefinitionEn ?? null,
      difficultyId: input.difficultyId,
      factorId: input.factorId,
      score: input.score,
      minScore: input.minScore,
      maxScore: input.maxScore,
      isActive: input.isActive,
    };
  }

  async create(actor: Actor, input: CompetencyInput, ip: string) {
    const compensators = await this.check(input);
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx.insert(competencies).values(this.columns(input)).returning({ id: competencies.id });
        if (compensators.length) await tx.insert(competencyCompensators).values(compensators.map((c) => ({ competencyId: row!.id, compensatorId: c })));
        await recordAudit(tx, { actorUserId: actor.userId, action: 'competency.create', targetType: 'competency', targetId: row!.id, details: { title: input.title }, ip });
        return row!.id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateTitle();
      throw err;
    }
  }

  async update(actor: Actor, input: CompetencyInput & { id: string }, ip: string) {
    if ((await countWhere(this.db, competencies, eq(competencies.id, input.id))) === 0) throw notFound();
    const compensators = await this.check(input, input.id);
    try {
      await this.db.transaction(async (tx) => {
        await tx.update(competencies).set({ ...this.columns(input), updatedAt: new Date() }).where(eq(competencies.id, input.id));
        await tx.delete(competencyCompensators).where(eq(competencyCompensators.competencyId, input.id));
        if (compensators.length) await tx.insert(competencyCompensators).values(compensators.map((c) => ({ competencyId: input.id, compensatorId: c })));
        await recordAudit(tx, { actorUserId: actor.userId, action: 'competency.update', targetType: 'competency', targetId: input.id, details: { title: input.title }, ip });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateTitle();
      throw err;
    }
  }

  async toggle(actor: Actor, id: string, ip: string) {
    const [row] = await this.db.select({ isActive: competencies.isActive }).from(competencies).where(eq(competencies.id, id));
    if (!row) throw notFound();
    await this.db.transaction(async (tx) => {
      await tx.update(competencies).set({ isActive: !row.isActive, updatedAt: new Date() }).where(eq(competencies.id, id));
      await recordAudit(tx, { actorUserId: actor.userId, action: 'competency.toggle', targetType: 'competency', targetId: id, details: { isActive: !row.isActive }, ip });
    });
  }

  async remove(actor: Actor, id: string, ip: string) {
    const [row] = await this.db.select({ title: competencies.title }).from(competencies).where(eq(competencies.id, id));
    if (!row) throw notFound();
    const used =
      (await countWhere(this.db, templateCompetencies, eq(templateCompetencies.itemId, id))) +
      (await countWhere(this.db, assessmentCards, eq(assessmentCards.competencyId, id))) +
      (await countWhere(this.db, competencyCompensators, eq(competencyCompensators.compensatorId, id)));
    if (used > 0) throw new AppError('conflict', { messageKey: 'errors.competencyInUse', params: { count: used } });
    await this.db.transaction(async (tx) => {
      await tx.delete(competencies).where(eq(competencies.id, id));
      await recordAudit(tx, { actorUserId: actor.userId, action: 'competency.delete', targetType: 'competency', targetId: id, details: { title: row.title }, ip });
    });
  }
}
