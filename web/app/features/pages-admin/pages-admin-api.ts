import type { LanguageCode } from '@rira/contracts/auth';
import type { ListEnvelope, SingleEnvelope } from '@rira/contracts/envelopes';
import type {
  AdminPageDetail,
  AdminPageItem,
  AdminPageListRequest,
  SurveyResponseItem,
  SurveyResponseListRequest,
} from '@rira/contracts/site/admin-pages';
import { API_BASE, apiGet, apiRequest } from '../../lib/api-client.ts';
import { compact, postAction, postList } from '../organisation/list-request.ts';
import { downloadFile, type DownloadResult } from '../reports/report-api.ts';

/** manager/pageContent/* and manager/survey/*: the page editors and the survey admin. */
export const pagesAdminKeys = {
  all: ['pagesAdmin'] as const,
  list: (request: AdminPageListRequest) => ['pagesAdmin', 'list', request] as const,
  page: (pageKey: string) => ['pagesAdmin', 'page', pageKey] as const,
  responses: ['pagesAdmin', 'responses'] as const,
  responseList: (request: SurveyResponseListRequest) => ['pagesAdmin', 'responses', request] as const,
};

export const pagesAdminApi = {
  list: (request: AdminPageListRequest, signal?: AbortSignal): Promise<ListEnvelope<AdminPageItem>> =>
    postList<AdminPageItem>('manager/pageContent/GetAll', compact({ ...request }), signal),
  get: (pageKey: string, signal?: AbortSignal) =>
    apiGet<AdminPageDetail>(`manager/pageContent/Get/${encodeURIComponent(pageKey)}`, { signal }),
  /** Saves one language's document; the answer is the stored version. Field errors stay on the form (no toast). */
  update: async (
    body: { pageKey: string; language: LanguageCode; content: unknown; updatedAt?: string },
    options: { successToast?: boolean } = {},
  ) => {
    const envelope = await apiRequest<SingleEnvelope<{ updatedAt: string }>>('manager/pageContent/Update', {
      method: 'POST',
      body,
      loading: true,
      successToast: options.successToast ?? true,
    });
    return envelope.data;
  },
  responses: (request: SurveyResponseListRequest, signal?: AbortSignal): Promise<ListEnvelope<SurveyResponseItem>> =>
    postList<SurveyResponseItem>('manager/survey/Responses/GetAll', compact({ ...request }), signal),
  seen: (id: string) => apiRequest<null>('manager/survey/Responses/Seen', { method: 'POST', body: { id }, successToast: false }),
  remove: (id: string) => postAction('manager/survey/Responses/Delete', { id }),
  exportResponses: (lang: LanguageCode, language?: LanguageCode): Promise<DownloadResult> =>
    downloadFile(
      `${API_BASE}manager/survey/Responses/Export?lang=${lang}${language ? `&language=${language}` : ''}`,
      'survey-responses.xlsx',
    ),
};
