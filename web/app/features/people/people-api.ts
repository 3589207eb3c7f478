import { authContract } from '@rira/contracts/api/auth';
import { peopleContract as call } from '@rira/contracts/api/people';
import type { PersonInput, PersonListRequest } from '@rira/contracts/organisation';
import type { LanguageCode } from '@rira/contracts/language';
import { api, apiData, apiHref } from '../../lib/api.ts';
import { compact } from '../../lib/list-request.ts';

export const peopleKeys = {
  all: ['people'] as const,
  list: (request: PersonListRequest) => ['people', 'list', request] as const,
  one: (id: string, companyId: string | undefined) => ['people', 'one', id, companyId ?? null] as const,
  hr: (companyId: string | undefined) => ['people', 'hr', companyId ?? null] as const,
};

/** Reading is silent; a change shows the full-screen loading and the server's success message. */
const changing = { loading: true } as const;

export const peopleApi = {
  list: (request: PersonListRequest, signal?: AbortSignal) => api(call.list, { body: compact(request) }, { successToast: false, signal }),
  get: (id: string, companyId?: string) => apiData(call.get, { params: { id }, query: { companyId } }),
  hrUsers: (companyId?: string) => apiData(call.hrUsers, { query: { companyId } }),
  create: (input: PersonInput) => apiData(call.create, { body: input }, changing),
  update: (input: PersonInput & { id: string }) => apiData(call.update, { body: input }, changing),
  toggleActivity: (id: string, companyId?: string) => apiData(call.toggleActivity, { body: { id, companyId } }, changing),
  setPassword: (input: { id: string; companyId?: string; newPassword: string; repeatPassword: string }) =>
    apiData(call.setPassword, { body: input }, changing),
  remove: (id: string, companyId?: string) => apiData(call.remove, { body: { id, companyId } }, changing),
  resetPassword: (id: string, companyId?: string) => apiData(call.resetPassword, { body: { id, companyId } }, changing),
  /** System manager only: act as this person; the caller reloads the app afterwards. */
  loginAs: (userId: string) => apiData(authContract.loginAs, { body: { UserId: userId } }, { loading: true }),
  importJob: (id: string, signal?: AbortSignal) => apiData(call.importJob, { params: { id } }, { signal }),
};

/**
 * The Export call's address for a plain download link: the list's filters (not its page) and the
 * screen's language.
 */
export function peopleExportUrl(request: PersonListRequest, lang: LanguageCode): string {
  const { pageIndex: _page, pageSize: _size, hasReports: _reports, isActive, ...filters } = request;
  const active = isActive === undefined ? undefined : isActive ? ('true' as const) : ('false' as const);
  return apiHref(call.export, { query: { ...compact({ ...filters, isActive: active }), lang } });
}

export const sampleUrl = (lang: LanguageCode, companyId?: string) => apiHref(call.sample, { query: { lang, companyId } });
export const importErrorsUrl = (id: string) => apiHref(call.importErrors, { params: { id } });
