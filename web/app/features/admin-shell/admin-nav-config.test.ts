import { describe, expect, it } from 'vitest';
import { adminNavFor } from './admin-nav-config.ts';
import { hasMembershipChoice, membershipOptions } from '../auth/membership.ts';

describe('admin navigation per role', () => {
  it('gives every role the dashboard, its own assessments and profile, and nobody without a role anything', () => {
    expect(adminNavFor('user').map((i) => i.to)).toEqual(['/admin/dashboard', '/admin/my-assessments', '/admin/profile']);
    expect(adminNavFor(null)).toEqual([]);
  });

  it('gives the system manager companies and people, a company admin people, import and the structure screens', () => {
    expect(adminNavFor('systemManager').map((i) => i.to)).toEqual([
      '/admin/dashboard',
      '/admin/companies',
      '/admin/users',
      '/admin/my-assessments',
      '/admin/assessments',
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
      '/admin/templates',
      '/admin/profile',
    ]);
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
