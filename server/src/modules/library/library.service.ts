import type { FastifyInstance } from 'fastify';
import type { AssessorType, Competency, Difficulty, Factor } from '@rira/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { CrudService } from '../../http/crud-routes.ts';
import type { Caller } from '../../http/caller.ts';
import { audit } from '../audit/audit.repo.ts';
import * as repo from './library.repo.ts';

const duplicateTitle = () =>
  new AppError('conflict', {
    messageKey: 'validation.duplicateTitle',
    fieldErrors: [{ field: 'title', code: 'duplicateTitle', message: 'validation.duplicateTitle' }],
  });

interface ListRequest {
  search?: string;
  isActive?: boolean;
  pageIndex: number;
  pageSize: number;
}

const pageOf = (request: ListRequest): repo.Page => ({ limit: request.pageSize, offset: (request.pageIndex - 1) * request.pageSize });
const filterOf = (request: ListRequest): repo.LibraryFilter => ({ search: request.search, isActive: request.isActive });

/**
 * A simple library list (title, English title, active) with its own columns: difficulties,
 * factors and assessor types. `usesOf` counts what refers to an item; a used item is not deleted.
 */
abstract class SimpleLibrary<Item, Input extends { title: string }, Update extends Input & { id: string }> implements CrudService<
  ListRequest,
  Input,
  Update,
  Item
> {
  constructor(protected readonly app: FastifyInstance) {}
  protected get db() {
    return this.app.db;
  }
  protected abstract readonly name: repo.SimpleKind;
  protected abstract select(db: DbOrTx, filter: repo.LibraryFilter, page?: repo.Page): Promise<Item[]>;
  protected abstract columns(input: Input): Record<string, unknown>;

  async list(caller: Caller, request: ListRequest) {
    const filter = filterOf(request);
    const [items, total] = await Promise.all([this.select(this.db, filter, pageOf(request)), repo.countItems(this.db, this.name, filter)]);
    return { items, total };
  }

  async get(caller: Caller, id: string) {
    const [item] = await this.select(this.db, { id });
    if (!item) throw new AppError('notFound');
    return item;
  }

  async create(caller: Caller, input: Input) {
    try {
      return await this.db.transaction(async (tx) => {
        const id = await repo.insertItem(tx, this.name, this.columns(input));
        await audit(tx, caller, { action: `${this.name}.create`, targetType: this.name, targetId: id, details: { title: input.title } });
        return id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateTitle();
      throw err;
    }
  }

  protected async row(id: string) {
    const row = await repo.findRow(this.db, this.name, id);
    if (!row) throw new AppError('notFound');
    return row;
  }

  async update(caller: Caller, input: Update) {
    await this.row(input.id);
    try {
      await this.db.transaction(async (tx) => {
        await repo.updateItem(tx, this.name, input.id, this.columns(input));
        await audit(tx, caller, {
          action: `${this.name}.update`,
          targetType: this.name,
          targetId: input.id,
          details: { title: input.title },
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateTitle();
      throw err;
    }
  }

  async toggle(caller: Caller, id: string) {
    const row = await this.row(id);
    await this.db.transaction(async (tx) => {
      await repo.updateItem(tx, this.name, id, { isActive: !row.isActive });
      await audit(tx, caller, { action: `${this.name}.toggle`, targetType: this.name, targetId: id, details: { isActive: !row.isActive } });
    });
  }

  async remove(caller: Caller, id: string) {
    const row = await this.row(id);
    const used = await repo.usesOf(this.db, this.name, id);
    if (used > 0) throw new AppError('conflict', { messageKey: 'errors.competencyInUse', params: { count: used } });
    await this.db.transaction(async (tx) => {
      await repo.deleteItem(tx, this.name, id);
      await audit(tx, caller, { action: `${this.name}.delete`, targetType: this.name, targetId: id, details: { title: row.title } });
    });
  }
}

type DifficultyInput = { title: string; titleEn?: string | null; isHard: boolean; isActive: boolean };

export class DifficultyService extends SimpleLibrary<Difficulty, DifficultyInput, DifficultyInput & { id: string }> {
  protected readonly name = 'difficulty';
  protected columns(input: DifficultyInput) {
    return { title: input.title, titleEn: input.titleEn ?? null, isHard: input.isHard, isActive: input.isActive };
  }
  protected async select(db: DbOrTx, filter: repo.LibraryFilter, page?: repo.Page) {
    const rows = await repo.selectDifficulties(db, filter, page);
    return rows.map(({ row, competencyCount }) => ({
      id: row.id,
      title: row.title,
      titleEn: row.titleEn,
      isHard: row.isHard,
      isActive: row.isActive,
      competencyCount,
    }));
  }
}

type FactorInput = {
  title: string;
  titleEn?: string | null;
  description?: string | null;
  descriptionEn?: string | null;
  minScore: number;
  maxScore: number;
  isActive: boolean;
};

export class FactorService extends SimpleLibrary<Factor, FactorInput, FactorInput & { id: string }> {
  protected readonly name = 'factor';
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
  protected async select(db: DbOrTx, filter: repo.LibraryFilter, page?: repo.Page) {
    const rows = await repo.selectFactors(db, filter, page);
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
}

type AssessorTypeInput = Omit<AssessorType, 'id' | 'titleEn'> & { titleEn?: string | null };

export class AssessorTypeService extends SimpleLibrary<AssessorType, AssessorTypeInput, AssessorTypeInput & { id: string }> {
  protected readonly name = 'assessorType';
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
  protected async select(db: DbOrTx, filter: repo.LibraryFilter, page?: repo.Page) {
    return (await repo.selectAssessorTypes(db, filter, page)).map(toAssessorType);
  }
}

export function toAssessorType(row: repo.AssessorTypeRow): AssessorType {
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
export class CompetencyService implements CrudService<
  ListRequest & { factorId?: string; difficultyId?: string },
  CompetencyInput,
  CompetencyInput & { id: string },
  Competency
> {
  constructor(private readonly app: FastifyInstance) {}
  private get db() {
    return this.app.db;
  }

  private async load(filter: repo.LibraryFilter, page?: repo.Page): Promise<Competency[]> {
    const { rows, links, names } = await repo.selectCompetencies(this.db, filter, page);
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
      compensators: links
        .filter((l) => l.competencyId === row.id)
        .map((l) => ref.get(l.compensatorId)!)
        .filter(Boolean),
      compensatesFor: links
        .filter((l) => l.compensatorId === row.id)
        .map((l) => ref.get(l.competencyId)!)
        .filter(Boolean),
    }));
  }

  async list(caller: Caller, request: ListRequest & { factorId?: string; difficultyId?: string }) {
    const filter = { ...filterOf(request), factorId: request.factorId, difficultyId: request.difficultyId };
    const [items, total] = await Promise.all([this.load(filter, pageOf(request)), repo.countItems(this.db, 'competency', filter)]);
    return { items, total };
  }

  async get(caller: Caller, id: string) {
    const [item] = await this.load({ id });
    if (!item) throw new AppError('notFound');
    return item;
  }

  /** Difficulty, factor and compensators must exist; a competency cannot compensate for itself. */
  private async check(input: CompetencyInput, selfId?: string) {
    const problems: { field: string; code: string; message: string }[] = [];
    if ((await repo.countItems(this.db, 'difficulty', { id: input.difficultyId })) === 0)
      problems.push({ field: 'difficultyId', code: 'unknownOption', message: 'validation.unknownOption' });
    if ((await repo.countItems(this.db, 'factor', { id: input.factorId })) === 0)
      problems.push({ field: 'factorId', code: 'unknownOption', message: 'validation.unknownOption' });
    const wanted = [...new Set(input.compensatorIds)];
    const found = wanted.length ? await repo.countExisting(this.db, 'competency', wanted) : 0;
    if (found !== wanted.length || (selfId && wanted.includes(selfId)))
      problems.push({ field: 'compensatorIds', code: 'unknownOption', message: 'validation.unknownOption' });
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

  async create(caller: Caller, input: CompetencyInput) {
    const compensators = await this.check(input);
    try {
      return await this.db.transaction(async (tx) => {
        const id = await repo.insertItem(tx, 'competency', this.columns(input));
        await repo.insertCompensators(tx, id, compensators);
        await audit(tx, caller, { action: 'competency.create', targetType: 'competency', targetId: id, details: { title: input.title } });
        return id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateTitle();
      throw err;
    }
  }

  async update(caller: Caller, input: CompetencyInput & { id: string }) {
    if ((await repo.countItems(this.db, 'competency', { id: input.id })) === 0) throw new AppError('notFound');
    const compensators = await this.check(input, input.id);
    try {
      await this.db.transaction(async (tx) => {
        await repo.updateItem(tx, 'competency', input.id, this.columns(input));
        await repo.replaceCompensators(tx, input.id, compensators);
        await audit(tx, caller, {
          action: 'competency.update',
          targetType: 'competency',
          targetId: input.id,
          details: { title: input.title },
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateTitle();
      throw err;
    }
  }

  async toggle(caller: Caller, id: string) {
    const row = await repo.findRow(this.db, 'competency', id);
    if (!row) throw new AppError('notFound');
    await this.db.transaction(async (tx) => {
      await repo.updateItem(tx, 'competency', id, { isActive: !row.isActive });
      await audit(tx, caller, {
        action: 'competency.toggle',
        targetType: 'competency',
        targetId: id,
        details: { isActive: !row.isActive },
      });
    });
  }

  async remove(caller: Caller, id: string) {
    const row = await repo.findRow(this.db, 'competency', id);
    if (!row) throw new AppError('notFound');
    const used = await repo.usesOf(this.db, 'competency', id);
    if (used > 0) throw new AppError('conflict', { messageKey: 'errors.competencyInUse', params: { count: used } });
    await this.db.transaction(async (tx) => {
      await repo.deleteItem(tx, 'competency', id);
      await audit(tx, caller, { action: 'competency.delete', targetType: 'competency', targetId: id, details: { title: row.title } });
    });
  }
}
