import type { CompanyDashboard, ManagerDashboard } from '@rira/contracts/organisation';
import { apiGet } from '../../lib/api-client.ts';

export const dashboardKeys = {
  manager: ['dashboard', 'manager'] as const,
  company: (companyId: string) => ['dashboard', 'company', companyId] as const,
};

export const dashboardApi = {
  manager: () => apiGet<ManagerDashboard>('Manager/Dashboard/Get'),
  company: () => apiGet<CompanyDashboard>('admin/Dashboard/Get'),
};
