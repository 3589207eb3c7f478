import type { FastifyInstance } from 'fastify';
import type { StructureInput, StructureItem, StructureKind } from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Caller } from '../../http/caller.ts';
import { audit, type AuditEvent } from '../audit/audit.repo.ts';
import { assertRowInScope, resolveCompanyScope } from '../companies/company-scope.ts';
import * as repo from './structure.repo.ts';

function toItem(row: { item: repo.StructureRow; usageCount: number }): StructureItem {
  const { item } = row;
  return {
    id: item.id,
    companyId: item.companyId,
    title: item.title,
    titleEn: item.titleEn,
    order: item.sortOrder,
    isActive: item.isActive,
    usageCount: row.usageCount,
    createdAt: item.createdAt.toISOString(),
  };
}

const duplicateTitle = () =>
  new AppError('conflict', {
    messageKey: 'validation.duplicateTitle',
    fieldErrors: [{ field: 'title', code: 'duplicateTitle', message: 'validation.duplicateTitle' }],
  });

/** Departments, structures, positions, job titles and management levels of one company. */
export class StructureService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly kind: StructureKind,
  ) {}

  private get db() {
    return this.app.db;
  }

  async list(caller: Caller, request: { companyId?: string; search?: string; isActive?: boolean; pageIndex: number; pageSize: number }) {
    const companyId = await resolveCompanyScope(this.db, caller, request.companyId);
    const { rows, total } = await repo.listItems(this.db, companyId, this.kind, request);
    return { items: rows.map(toItem), total };
  }

  private async load(caller: Caller, id: string) {
    const row = await repo.findItem(this.db, this.kind, id);
    if (!row) throw new AppError('notFound');
    assertRowInScope(caller, row.item.companyId);
    return row;
  }

  async get(caller: Caller, id: string): Promise<StructureItem> {
    return toItem(await this.load(caller, id));
  }

  async create(caller: Caller, input: StructureInput & { title: string }): Promise<string> {
    const companyId = await resolveCompanyScope(this.db, caller, input.companyId);
    if (await repo.findByTitle(this.db, companyId, this.kind, input.title)) throw duplicateTitle();
    try {
      return await this.db.transaction(async (tx) => {
        const id = await repo.insertItem(tx, {
          companyId,
          kind: this.kind,
          title: input.title,
          titleEn: input.titleEn ?? null,
          sortOrder: input.order ?? (await repo.nextSortOrder(tx, companyId, this.kind)),
          isActive: input.isActive ?? true,
        });
        await audit(tx, caller, this.event(companyId, 'create', id, { title: input.title }));
        return id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateTitle();
      throw err;
    }
  }

  async update(caller: Caller, input: { id: string; title: string; titleEn?: string | null; order?: number; isActive?: boolean }) {
    const { item } = await this.load(caller, input.id);
    const sameTitle = await repo.findByTitle(this.db, item.companyId, this.kind, input.title);
    if (sameTitle && sameTitle.id !== item.id) throw duplicateTitle();
    await this.db.transaction(async (tx) => {
      await repo.updateItem(tx, item.id, {
        title: input.title,
        titleEn: input.titleEn ?? null,
        ...(input.order !== undefined ? { sortOrder: input.order } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      });
      await audit(tx, caller, this.event(item.companyId, 'update', item.id, { title: input.title }));
    });
  }

  async toggle(caller: Caller, id: string) {
    const { item } = await this.load(caller, id);
    await this.db.transaction(async (tx) => {
      await repo.updateItem(tx, item.id, { isActive: !item.isActive });
      await audit(tx, caller, this.event(item.companyId, 'toggle', item.id, { isActive: !item.isActive }));
    });
  }

  /** Refused while anyone is assigned to it (the message says to how many); deactivating is the way out. */
  async remove(caller: Caller, id: string) {
    const { item, usageCount } = await this.load(caller, id);
    if (usageCount > 0) {
      throw new AppError('conflict', { messageKey: 'errors.referenced', params: { count: usageCount } });
    }
    await this.db.transaction(async (tx) => {
      await repo.deleteItem(tx, item.id);
      await audit(tx, caller, this.event(item.companyId, 'delete', item.id, { title: item.title }));
    });
  }

  /** Sets the order to the position of each id in the list; every id must be of this company and kind. */
  async reorder(caller: Caller, request: { companyId?: string; ids: string[] }) {
    const companyId = await resolveCompanyScope(this.db, caller, request.companyId);
    const unique = [...new Set(request.ids)];
    const found = await repo.idsInCompany(this.db, companyId, this.kind, unique);
    if (found.length !== unique.length || unique.length !== request.ids.length) throw new AppError('notFound');
    await this.db.transaction(async (tx) => {
      for (const [index, id] of request.ids.entries()) await repo.updateItem(tx, id, { sortOrder: index });
      await audit(tx, caller, this.event(companyId, 'reorder', null, { count: request.ids.length }));
    });
  }

  /** What a structure change's audit row says: `structure.<kind>.<verb>`, on the item. */
  private event(companyId: string, verb: string, id: string | null, details: Record<string, unknown>): AuditEvent {
    return { companyId, action: `structure.${this.kind}.${verb}`, targetType: this.kind, targetId: id, details };
  }
}
