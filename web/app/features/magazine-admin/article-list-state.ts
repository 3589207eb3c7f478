import { PAGE_SIZES } from '@rira/contracts/envelopes';
import { ARTICLE_SORT_FIELDS, type ArticleAdminListRequest } from '@rira/contracts/site/admin-magazine';

/**
 * The articles table's state lives in the address (?page=2&size=25&sort=title&dir=asc&q=…&category=…
 * &published=yes&visible=no), so a reload, the back button or a shared link show the same rows.
 */
export type ArticleSortField = (typeof ARTICLE_SORT_FIELDS)[number];
export type YesNo = '' | 'yes' | 'no';

export interface ArticleListState {
  page: number;
  size: number;
  sort: ArticleSortField;
  direction: 'asc' | 'desc';
  search: string;
  categoryId: string;
  published: YesNo;
  visible: YesNo;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const yesNo = (value: string | null): YesNo => (value === 'yes' || value === 'no' ? value : '');

export function readArticleListState(params: URLSearchParams): ArticleListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  const category = params.get('category') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    sort: sort && (ARTICLE_SORT_FIELDS as readonly string[]).includes(sort) ? (sort as ArticleSortField) : 'updatedAt',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    search: (params.get('q') ?? '').slice(0, 200),
    categoryId: UUID.test(category) ? category : '',
    published: yesNo(params.get('published')),
    visible: yesNo(params.get('visible')),
  };
}

const PARAM_OF: Record<keyof ArticleListState, string> = {
  page: 'page',
  size: 'size',
  sort: 'sort',
  direction: 'dir',
  search: 'q',
  categoryId: 'category',
  published: 'published',
  visible: 'visible',
};
const DEFAULTS: Partial<Record<keyof ArticleListState, string | number>> = { page: 1, size: 10, sort: 'updatedAt', direction: 'desc' };

/** The address after a change; changing what is shown goes back to page 1. */
export function writeArticleListState(params: URLSearchParams, patch: Partial<ArticleListState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const full: Partial<ArticleListState> = { ...patch };
  if (Object.keys(patch).some((key) => key !== 'page') && patch.page === undefined) full.page = 1;
  for (const [key, value] of Object.entries(full) as Array<[keyof ArticleListState, string | number]>) {
    const name = PARAM_OF[key];
    if (value === '' || value === DEFAULTS[key]) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

export function buildArticleListRequest(state: ArticleListState): ArticleAdminListRequest {
  const flag = (value: YesNo) => (value === '' ? undefined : value === 'yes');
  return {
    pageIndex: state.page,
    pageSize: state.size,
    sort: state.sort,
    direction: state.direction,
    search: state.search.trim() || undefined,
    categoryId: state.categoryId || undefined,
    isPublished: flag(state.published),
    isVisible: flag(state.visible),
  };
}
