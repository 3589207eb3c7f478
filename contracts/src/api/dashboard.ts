import { singleEnvelope } from '../envelopes.ts';
import { companyDashboardSchema, managerDashboardSchema } from '../organisation.ts';
import { defineRoute } from './route.ts';

const tags = ['Dashboard'];

/** The panel's first page: the system manager's and a company admin's figures. */
export const dashboardContract = {
  platform: defineRoute({
    method: 'GET',
    path: '/Manager/Dashboard/Get',
    access: 'dashboard.platform',
    tags,
    summary: 'System manager: totals, top 10 companies by people and by assessments, unseen leads',
    response: singleEnvelope(managerDashboardSchema),
  }),
  company: defineRoute({
    method: 'GET',
    path: '/admin/Dashboard/Get',
    access: 'dashboard.company',
    tags,
    summary: "Company admin: the company's people, assessments by status and completion rate",
    response: singleEnvelope(companyDashboardSchema),
  }),
};
