import type { FastifyInstance } from 'fastify';
import { MIN_GROUP_SIZE, type Template } from '@rira/contracts';
import { pileMaxima } from '@rira/contracts/card-sort';
import { AppError } from '../../http/app-error.ts';
import type { CrudService } from '../../http/crud-routes.ts';
import type { Caller } from '../../http/caller.ts';
import { audit } from '../audit/audit.repo.ts';
import * as repo from './library.repo.ts';
import { assertMayChangeGroupSize, assertMayChangeTemplate, templateCompanyFor, visibleTemplates } from './template-policy.ts';

type TemplateRow = repo.TemplateRow;
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
/** A field left out keeps its stored value; today only `minGroupSize` may be left out (contracts' templateUpdateSchema). */
type TemplateUpdate = Omit<TemplateInput, 'minGroupSize'> & { id: string; minGroupSize?: number };
type ListRequest = { search?: string; isActive?: boolean; companyId?: string; pageIndex: number; pageSize: number };

export class TemplateService implements CrudService<ListRequest, TemplateInput, TemplateUpdate, Template> {
  constructor(private readonly app: FastifyInstance) {}
  private get db() {
    return this.app.db;
  }

  /** The templates a caller may see (template-policy.ts), as a filter. */
  private visibility(caller: Caller, requestedCompany?: string): Pick<repo.LibraryFilter, 'visibleTo'> {
    const visible = visibleTemplates(caller, requestedCompany);
    return 'all' in visible ? {} : { visibleTo: { companyId: visible.companyId } };
  }

  private async toTemplates(rows: TemplateRow[]): Promise<Template[]> {
    const ids = rows.map((r) => r.id);
    if (!ids.length) return [];
    const [{ chosen, chosenFactors, positions, structures }, cards] = await Promise.all([
      repo.templateLinks(this.db, ids),
      repo.templateCards(this.db, ids),
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

  async list(caller: Caller, request: ListRequest) {
    const filter = { ...this.visibility(caller, request.companyId), isActive: request.isActive, search: request.search };
    const { rows, total } = await repo.listTemplates(this.db, filter, {
      limit: request.pageSize,
      offset: (request.pageIndex - 1) * request.pageSize,
    });
    return { items: await this.toTemplates(rows), total };
  }

  private async row(caller: Caller, id: string, forWriting: boolean): Promise<TemplateRow> {
    const row = await repo.findTemplate(this.db, id, this.visibility(caller));
    if (!row) throw new AppError('notFound');
    if (forWriting) assertMayChangeTemplate(caller, row);
    return row;
  }

  async get(caller: Caller, id: string) {
    return (await this.toTemplates([await this.row(caller, id, false)]))[0]!;
  }

  /** The company a template belongs to, and that every linked item exists (and is that company's). */
  private async check(caller: Caller, input: TemplateInput): Promise<string | null> {
    const companyId = templateCompanyFor(caller, input.companyId);
    const problems: { field: string; code: string; message: string }[] = [];
    const allExist = async (ids: string[], count: (unique: string[]) => Promise<number>) => {
      const unique = [...new Set(ids)];
      return !unique.length || (await count(unique)) === unique.length;
    };
    if (!(await allExist(input.competencyIds, (ids) => repo.countExisting(this.db, 'competency', ids)))) {
      problems.push({ field: 'competencyIds', code: 'unknownOption', message: 'validation.unknownOption' });
    }
    if (!(await allExist(input.factorIds, (ids) => repo.countExisting(this.db, 'factor', ids)))) {
      problems.push({ field: 'factorIds', code: 'unknownOption', message: 'validation.unknownOption' });
    }
    for (const [field, kind, ids] of [
      ['positionIds', 'position', input.positionIds],
      ['structureIds', 'structure', input.structureIds],
    ] as const) {
      const ok =
        !ids.length || (companyId !== null && (await allExist(ids, (list) => repo.countStructureItems(this.db, list, kind, companyId))));
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

  async create(caller: Caller, input: TemplateInput) {
    assertMayChangeGroupSize(caller, input.minGroupSize, MIN_GROUP_SIZE.default);
    const companyId = await this.check(caller, input);
    return this.db.transaction(async (tx) => {
      const id = await repo.insertItem(tx, 'template', { ...this.columns(input), companyId });
      await repo.replaceTemplateLinks(tx, id, input);
      await audit(tx, caller, {
        companyId,
        action: 'template.create',
        targetType: 'template',
        targetId: id,
        details: { title: input.title },
      });
      return id;
    });
  }

  async update(caller: Caller, update: TemplateUpdate) {
    const row = await this.row(caller, update.id, true);
    const input = { ...update, minGroupSize: update.minGroupSize ?? row.minGroupSize };
    assertMayChangeGroupSize(caller, input.minGroupSize, row.minGroupSize);
    // The company of a template does not change; positions and structures are checked against it.
    await this.check(caller, { ...input, companyId: row.companyId });
    await this.db.transaction(async (tx) => {
      await repo.updateItem(tx, 'template', input.id, this.columns(input));
      await repo.replaceTemplateLinks(tx, input.id, input);
      await audit(tx, caller, {
        companyId: row.companyId,
        action: 'template.update',
        targetType: 'template',
        targetId: input.id,
        details: { title: input.title },
      });
    });
  }

  async toggle(caller: Caller, id: string) {
    const row = await this.row(caller, id, true);
    await this.db.transaction(async (tx) => {
      await repo.updateItem(tx, 'template', id, { isActive: !row.isActive });
      await audit(tx, caller, {
        companyId: row.companyId,
        action: 'template.toggle',
        targetType: 'template',
        targetId: id,
        details: { isActive: !row.isActive },
      });
    });
  }

  async remove(caller: Caller, id: string) {
    const row = await this.row(caller, id, true);
    const used = await repo.assessmentsOfTemplate(this.db, id);
    if (used > 0) throw new AppError('conflict', { messageKey: 'errors.templateInUse', params: { count: used } });
    await this.db.transaction(async (tx) => {
      await repo.deleteItem(tx, 'template', id);
      await audit(tx, caller, {
        companyId: row.companyId,
        action: 'template.delete',
        targetType: 'template',
        targetId: id,
        details: { title: row.title },
      });
    });
  }
}
