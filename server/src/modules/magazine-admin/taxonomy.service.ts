import type { FastifyInstance } from 'fastify';
import type { CategoryItem, TagItem } from '@rira/contracts/site/admin-magazine';
import { AppError, notFound } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Actor } from '../../plugins/session.ts';
import * as repo from './magazine-admin.repo.ts';
import { audit, duplicateSlug, publicChanged, refreshSearchText, requireEditor, slugFrom, withSuffix } from './magazine-admin.shared.ts';

interface ListRequest {
  search?: string;
  isActive?: boolean;
  pageIndex: number;
  pageSize: number;
}

interface CategoryValues {
  title: string;
  titleEn?: string | null;
  slug?: string;
  order?: number;
  isActive: boolean;
}

type TagValues = Omit<CategoryValues, 'order'>;

function toCategory(row: { item: repo.CategoryRow; usage: number }): CategoryItem {
  const { item } = row;
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    titleEn: item.titleEn,
    order: item.sortOrder,
    isActive: item.isActive,
    articleCount: row.usage,
    createdAt: item.createdAt.toISOString(),
  };
}

function toTag(row: { item: repo.TagRow; usage: number }): TagItem {
  const { item } = row;
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    titleEn: item.titleEn,
    isActive: item.isActive,
    articleCount: row.usage,
    createdAt: item.createdAt.toISOString(),
  };
}

/**
 * Inserts with the typed slug (a clash is the admin's to fix: 409 on the field) or, when none was
 * typed, one made from the title (a clash gets a random suffix).
 */
async function insertWithSlug(typed: string | undefined, made: string, insert: (slug: string) => Promise<string>): Promise<string> {
  try {
    return await insert(typed ?? made);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    if (typed) throw duplicateSlug();
  }
  try {
    return await insert(withSuffix(made));
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateSlug();
    throw err;
  }
}

/** manager/articleCategory/*: the magazine's categories. */
export class CategoryService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  async list(actor: Actor, request: ListRequest) {
    requireEditor(actor);
    const { rows, total } = await repo.listCategories(this.db, request);
    return { items: rows.map(toCategory), total };
  }

  private async load(actor: Actor, id: string) {
    requireEditor(actor);
    const row = await repo.findCategory(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  async get(actor: Actor, id: string) {
    return toCategory(await this.load(actor, id));
  }

  async create(actor: Actor, input: CategoryValues, ip: string): Promise<string> {
    requireEditor(actor);
    const id = await insertWithSlug(input.slug, slugFrom('category', input.titleEn, input.title), (slug) =>
      this.db.transaction(async (tx) => {
        const newId = await repo.insertCategory(tx, {
          slug,
          title: input.title,
          titleEn: input.titleEn ?? null,
          sortOrder: input.order ?? (await repo.nextCategoryOrder(tx)),
          isActive: input.isActive,
        });
        await audit(tx, actor, 'category.create', { type: 'articleCategory', id: newId }, ip, { title: input.title, slug });
        return newId;
      }),
    );
    publicChanged(this.app);
    return id;
  }

  async update(actor: Actor, input: CategoryValues & { id: string }, ip: string) {
    const { item } = await this.load(actor, input.id);
    try {
      await this.db.transaction(async (tx) => {
        await repo.updateCategory(tx, item.id, {
          title: input.title,
          titleEn: input.titleEn ?? null,
          slug: input.slug ?? item.slug,
          ...(input.order !== undefined ? { sortOrder: input.order } : {}),
          isActive: input.isActive,
        });
        await audit(tx, actor, 'category.update', { type: 'articleCategory', id: item.id }, ip, { title: input.title });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateSlug();
      throw err;
    }
    publicChanged(this.app);
  }

  async toggle(actor: Actor, id: string, ip: string) {
    const { item } = await this.load(actor, id);
    await this.db.transaction(async (tx) => {
      await repo.updateCategory(tx, item.id, { isActive: !item.isActive });
      await audit(tx, actor, 'category.toggle', { type: 'articleCategory', id: item.id }, ip, { isActive: !item.isActive });
    });
    publicChanged(this.app);
  }

  /** Refused while any article is in it (the message says how many); deactivating is the way out. */
  async remove(actor: Actor, id: string, ip: string) {
    const { item, usage } = await this.load(actor, id);
    if (usage > 0) throw new AppError('conflict', { messageKey: 'magazineAdmin.categoryInUse', params: { count: usage } });
    await this.db.transaction(async (tx) => {
      await repo.deleteCategory(tx, item.id);
      await audit(tx, actor, 'category.delete', { type: 'articleCategory', id: item.id }, ip, { title: item.title });
    });
    publicChanged(this.app);
  }
}

/** manager/tag/*: the magazine's tags. */
export class TagService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  async list(actor: Actor, request: ListRequest) {
    requireEditor(actor);
    const { rows, total } = await repo.listTags(this.db, request);
    return { items: rows.map(toTag), total };
  }

  private async load(actor: Actor, id: string) {
    requireEditor(actor);
    const row = await repo.findTag(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  async get(actor: Actor, id: string) {
    return toTag(await this.load(actor, id));
  }

  async create(actor: Actor, input: TagValues, ip: string): Promise<string> {
    requireEditor(actor);
    const id = await insertWithSlug(input.slug, slugFrom('tag', input.titleEn, input.title), (slug) =>
      this.db.transaction(async (tx) => {
        const newId = await repo.insertTag(tx, { slug, title: input.title, titleEn: input.titleEn ?? null, isActive: input.isActive });
        await audit(tx, actor, 'tag.create', { type: 'tag', id: newId }, ip, { title: input.title, slug });
        return newId;
      }),
    );
    return id;
  }

  /** A renamed tag changes what finds its articles: their search text is written again. */
  async update(actor: Actor, input: TagValues & { id: string }, ip: string) {
    const { item } = await this.load(actor, input.id);
    try {
      await this.db.transaction(async (tx) => {
        await repo.updateTag(tx, item.id, {
          title: input.title,
          titleEn: input.titleEn ?? null,
          slug: input.slug ?? item.slug,
          isActive: input.isActive,
        });
        if (input.title !== item.title || (input.titleEn ?? null) !== item.titleEn) {
          for (const article of await repo.articlesWithTag(tx, item.id)) await refreshSearchText(tx, article.id);
        }
        await audit(tx, actor, 'tag.update', { type: 'tag', id: item.id }, ip, { title: input.title });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateSlug();
      throw err;
    }
    publicChanged(this.app);
  }

  async toggle(actor: Actor, id: string, ip: string) {
    const { item } = await this.load(actor, id);
    await this.db.transaction(async (tx) => {
      await repo.updateTag(tx, item.id, { isActive: !item.isActive });
      await audit(tx, actor, 'tag.toggle', { type: 'tag', id: item.id }, ip, { isActive: !item.isActive });
    });
    publicChanged(this.app);
  }

  async remove(actor: Actor, id: string, ip: string) {
    const { item, usage } = await this.load(actor, id);
    if (usage > 0) throw new AppError('conflict', { messageKey: 'magazineAdmin.tagInUse', params: { count: usage } });
    await this.db.transaction(async (tx) => {
      await repo.deleteTag(tx, item.id);
      await audit(tx, actor, 'tag.delete', { type: 'tag', id: item.id }, ip, { title: item.title });
    });
    publicChanged(this.app);
  }
}
