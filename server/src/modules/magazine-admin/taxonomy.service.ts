import type { FastifyInstance } from 'fastify';
import type { CategoryItem, TagItem } from '@rira/contracts/site/admin-magazine';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import * as repo from './magazine-admin.repo.ts';
import { publicPagesChanged } from '../../http/content-admin.ts';
import { auditMagazine, duplicateSlug, refreshSearchText, slugFrom, withSuffix } from './magazine-admin.shared.ts';

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

function toTag(row: { item: repo.TagRow | repo.CategoryRow; usage: number }): TagItem {
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

/** A category is a tag with an order. */
function toCategory(row: { item: repo.CategoryRow; usage: number }): CategoryItem {
  return { ...toTag(row), order: row.item.sortOrder };
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

type Usage<Row> = { item: Row; usage: number };
type TaxonomyRow = repo.CategoryRow | repo.TagRow;

/** What tells a category from a tag: its table's calls, its item, its words in audit rows and messages. */
interface TaxonomyKind<Row extends TaxonomyRow, Item, Values extends TagValues> {
  /** The audit action's first word and a made-up slug's prefix. */
  name: 'category' | 'tag';
  targetType: string;
  inUseKey: string;
  toItem(row: Usage<Row>): Item;
  list(db: DbOrTx, request: ListRequest): Promise<{ rows: Usage<Row>[]; total: number }>;
  find(db: DbOrTx, id: string): Promise<Usage<Row> | null | undefined>;
  insert(tx: DbOrTx, values: { slug: string; title: string; titleEn: string | null; isActive: boolean }, input: Values): Promise<string>;
  update(
    tx: DbOrTx,
    id: string,
    values: { title?: string; titleEn?: string | null; slug?: string; isActive?: boolean },
    input?: Values,
  ): Promise<void>;
  remove(tx: DbOrTx, id: string): Promise<void>;
  /** Inside the update's transaction, after the row is written. */
  afterUpdate?(tx: DbOrTx, item: Row, input: Values): Promise<void>;
  /** Whether a new, still unused one changes what the public site shows. */
  publicOnCreate: boolean;
}

/** The six calls of a magazine taxonomy (categories, tags); a category or tag in use cannot be deleted. */
class TaxonomyService<Row extends TaxonomyRow, Item, Values extends TagValues> {
  constructor(
    private readonly app: FastifyInstance,
    private readonly kind: TaxonomyKind<Row, Item, Values>,
  ) {}

  private get db() {
    return this.app.db;
  }

  async list(caller: Caller, request: ListRequest) {
    const { rows, total } = await this.kind.list(this.db, request);
    return { items: rows.map((row) => this.kind.toItem(row)), total };
  }

  private async load(caller: Caller, id: string) {
    const row = await this.kind.find(this.db, id);
    if (!row) throw new AppError('notFound');
    return row;
  }

  async get(caller: Caller, id: string) {
    return this.kind.toItem(await this.load(caller, id));
  }

  async create(caller: Caller, input: Values): Promise<string> {
    const { name, targetType } = this.kind;
    const id = await insertWithSlug(input.slug, slugFrom(name, input.titleEn, input.title), (slug) =>
      this.db.transaction(async (tx) => {
        const newId = await this.kind.insert(
          tx,
          { slug, title: input.title, titleEn: input.titleEn ?? null, isActive: input.isActive },
          input,
        );
        await auditMagazine(tx, caller, `${name}.create`, { type: targetType, id: newId }, { title: input.title, slug });
        return newId;
      }),
    );
    if (this.kind.publicOnCreate) publicPagesChanged(this.app);
    return id;
  }

  async update(caller: Caller, input: Values & { id: string }) {
    const { item } = await this.load(caller, input.id);
    const { name, targetType } = this.kind;
    try {
      await this.db.transaction(async (tx) => {
        await this.kind.update(
          tx,
          item.id,
          { title: input.title, titleEn: input.titleEn ?? null, slug: input.slug ?? item.slug, isActive: input.isActive },
          input,
        );
        await this.kind.afterUpdate?.(tx, item, input);
        await auditMagazine(tx, caller, `${name}.update`, { type: targetType, id: item.id }, { title: input.title });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateSlug();
      throw err;
    }
    publicPagesChanged(this.app);
  }

  async toggle(caller: Caller, id: string) {
    const { item } = await this.load(caller, id);
    const { name, targetType } = this.kind;
    await this.db.transaction(async (tx) => {
      await this.kind.update(tx, item.id, { isActive: !item.isActive });
      await auditMagazine(tx, caller, `${name}.toggle`, { type: targetType, id: item.id }, { isActive: !item.isActive });
    });
    publicPagesChanged(this.app);
  }

  /** Refused while any article uses it (the message says how many); deactivating is the way out. */
  async remove(caller: Caller, id: string) {
    const { item, usage } = await this.load(caller, id);
    const { name, targetType } = this.kind;
    if (usage > 0) throw new AppError('conflict', { messageKey: this.kind.inUseKey, params: { count: usage } });
    await this.db.transaction(async (tx) => {
      await this.kind.remove(tx, item.id);
      await auditMagazine(tx, caller, `${name}.delete`, { type: targetType, id: item.id }, { title: item.title });
    });
    publicPagesChanged(this.app);
  }
}

/** manager/articleCategory/*: the magazine's categories, in their order. */
export class CategoryService extends TaxonomyService<repo.CategoryRow, CategoryItem, CategoryValues> {
  constructor(app: FastifyInstance) {
    super(app, {
      name: 'category',
      targetType: 'articleCategory',
      inUseKey: 'magazineAdmin.categoryInUse',
      toItem: toCategory,
      list: repo.listCategories,
      find: repo.findCategory,
      insert: async (tx, values, input) =>
        repo.insertCategory(tx, { ...values, sortOrder: input.order ?? (await repo.nextCategoryOrder(tx)) }),
      update: (tx, id, values, input) =>
        repo.updateCategory(tx, id, { ...values, ...(input?.order !== undefined ? { sortOrder: input.order } : {}) }),
      remove: repo.deleteCategory,
      publicOnCreate: true,
    });
  }
}

/** manager/tag/*: the magazine's tags. A new tag is on no article yet, so the public pages stay as they are. */
export class TagService extends TaxonomyService<repo.TagRow, TagItem, TagValues> {
  constructor(app: FastifyInstance) {
    super(app, {
      name: 'tag',
      targetType: 'tag',
      inUseKey: 'magazineAdmin.tagInUse',
      toItem: toTag,
      list: repo.listTags,
      find: repo.findTag,
      insert: (tx, values) => repo.insertTag(tx, values),
      update: (tx, id, values) => repo.updateTag(tx, id, values),
      remove: repo.deleteTag,
      // A renamed tag changes what finds its articles: their search text is written again.
      afterUpdate: async (tx, item, input) => {
        if (input.title !== item.title || (input.titleEn ?? null) !== item.titleEn) {
          for (const article of await repo.articlesWithTag(tx, item.id)) await refreshSearchText(tx, article.id);
        }
      },
      publicOnCreate: false,
    });
  }
}
