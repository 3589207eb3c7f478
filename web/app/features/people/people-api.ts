import type { CurrentUser } from '@rira/contracts/auth';
import type { ImportJob, Person, PersonInput, PersonListItem, PersonListRequest } from '@rira/contracts/organisation';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { compact, postAction, postList } from '../organisation/list-request.ts';

const base = 'manager/applicationUser';

export const peopleKeys = {
  all: ['people'] as const,
  list: (request: PersonListRequest) => ['people', 'list', request] as const,
  one: (id: string, companyId: string | undefined) => ['people', 'one', id, companyId ?? null] as const,
  hr: (companyId: string | undefined) => ['people', 'hr', companyId ?? null] as const,
};

export interface PersonDeleted {
  outcome: 'deleted' | 'deactivated';
}

export interface HrUser {
  id: string;
  fullName: string;
  fullNameEn: string | null;
  mobile: string | null;
  email: string | null;
  companyId: string;
  companyTitle: string;
  companyTitleEn: string | null;
}

export const peopleApi = {
  list: (request: PersonListRequest, signal?: AbortSignal) => postList<PersonListItem>(`${base}/GetAll`, compact(request), signal),
  get: (id: string, companyId?: string) => apiGet<Person>(`${base}/GetUser/${id}`, { query: { companyId } }),
  hrUsers: (companyId?: string) => apiGet<HrUser[]>(`${base}/GetHrUsers`, { query: { companyId } }),
  create: (input: PersonInput) => postAction<string>(`${base}/Create`, input),
  update: (input: PersonInput & { id: string }) => postAction(`${base}/Update`, input),
  toggleActivity: (id: string, companyId?: string) => postAction(`${base}/ToggleActivity`, compact({ id, companyId })),
  setPassword: (input: { id: string; companyId?: string; newPassword: string; repeatPassword: string }) =>
    postAction(`${base}/changePassword`, compact(input)),
  remove: (id: string, companyId?: string) => postAction<PersonDeleted>(`${base}/Delete`, compact({ id, companyId })),
  resetPassword: (id: string, companyId?: string) => postAction(`${base}/Profile/ResetPassword`, compact({ id, companyId })),
  /** System manager only: act as this person; the caller reloads the app afterwards. */
  loginAs: (userId: string) => apiPost<CurrentUser>('Authentication/LoginAsUser', { UserId: userId }, { loading: true }),
  importJob: (jobId: string, signal?: AbortSignal) => apiGet<ImportJob>(`${base}/GetImportJob/${jobId}`, { signal }),
};

export const sampleUrl = (lang: string, companyId?: string) =>
  `/api/${base}/DownloadSample?lang=${lang}${companyId ? `&companyId=${encodeURIComponent(companyId)}` : ''}`;
export const importErrorsUrl = (jobId: string) => `/api/${base}/DownloadImportErrors/${jobId}`;
export const uploadExcelPath = `${base}/UploadExcel`;
