import { companiesContract as call } from '@rira/contracts/api/companies';
import type { Company, CompanyInput, CompanyListRequest, CompanyUpdate } from '@rira/contracts/organisation';
import type { LanguageCode } from '@rira/contracts/language';
import { api, apiData, apiUpload } from '../../lib/api.ts';
import { fetchAllPages } from '../../lib/fetch-all.ts';
import { compact } from '../../lib/list-request.ts';

export const companyKeys = {
  all: ['companies'] as const,
  list: (request: CompanyListRequest) => ['companies', 'list', request] as const,
  options: ['companies', 'options'] as const,
  one: (id: string) => ['companies', 'one', id] as const,
  assessments: (id: string, pageIndex: number) => ['companies', 'assessments', id, pageIndex] as const,
};

/** Reading is silent; a change shows the full-screen loading and the server's success message. */
const changing = { loading: true } as const;

export const companiesApi = {
  list: (request: CompanyListRequest, signal?: AbortSignal) => api(call.list, { body: compact(request) }, { successToast: false, signal }),
  get: (id: string) => apiData(call.get, { params: { id } }),
  add: (input: CompanyInput) => apiData(call.create, { body: input }, changing),
  update: (input: CompanyUpdate) => apiData(call.update, { body: input }, changing),
  toggle: (id: string) => apiData(call.toggle, { body: { id } }, changing),
  remove: (id: string) => apiData(call.remove, { body: { id } }, changing),
  uploadLogo: (id: string, language: LanguageCode, file: File) =>
    apiUpload(call.uploadLogo, { file, fields: { id, language } }, { loading: true }).then((envelope) => envelope.data),
  assessments: (companyId: string, pageIndex: number, signal?: AbortSignal) =>
    api(call.assessments, { body: { companyId, pageIndex, pageSize: 10 } }, { successToast: false, signal }),
};

/** Every company (title order), for pickers. */
export function fetchCompanyOptions(signal?: AbortSignal): Promise<Company[]> {
  return fetchAllPages((paging) => companiesApi.list({ ...paging, sort: 'title', direction: 'asc' }, signal));
}
