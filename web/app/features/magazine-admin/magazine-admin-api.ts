import { magazineAdminContract } from '@rira/contracts/api/magazine-admin';
import type {
  ArticleAdminListRequest,
  ArticleInput,
  ArticleUpdate,
  BacklinkInput,
  BacklinkUpdate,
  CategoryInput,
  CategoryItem,
  CategoryUpdate,
  TagInput,
  TagItem,
  TagUpdate,
  TaxonomyListRequest,
} from '@rira/contracts/site/admin-magazine';
import { api, apiData, apiUpload } from '../../lib/api.ts';
import { fetchAllPages } from '../../lib/fetch-all.ts';
import { compact } from '../../lib/list-request.ts';

const { article: call, backlink } = magazineAdminContract;

export type TaxonomyKind = 'category' | 'tag';
const TAXONOMY = { category: magazineAdminContract.category, tag: magazineAdminContract.tag };

export const magazineAdminKeys = {
  all: ['magazine-admin'] as const,
  taxonomy: (kind: TaxonomyKind, request?: object) => ['magazine-admin', kind, request ?? {}] as const,
  articles: (request?: object) => ['magazine-admin', 'articles', request ?? {}] as const,
  article: (id: string) => ['magazine-admin', 'article', id] as const,
  backlinks: (articleId: string) => ['magazine-admin', 'backlinks', articleId] as const,
};

/** Reading is silent; a change shows the full-screen loading and the server's success message. */
const changing = { loading: true } as const;
const reading = { successToast: false } as const;

export const taxonomyApi = {
  list: (kind: TaxonomyKind, request: TaxonomyListRequest, signal?: AbortSignal) =>
    api(TAXONOMY[kind].list, { body: compact({ ...request }) }, { ...reading, signal }),
  get: (kind: TaxonomyKind, id: string): Promise<CategoryItem | TagItem> => apiData(TAXONOMY[kind].get, { params: { id } }),
  create: (kind: TaxonomyKind, input: CategoryInput | TagInput) =>
    apiData(TAXONOMY[kind].create, { body: compact({ ...input }) as CategoryInput & TagInput }, changing),
  update: (kind: TaxonomyKind, input: CategoryUpdate | TagUpdate) => apiData(TAXONOMY[kind].update, { body: input }, changing),
  toggle: (kind: TaxonomyKind, id: string) => apiData(TAXONOMY[kind].toggle, { body: { id } }, changing),
  remove: (kind: TaxonomyKind, id: string) => apiData(TAXONOMY[kind].remove, { body: { id } }, changing),
};

/** Every active item of a kind (pickers). */
export function fetchAllTaxonomy(kind: TaxonomyKind, signal?: AbortSignal): Promise<(CategoryItem | TagItem)[]> {
  return fetchAllPages<CategoryItem | TagItem>((paging) => taxonomyApi.list(kind, paging, signal));
}

/** Field errors and the 409 stale edit are shown in the form, not as toasts. */
const inForm = { ...changing, errorToast: false } as const;

export const articleApi = {
  list: (request: ArticleAdminListRequest, signal?: AbortSignal) =>
    api(call.list, { body: compact({ ...request }) }, { ...reading, signal }),
  get: (id: string, signal?: AbortSignal) => apiData(call.get, { params: { id } }, { signal }),
  create: (input: ArticleInput) => apiData(call.create, { body: input }, inForm),
  update: (input: ArticleUpdate) => apiData(call.update, { body: input }, inForm),
  publish: (id: string, publishDate: string | null) =>
    apiData(call.publish, { body: compact({ id, publishDate }) as { id: string } }, changing),
  unpublish: (id: string) => apiData(call.unpublish, { body: { id } }, changing),
  setPublishDate: (id: string, publishDate: string) => apiData(call.setPublishDate, { body: { id, publishDate } }, changing),
  toggleVisible: (id: string) => apiData(call.toggleVisible, { body: { id } }, changing),
  remove: (id: string) => apiData(call.remove, { body: { id } }, changing),
  uploadCover: (id: string, file: File) => apiUpload(call.uploadCover, { file, fields: { id } }).then((e) => e.data),
  uploadImage: (file: File) => apiUpload(call.uploadImage, { file }).then((e) => e.data),
  uploadAttachment: (articleId: string, title: string, file: File) =>
    apiUpload(call.uploadAttachment, { file, fields: { articleId, title } }).then((e) => e.data),
  removeAttachment: (id: string) => apiData(call.removeAttachment, { body: { id } }, changing),
};

export const backlinkApi = {
  list: (articleId: string, signal?: AbortSignal) =>
    api(backlink.list, { body: { articleId, pageIndex: 1, pageSize: 100 } }, { ...reading, signal }),
  create: (input: BacklinkInput) => apiData(backlink.create, { body: compact({ ...input }) as BacklinkInput }, changing),
  update: (input: BacklinkUpdate) => apiData(backlink.update, { body: input }, changing),
  remove: (id: string) => apiData(backlink.remove, { body: { id } }, changing),
};
