import { dashboardContract as call } from '@rira/contracts/api/dashboard';
import { apiData } from '../../lib/api.ts';

export const dashboardKeys = {
  manager: ['dashboard', 'manager'] as const,
  company: (companyId: string) => ['dashboard', 'company', companyId] as const,
};

export const dashboardApi = {
  manager: () => apiData(call.platform),
  company: () => apiData(call.company),
};
