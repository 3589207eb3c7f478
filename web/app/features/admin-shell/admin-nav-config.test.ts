import { describe, expect, it } from 'vitest';
import { CONTRACT } from '@rira/contracts/api/index';
import { libraryContract } from '@rira/contracts/api/library';
import { magazineAdminContract } from '@rira/contracts/api/magazine-admin';
import type { ApiRoute } from '@rira/contracts/api/route';
import { siteAdminContract } from '@rira/contracts/api/site-admin';
import { structureContract } from '@rira/contracts/api/structure';
import { ADMIN_NAV, adminNavFor } from './admin-nav-config.ts';
import { hasMembershipChoice, membershipOptions } from '../auth/membership.ts';

describe('admin navigation per role', () => {
  it('gives every role the dashboard, its own assessments and profile, and nobody without a role anything', () => {
    expect(adminNavFor('user').map((i) => i.to)).toEqual(['/admin/dashboard', '/admin/my-assessments', '/admin/profile']);
    expect(adminNavFor(null)).toEqual([]);
  });

  it('offers the rounds (issue 26) to the company admin and the system manager, not to an employee or the content manager', () => {
    const hasRounds = (role: Parameters<typeof adminNavFor>[0]) => adminNavFor(role).some((i) => i.to === '/admin/rounds');
    expect(hasRounds('companyAdmin')).toBe(true);
    expect(hasRounds('systemManager')).toBe(true);
    expect(hasRounds('user')).toBe(false);
    expect(hasRounds('contentManager')).toBe(false);
    expect(ADMIN_NAV.find((i) => i.id === 'rounds')?.labelKey).toBe('rounds.nav');
  });

  it('gives the system manager companies and people, a company admin people, import and the structure screens', () => {
    expect(adminNavFor('systemManager').map((i) => i.to)).toEqual([
      '/admin/dashboard',
      '/admin/companies',
      '/admin/users',
      '/admin/my-assessments',
      '/admin/assessments',
      '/admin/rounds',
      '/admin/templates',
      '/admin/library/competencies',
      '/admin/library/factors',
      '/admin/library/difficulties',
      '/admin/library/assessorTypes',
      '/admin/articles',
      '/admin/articleCategories',
      '/admin/tags',
      '/admin/pages',
      '/admin/faq',
      '/admin/trustedCompanies',
      '/admin/form-submission',
      '/admin/attachmentRequests',
      '/admin/servey/assessment',
      '/admin/siteSettings',
      '/admin/profile',
    ]);
    expect(adminNavFor('contentManager').map((i) => i.to)).toEqual([
      '/admin/dashboard',
      '/admin/my-assessments',
      '/admin/articles',
      '/admin/articleCategories',
      '/admin/tags',
      '/admin/pages',
      '/admin/faq',
      '/admin/trustedCompanies',
      '/admin/form-submission',
      '/admin/attachmentRequests',
      '/admin/servey/assessment',
      '/admin/siteSettings',
      '/admin/profile',
    ]);
    expect(adminNavFor('companyAdmin').map((i) => i.to)).toEqual([
      '/admin/dashboard',
      '/admin/users',
      '/admin/users/import',
      '/admin/departments',
      '/admin/structures',
      '/admin/positions',
      '/admin/jobTitles',
      '/admin/managementLevels',
      '/admin/companySettings',
      '/admin/my-assessments',
      '/admin/assessments',
      '/admin/rounds',
      '/admin/templates',
      '/admin/profile',
    ]);
  });
});

/**
 * The contract route each screen of the navigation stands on (the one it loads, or for the
 * library screens, which change the library, the one that changes it). Every module's table is
 * imported here, in a test, so the navigation itself need not (admin-nav-config.ts).
 */
const SCREEN_ROUTE: Record<string, ApiRoute> = {
  dashboard: CONTRACT.auth.currentUser,
  companies: CONTRACT.companies.list,
  people: CONTRACT.people.list,
  import: CONTRACT.people.uploadExcel,
  departments: structureContract.department.list,
  structures: structureContract.structure.list,
  positions: structureContract.position.list,
  jobTitles: structureContract.jobTitle.list,
  managementLevels: structureContract.managementLevel.list,
  companySettings: CONTRACT.companySettings.get,
  myAssessments: CONTRACT.assessments.mine,
  assessments: CONTRACT.assessments.list,
  rounds: CONTRACT.rounds.list,
  templates: libraryContract.template.list,
  competencies: libraryContract.competency.create,
  factors: libraryContract.factor.create,
  difficulties: libraryContract.difficulty.create,
  assessorTypes: libraryContract.assessorType.create,
  articles: magazineAdminContract.article.list,
  articleCategories: magazineAdminContract.category.list,
  tags: magazineAdminContract.tag.list,
  pages: CONTRACT.pagesAdmin.list,
  faq: siteAdminContract.faq.list,
  trustedCompanies: siteAdminContract.trustedCompany.list,
  formSubmissions: siteAdminContract.formSubmission.list,
  attachmentRequests: siteAdminContract.attachmentRequest.list,
  survey: CONTRACT.pagesAdmin.getSurvey,
  siteSettings: CONTRACT.siteSettings.get,
  profile: CONTRACT.auth.profile,
};

describe('admin navigation and the contract', () => {
  it('gates each entry on the access of the route its screen stands on (the rule the server guards it with)', () => {
    expect(ADMIN_NAV.filter((item) => !SCREEN_ROUTE[item.id]).map((item) => item.id)).toEqual([]);
    const drifted = ADMIN_NAV.filter((item) => SCREEN_ROUTE[item.id]!.access !== item.action).map(
      (item) => `${item.id}: ${item.action}, its route ${SCREEN_ROUTE[item.id]!.path} ${SCREEN_ROUTE[item.id]!.access}`,
    );
    expect(drifted).toEqual([]);
  });
});

describe('membership choices', () => {
  const company = { id: 'c1', title: 'شرکت', titleEn: null, logoFaUrl: null, logoEnUrl: null };
  it('flattens companies and roles; a switch appears only with more than one', () => {
    const one = [{ company, roles: ['user' as const] }];
    const several = [
      { company: null, roles: ['systemManager' as const] },
      { company, roles: ['companyAdmin' as const, 'user' as const] },
    ];
    expect(membershipOptions(several)).toHaveLength(3);
    expect(hasMembershipChoice({ memberships: one })).toBe(false);
    expect(hasMembershipChoice({ memberships: several })).toBe(true);
  });
});
