import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { MIN_GROUP_SIZE, type Template } from '@rira/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, searchable } from '../../db/sql-helpers.ts';
import {
  assessments,
  assessmentTemplates,
  competencies,
  factors,
  structureItems,
  templateCompetencies,
  templateFactors,
  templatePositions,
  templateStructures,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { pileMaxima } from '../assessments/domain/card-sort.ts';
import type { CrudService } from './crud-routes.ts';
import { assertMayChangeGroupSize, assertMayChangeTemplate, templateCompanyFor, visibleTemplates } from './template-policy.ts';

type TemplateRow = typeof assessmentTemplates.$inferSelect;
type TemplateInput = {
  companyId?: string | null;
  title: string;
  titleEn?: string | null;
  description?: string | null;
  descriptionEn?: string | null;
  competencyIds: string[];
  factorIds: string[];
  positionIds: string[];
  structureIds: string[];
  pileMaxBest?: number | null;
  pileMaxMostly?: number | null;
  pileMaxLeast?: number | null;
  estimatedMinutes: number;
  minGroupSize: number;
  isActive: boolean;
};
type ListRequest = { search?: string; isActive?: boolean; companyId?: string; pageIndex: number; pageSize: number };

/**
 * The cards of a template: its chosen competencies plus every active competency of its factors,
 * without duplicates (assessment-method.md §1), for several templates in two queries.
 */
export async function templateCards(db: DbOrTx, templateIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, Set<string>>(templateIds.map((id) => [id, new Set()]));
  if (!templateIds.length) return new Map();
  const chosen = await db
    .select({ templateId: templateCompetencies.templateId, id: competencies.id })
    .from(templateCompetencies)
    .innerJoin(competencies, eq(competencies.id, templateCompetencies.itemId))
    .where(and(inArray(templateCompetencies.templateId, templateIds), eq(competencies.isActive, true)))
    .orderBy(asc(competencies.title));
  const byFactor = await db
    .select({ templateId: templateFactors.templateId, id: competencies.id })
    .from(templateFactors)
    .innerJoin(competencies, and(eq(competencies.factorId, templateFactors.itemId), eq(competencies.isActive, true)))
    .where(inArray(templateFactors.templateId, templateIds))
    .orderBy(asc(competencies.title));
  for (const row of [...chosen, ...byFactor]) result.get(row.templateId)!.add(row.id);
  return new Map([...result].map(([k, v]) => [k, [...v]]));
}

export class TemplateService implements CrudService<ListRequest, TemplateInput, TemplateInput & { id: string }, Template> {
  constructor(private readonly app: FastifyInstance) {}
  private get db() {
    return this.app.db;
  }

  /** The templates a caller may see (template-policy.ts), as a condition. */
  private visibility(actor: Actor, requestedCompany?: string): SQL | undefined {
    const visible = visibleTemplates(actor, requestedCompany);
    if ('all' in visible) return undefined;
    return or(isNull(assessmentTemplates.companyId), visible.companyId ? eq(assessmentTemplates.companyId, visible.companyId) : undefined);
  }

  private async toTemplates(rows: TemplateRow[]): Promise<Template[]> {
    const ids = rows.map((r) => r.id);
    if (!ids.length) return [];
    const [chosen, chosenFactors, positions, structures, cards] = await Promise.all([
      this.db
        .select({ templateId: templateCompetencies.templateId, id: competencies.id, title: competencies.title, titleEn: competencies.titleEn })
        .from(templateCompetencies)
        .innerJoin(competencies, eq(competencies.id, templateCompetencies.itemId))
        .where(inArray(templateCompetencies.templateId, ids))
        .orderBy(asc(competencies.title)),
      this.db
        .select({ templateId: templateFactors.templateId, id: factors.id, title: factors.title, titleEn: factors.titleEn })
        .from(templateFactors)
        .innerJoin(factors, eq(factors.id, templateFactors.itemId))
        .where(inArray(templateFactors.templateId, ids))
        .orderBy(asc(factors.title)),
      this.db.select().from(templatePositions).where(inArray(templatePositions.templateId, ids)),
      this.db.select().from(templateStructures).where(inArray(templateStructures.templateId, ids)),
      templateCards(this.db, ids),
    ]);
    return rows.map((row) => {
      const cardCount = cards.get(row.id)?.length ?? 0;
      return {
        id: row.id,
        companyId: row.companyId,
        title: row.title,
        titleEn: row.titleEn,
        description: row.description,
        descriptionEn: row.descriptionEn,
        competencies: chosen.filter((c) => c.templateId === row.id).map(({ id, title, titleEn }) => ({ id, title, titleEn })),
        factors: chosenFactors.filter((f) => f.templateId === row.id).map(({ id, title, titleEn }) => ({ id, title, titleEn })),
        positionIds: positions.filter((p) => p.templateId === row.id).map((p) => p.itemId),
        structureIds: structures.filter((s) => s.templateId === row.id).map((s) => s.itemId),
        cardCount,
        pileMaxima: pileMaxima(cardCount, { best: row.pileMaxBest, mostly: row.pileMaxMostly, least: row.pileMaxLeast }),
        pileMaxBest: row.pileMaxBest,
        pileMaxMostly: row.pileMaxMostly,
        pileMaxLeast: row.pileMaxLeast,
        estimatedMinutes: row.estimatedMinutes,
        minGroupSize: row.minGroupSize,
        isActive: row.isActive,
      };
    });
  }

  async list(actor: Actor, request: ListRequest) {
    const conditions: SQL[] = [];
    const visible = this.visibility(actor, request.companyId);
    if (visible) conditions.push(visible);
    if (request.isActive !== undefined) conditions.push(eq(assessmentTemplates.isActive, request.isActive));
    if (request.search) {
      const like = containsPattern(request.search);
      conditions.push(or(ilike(searchable(assessmentTemplates.title), like), ilike(searchable(assessmentTemplates.titleEn), like))!);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(assessmentTemplates)
        .where(where)
        .orderBy(asc(assessmentTemplates.title))
        .limit(request.pageSize)
        .offset((request.pageIndex - 1) * request.pageSize),
      this.db.select({ n: count() }).from(assessmentTemplates).where(where),
    ]);
    return { items: await this.toTemplates(rows), total: total?.n ?? 0 };
  }

  private async row(actor: Actor, id: string, forWriting: boolean): Promise<TemplateRow> {
    const visible = this.visibility(actor);
    const [row] = await this.db.select().from(assessmentTemplates).where(and(eq(assessmentTemplates.id, id), visible)).limit(1);
    if (!row) throw notFound();
    if (forWriting) assertMayChangeTemplate(actor, row);
    return row;
  }

  async get(actor: Actor, id: string) {
    return (await this.toTemplates([await this.row(actor, id, false)]))[0]!;
  }

  /** The company a template belongs to, and that every linked item exists (and is that company's). */
  private async check(actor: Actor, input: TemplateInput): Promise<string | null> {
    const companyId = templateCompanyFor(actor, input.companyId);
    const problems: { field: string; code: string; message: string }[] = [];
    const exists = async (ids: string[], query: (ids: string[]) => Promise<{ n: number }[]>) => !ids.length || (await query([...new Set(ids)]))[0]!.n === new Set(ids).size;
    if (!(await exists(input.competencyIds, (ids) => this.db.select({ n: count() }).from(competencies).where(inArray(competencies.id, ids))))) {
      problems.push({ field: 'competencyIds', code: 'unknownOption', message: 'validation.unknownOption' });
    }
    if (!(await exists(input.factorIds, (ids) => this.db.select({ n: count() }).from(factors).where(inArray(factors.id, ids))))) {
      problems.push({ field: 'factorIds', code: 'unknownOption', message: 'validation.unknownOption' });
    }
    for (const [field, kind, ids] of [
      ['positionIds', 'position', input.positionIds],
      ['structureIds', 'structure', input.structureIds],
    ] as const) {
      const ok =
        !ids.length ||
        (companyId !== null &&
          (await exists(ids, (list) =>
            this.db
              .select({ n: count() })
              .from(structureItems)
              .where(and(inArray(structureItems.id, list), eq(structureItems.kind, kind), eq(structureItems.companyId, companyId))),
          )));
      if (!ok) problems.push({ field, code: 'unknownOption', message: 'validation.unknownOption' });
    }
    if (problems.length) throw new AppError('validation', { fieldErrors: problems });
    return companyId;
  }

  private columns(input: TemplateInput) {
    return {
      title: input.title,
      titleEn: input.titleEn ?? null,
      description: input.description ?? null,
      descriptionEn: input.descriptionEn ?? null,
      pileMaxBest: input.pileMaxBest ?? null,
      pileMaxMostly: input.pileMaxMostly ?? null,
      pileMaxLeast: input.pileMaxLeast ?? null,
      estimatedMinutes: input.estimatedMinutes,
      minGroupSize: input.minGroupSize,
      isActive: input.isActive,
    };
  }

  private async writeLinks(tx: DbOrTx, templateId: string, input: TemplateInput) {
    const links = [
      [templateCompetencies, input.competencyIds],
      [templateFactors, input.factorIds],
      [templatePositions, input.positionIds],
      [templateStructures, input.structureIds],
    ] as const;
    for (const [table, ids] of links) {
      await tx.delete(table).where(eq(table.templateId, templateId));
      const unique = [...new Set(ids)];
      if (unique.length) await tx.insert(table).values(unique.map((itemId) => ({ templateId, itemId })));
    }
  }

  async create(actor: Actor, input: TemplateInput, ip: string) {
    assertMayChangeGroupSize(actor, input.minGroupSize, MIN_GROUP_SIZE.default);
    const companyId = await this.check(actor, input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(assessmentTemplates).values({ ...this.columns(input), companyId }).returning({ id: assessmentTemplates.id });
      await this.writeLinks(tx, row!.id, input);
      await recordAudit(tx, { actorUserId: actor.userId, companyId, action: 'template.create', targetType: 'template', targetId: row!.id, details: { title: input.title }, ip });
      return row!.id;
    });
  }

  async update(actor: Actor, input: TemplateInput & { id: string }, ip: string) {
    const row = await this.row(actor, input.id, true);
    assertMayChangeGroupSize(actor, input.minGroupSize, row.minGroupSize);
    // The company of a template does not change; positions and structures are checked against it.
    await this.check(actor, { ...input, companyId: row.companyId });
    await this.db.transaction(async (tx) => {
      await tx.update(assessmentTemplates).set({ ...this.columns(input), updatedAt: new Date() }).where(eq(assessmentTemplates.id, input.id));
      await this.writeLinks(tx, input.id, input);
      await recordAudit(tx, { actorUserId: actor.userId, companyId: row.companyId, action: 'template.update', targetType: 'template', targetId: input.id, details: { title: input.title }, ip });
    });
  }

  async toggle(actor: Actor, id: string, ip: string) {
    const row = await this.row(actor, id, true);
    await this.db.transaction(async (tx) => {
      await tx.update(assessmentTemplates).set({ isActive: !row.isActive, updatedAt: new Date() }).where(eq(assessmentTemplates.id, id));
      await recordAudit(tx, { actorUserId: actor.userId, companyId: row.companyId, action: 'template.toggle', targetType: 'template', targetId: id, details: { isActive: !row.isActive }, ip });
    });
  }

  async remove(actor: Actor, id: string, ip: string) {
    const row = await this.row(actor, id, true);
    const [used] = await this.db.select({ n: count() }).from(assessments).where(eq(assessments.templateId, id));
    if ((used?.n ?? 0) > 0) throw new AppError('conflict', { messageKey: 'errors.templateInUse', params: { count: used!.n } });
    await this.db.transaction(async (tx) => {
      await tx.delete(assessmentTemplates).where(eq(assessmentTemplates.id, id));
      await recordAudit(tx, { actorUserId: actor.userId, companyId: row.companyId, action: 'template.delete', targetType: 'template', targetId: id, details: { title: row.title }, ip });
    });
  }
}
