import { pagesAdminContract as call } from '@rira/contracts/api/pages-admin';
import type { LanguageCode } from '@rira/contracts/language';
import type { AdminPageListRequest, SurveyResponseListRequest } from '@rira/contracts/site/admin-pages';
import { api, apiData, apiHref } from '../../lib/api.ts';
import { downloadFile, type DownloadResult } from '../../lib/download.ts';
import { compact } from '../../lib/list-request.ts';

/** manager/pageContent/* and manager/survey/*: the page editors and the survey admin. */
export const pagesAdminKeys = {
  all: ['pagesAdmin'] as const,
  lists: ['pagesAdmin', 'list'] as const,
  list: (request: AdminPageListRequest) => ['pagesAdmin', 'list', request] as const,
  page: (pageKey: string) => ['pagesAdmin', 'page', pageKey] as const,
  responses: ['pagesAdmin', 'responses'] as const,
  responseList: (request: SurveyResponseListRequest) => ['pagesAdmin', 'responses', request] as const,
};

export const pagesAdminApi = {
  list: (request: AdminPageListRequest, signal?: AbortSignal) =>
    api(call.list, { body: compact({ ...request }) }, { successToast: false, signal }),
  get: (pageKey: string, signal?: AbortSignal) => apiData(call.get, { params: { id: pageKey } }, { signal }),
  /** Saves one language's document; the answer is the stored version. Field errors stay on the form (no toast). */
  update: (
    body: { pageKey: string; language: LanguageCode; content: Record<string, unknown>; updatedAt?: string },
    options: { successToast?: boolean } = {},
  ) => apiData(call.update, { body }, { loading: true, successToast: options.successToast ?? true }),
  responses: (request: SurveyResponseListRequest, signal?: AbortSignal) =>
    api(call.responses, { body: compact({ ...request }) }, { successToast: false, signal }),
  seen: (id: string) => api(call.markSeen, { body: { id } }, { successToast: false }),
  remove: (id: string) => apiData(call.removeResponse, { body: { id } }, { loading: true }),
  exportResponses: (lang: LanguageCode, language?: LanguageCode): Promise<DownloadResult> =>
    downloadFile(apiHref(call.exportResponses, { query: { lang, language } }), 'survey-responses.xlsx'),
};
