import type { FastifyInstance } from 'fastify';
import type { CompanyDashboard, ManagerDashboard } from '@rira/contracts';
import type { Caller } from '../../http/caller.ts';
import * as repo from './dashboard.repo.ts';

/** How many companies each "top companies" widget shows. */
const TOP = 10;

/** The two dashboards: one query per widget, run side by side. */
export class DashboardService {
  constructor(private readonly app: FastifyInstance) {}
  private get db() {
    return this.app.db;
  }

  /** The system manager's: platform totals, the top companies by people and by assessments (their own left out), unseen leads. */
  async platform(caller: Caller): Promise<ManagerDashboard> {
    const [totals, byPeople, byAssessments, unseen] = await Promise.all([
      repo.platformTotals(this.db, caller.userId),
      repo.topCompaniesByPeople(this.db, TOP),
      repo.topCompaniesByAssessments(this.db, TOP, caller.userId),
      repo.unseenLeads(this.db),
    ]);
    return { totals, topCompaniesByPeople: byPeople, topCompaniesByAssessments: byAssessments, unseen };
  }

  /**
   * A company admin's, for the company of their session: people, assessments by status, completion
   * rate — the admin's own assessment counted in none of them.
   */
  async company(caller: Caller): Promise<CompanyDashboard> {
    const companyId = caller.companyId!;
    const [people, assessmentsByStatus, completionRate] = await Promise.all([
      repo.companyPeople(this.db, companyId),
      repo.companyAssessmentsByStatus(this.db, companyId, caller.userId),
      repo.companyCompletionRate(this.db, companyId, caller.userId),
    ]);
    return { people, assessmentsByStatus, completionRate };
  }
}
