import type { Company, CompanyAssessment, CompanyInput, CompanyListRequest, CompanyUpdate } from '@rira/contracts/organisation';
import type { LanguageCode } from '@rira/contracts/auth';
import { apiGet, apiRequest } from '../../lib/api-client.ts';
import { compact, postAction, postList } from '../organisation/list-request.ts';

export const companyKeys = {
  all: ['companies'] as const,
  list: (request: CompanyListRequest) => ['companies', 'list', request] as const,
  options: ['companies', 'options'] as const,
  one: (id: string) => ['companies', 'one', id] as const,
  assessments: (id: string, pageIndex: number) => ['companies', 'assessments', id, pageIndex] as const,
};

export const companiesApi = {
  list: (request: CompanyListRequest, signal?: AbortSignal) => postList<Company>('admin/Company/GetAll', compact(request), signal),
  get: (id: string) => apiGet<Company>(`admin/Company/Get/${id}`),
  add: (input: CompanyInput) => postAction<string>('admin/Company/Add', input),
  update: (input: CompanyUpdate) => postAction('admin/Company/Update', input),
  toggle: (id: string) => postAction('admin/Company/Toggle', { id }),
  remove: (id: string) => postAction('admin/Company/Delete', { id }),
  uploadLogo: (id: string, language: LanguageCode, file: File) => {
    const formData = new FormData();
    formData.append('id', id);
    formData.append('language', language);
    formData.append('file', file);
    return apiRequest<{ data: { logoUrl: string } }>('admin/Company/UploadCompanyLogo', { method: 'POST', formData, loading: true }).then(
      (envelope) => envelope.data,
    );
  },
  assessments: (companyId: string, pageIndex: number, signal?: AbortSignal) =>
    postList<CompanyAssessment>('admin/Company/GetCompanyAssessments', { companyId, pageIndex, pageSize: 10 }, signal),
};

/** Every company (title order), for pickers: at most a few hundred, read 100 at a time. */
export async function fetchCompanyOptions(signal?: AbortSignal): Promise<Company[]> {
  const all: Company[] = [];
  for (let pageIndex = 1; pageIndex <= 20; pageIndex += 1) {
    const page = await companiesApi.list({ pageIndex, pageSize: 100, sort: 'title', direction: 'asc' }, signal);
    all.push(...page.data);
    if (pageIndex >= page.totalPages) break;
  }
  return all;
}
