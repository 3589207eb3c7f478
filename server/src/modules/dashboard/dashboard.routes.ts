import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyDashboardSchema, managerDashboardSchema, singleEnvelope, type CompanyDashboard, type ManagerDashboard } from '@rira/contracts';
import { single } from '../../http/envelopes.ts';
import { requireActor } from '../../plugins/session.ts';
import * as repo from './dashboard.repo.ts';

const tags = ['Dashboard'];
const TOP = 10;

export const dashboardRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Manager/Dashboard/Get',
    { schema: { tags, summary: 'System manager: totals, top 10 companies by people and by assessments, unseen leads', response: { 200: singleEnvelope(managerDashboardSchema) } } },
    async () => {
      const [totals, byPeople, byAssessments, unseen] = await Promise.all([
        repo.platformTotals(app.db),
        repo.topCompaniesByPeople(app.db, TOP),
        repo.topCompaniesByAssessments(app.db, TOP),
        repo.unseenLeads(app.db),
      ]);
      const data: ManagerDashboard = { totals, topCompaniesByPeople: byPeople, topCompaniesByAssessments: byAssessments, unseen };
      return single(data);
    },
  );

  app.get(
    '/admin/Dashboard/Get',
    { schema: { tags, summary: "Company admin: the company's people, assessments by status and completion rate", response: { 200: singleEnvelope(companyDashboardSchema) } } },
    async (request) => {
      const actor = requireActor(request);
      const companyId = actor.companyId!;
      const [people, assessmentsByStatus, completionRate] = await Promise.all([
        repo.companyPeople(app.db, companyId),
        repo.companyAssessmentsByStatus(app.db, companyId),
        repo.companyCompletionRate(app.db, companyId),
      ]);
      const data: CompanyDashboard = { people, assessmentsByStatus, completionRate };
      return single(data);
    },
  );
};
