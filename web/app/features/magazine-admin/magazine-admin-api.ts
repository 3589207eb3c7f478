import type { SingleEnvelope } from '@rira/contracts/envelopes';
import type {
  ArticleAdminDetails,
  ArticleAdminListItem,
  ArticleAdminListRequest,
  ArticleInput,
  ArticleUpdate,
  BacklinkInput,
  BacklinkItem,
  BacklinkUpdate,
  CategoryInput,
  CategoryItem,
  CategoryUpdate,
  TagInput,
  TagItem,
  TagUpdate,
  TaxonomyListRequest,
} from '@rira/contracts/site/admin-magazine';
import { apiGet, apiRequest } from '../../lib/api-client.ts';
import { compact, postAction, postList } from '../organisation/list-request.ts';

export type TaxonomyKind = 'category' | 'tag';
const TAXONOMY_BASE: Record<TaxonomyKind, string> = { category: 'manager/articleCategory', tag: 'manager/tag' };

export const magazineAdminKeys = {
  all: ['magazine-admin'] as const,
  taxonomy: (kind: TaxonomyKind, request?: object) => ['magazine-admin', kind, request ?? {}] as const,
  articles: (request?: object) => ['magazine-admin', 'articles', request ?? {}] as const,
  article: (id: string) => ['magazine-admin', 'article', id] as const,
  backlinks: (articleId: string) => ['magazine-admin', 'backlinks', articleId] as const,
};

function upload<T>(path: string, fields: Record<string, string>, file: File): Promise<SingleEnvelope<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return apiRequest<SingleEnvelope<T>>(path, { method: 'POST', formData: form, loading: true });
}

export const taxonomyApi = {
  list: (kind: TaxonomyKind, request: TaxonomyListRequest, signal?: AbortSignal) =>
    postList<CategoryItem | TagItem>(`${TAXONOMY_BASE[kind]}/GetAll`, compact({ ...request }), signal),
  get: (kind: TaxonomyKind, id: string) => apiGet<CategoryItem | TagItem>(`${TAXONOMY_BASE[kind]}/GetById/${id}`),
  create: (kind: TaxonomyKind, input: CategoryInput | TagInput) =>
    postAction<string>(`${TAXONOMY_BASE[kind]}/Create`, compact({ ...input })),
  update: (kind: TaxonomyKind, input: CategoryUpdate | TagUpdate) => postAction(`${TAXONOMY_BASE[kind]}/Update`, input),
  toggle: (kind: TaxonomyKind, id: string) => postAction(`${TAXONOMY_BASE[kind]}/ToggleActivity`, { id }),
  remove: (kind: TaxonomyKind, id: string) => postAction(`${TAXONOMY_BASE[kind]}/Delete`, { id }),
};

/** Every active item of a kind (pickers): read page by page, 100 at a time. */
export async function fetchAllTaxonomy(kind: TaxonomyKind, signal?: AbortSignal): Promise<(CategoryItem | TagItem)[]> {
  const items: (CategoryItem | TagItem)[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await taxonomyApi.list(kind, { pageIndex, pageSize: 100 }, signal);
    items.push(...page.data);
    if (pageIndex >= page.totalPages) break;
  }
  return items;
}

export const articleApi = {
  list: (request: ArticleAdminListRequest, signal?: AbortSignal) =>
    postList<ArticleAdminListItem>('manager/article/GetAll', compact({ ...request }), signal),
  get: (id: string, signal?: AbortSignal) => apiGet<ArticleAdminDetails>(`manager/article/Get/${id}`, { signal }),
  /** Field errors and the 409 stale edit are shown in the form, not as toasts. */
  create: (input: ArticleInput) =>
    apiRequest<SingleEnvelope<string>>('manager/article/Create', { method: 'POST', body: input, loading: true, errorToast: false }).then(
      (e) => e.data,
    ),
  update: (input: ArticleUpdate) =>
    apiRequest<SingleEnvelope<{ updatedAt: string }>>('manager/article/Update', {
      method: 'POST',
      body: input,
      loading: true,
      errorToast: false,
    }).then((e) => e.data),
  publish: (id: string, publishDate: string | null) => postAction('manager/article/Publish', compact({ id, publishDate })),
  unpublish: (id: string) => postAction('manager/article/Unpublish', { id }),
  setPublishDate: (id: string, publishDate: string) => postAction('manager/article/SetPublishDate', { id, publishDate }),
  toggleVisible: (id: string) => postAction('manager/article/ToggleVisible', { id }),
  remove: (id: string) => postAction('manager/article/Delete', { id }),
  uploadCover: (id: string, file: File) =>
    upload<{ url: string; smallUrl: string; shareUrl: string; updatedAt: string }>('manager/article/UploadCover', { id }, file).then(
      (e) => e.data,
    ),
  uploadImage: (file: File) => upload<{ url: string }>('manager/article/UploadImage', {}, file).then((e) => e.data),
  uploadAttachment: (articleId: string, title: string, file: File) =>
    upload<string>('manager/articleAttachment/Upload', { articleId, title }, file).then((e) => e.data),
  removeAttachment: (id: string) => postAction('manager/articleAttachment/Delete', { id }),
};

export const backlinkApi = {
  list: (articleId: string, signal?: AbortSignal) =>
    postList<BacklinkItem>('manager/articleBackLink/GetAll', { articleId, pageIndex: 1, pageSize: 100 }, signal),
  create: (input: BacklinkInput) => postAction<string>('manager/articleBackLink/Create', compact({ ...input })),
  update: (input: BacklinkUpdate) => postAction('manager/articleBackLink/Update', input),
  remove: (id: string) => postAction('manager/articleBackLink/Delete', { id }),
};
