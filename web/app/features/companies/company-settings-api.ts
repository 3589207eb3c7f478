import { companySettingsContract as call } from '@rira/contracts/api/company-settings';
import type { CompanySettingsUpdate } from '@rira/contracts/organisation';
import { apiData } from '../../lib/api.ts';

/** A company's own settings (admin/CompanySettings/*): its admins' company, or the one the system manager names. */
export const companySettingsKeys = {
  one: (companyId: string | undefined) => ['companySettings', companyId ?? 'mine'] as const,
};

export const companySettingsApi = {
  get: (companyId: string | undefined, signal?: AbortSignal) => apiData(call.get, { query: companyId ? { companyId } : {} }, { signal }),
  update: (input: CompanySettingsUpdate) => apiData(call.update, { body: input }, { loading: true }),
};
