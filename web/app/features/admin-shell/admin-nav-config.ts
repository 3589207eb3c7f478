import {
  Award,
  BadgeCheck,
  Boxes,
  Briefcase,
  Building2,
  CalendarRange,
  ClipboardCheck,
  ClipboardList,
  CircleHelp,
  CircleUserRound,
  FileText,
  FolderTree,
  Handshake,
  Inbox,
  MessageSquareText,
  Newspaper,
  Paperclip,
  Settings,
  Tags,
  FileSpreadsheet,
  Gauge,
  LayoutDashboard,
  LayoutTemplate,
  Layers,
  Network,
  Shapes,
  SlidersHorizontal,
  UserCog,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@rira/contracts/auth';
import { COMPANY_ROLES } from '@rira/contracts/organisation';
import { allows, type Action } from '@rira/contracts/permissions';
import type { MessageKey } from '../../lib/i18n-keys.ts';

/**
 * The admin side navigation. Each entry names the action its screen needs
 * (contracts/src/permissions.ts: the actions the server's guard and the screens' RoleGate read).
 * It names the action, not the contract route the screen loads: the navigation is in every admin
 * page's bundle, and importing each module's route table here would bring every module's schemas
 * with it. admin-nav-config.test.ts checks each entry's action against the access of the route
 * its screen loads, so the two cannot drift apart.
 */
export interface AdminNavItem {
  id: string;
  to: string;
  labelKey: MessageKey;
  icon: LucideIcon;
  action: Action;
  /**
   * The screen works on the session's company (import, the structure lists): shown to roles that
   * act inside a company; the system manager reaches a company's lists from its page.
   */
  withinCompany?: true;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { id: 'dashboard', to: '/admin/dashboard', labelKey: 'admin.nav.dashboard', icon: LayoutDashboard, action: 'account.own' },
  { id: 'companies', to: '/admin/companies', labelKey: 'orgNav.companies', icon: Building2, action: 'companies.manage' },
  { id: 'people', to: '/admin/users', labelKey: 'orgNav.people', icon: UsersRound, action: 'people.manage' },
  {
    id: 'import',
    to: '/admin/users/import',
    labelKey: 'orgNav.import',
    icon: FileSpreadsheet,
    action: 'people.manage',
    withinCompany: true,
  },
  {
    id: 'departments',
    to: '/admin/departments',
    labelKey: 'orgNav.departments',
    icon: Network,
    action: 'structure.manage',
    withinCompany: true,
  },
  {
    id: 'structures',
    to: '/admin/structures',
    labelKey: 'orgNav.structures',
    icon: Boxes,
    action: 'structure.manage',
    withinCompany: true,
  },
  {
    id: 'positions',
    to: '/admin/positions',
    labelKey: 'orgNav.positions',
    icon: Briefcase,
    action: 'structure.manage',
    withinCompany: true,
  },
  {
    id: 'jobTitles',
    to: '/admin/jobTitles',
    labelKey: 'orgNav.jobTitles',
    icon: BadgeCheck,
    action: 'structure.manage',
    withinCompany: true,
  },
  {
    id: 'managementLevels',
    to: '/admin/managementLevels',
    labelKey: 'orgNav.managementLevels',
    icon: Layers,
    action: 'structure.manage',
    withinCompany: true,
  },
  {
    id: 'companySettings',
    to: '/admin/companySettings',
    labelKey: 'orgNav.companySettings',
    icon: SlidersHorizontal,
    action: 'company.settings',
    withinCompany: true,
  },
  // the assessment platform (issue 6)
  {
    id: 'myAssessments',
    to: '/admin/my-assessments',
    labelKey: 'assessmentNav.myAssessments',
    icon: ClipboardCheck,
    action: 'assessments.participate',
  },
  { id: 'assessments', to: '/admin/assessments', labelKey: 'assessmentNav.assessments', icon: ClipboardList, action: 'assessments.manage' },
  { id: 'rounds', to: '/admin/rounds', labelKey: 'rounds.nav', icon: CalendarRange, action: 'assessments.manage' },
  { id: 'templates', to: '/admin/templates', labelKey: 'assessmentNav.templates', icon: LayoutTemplate, action: 'templates.manage' },
  { id: 'competencies', to: '/admin/library/competencies', labelKey: 'assessmentNav.competencies', icon: Award, action: 'library.manage' },
  { id: 'factors', to: '/admin/library/factors', labelKey: 'assessmentNav.factors', icon: Shapes, action: 'library.manage' },
  { id: 'difficulties', to: '/admin/library/difficulties', labelKey: 'assessmentNav.difficulties', icon: Gauge, action: 'library.manage' },
  {
    id: 'assessorTypes',
    to: '/admin/library/assessorTypes',
    labelKey: 'assessmentNav.assessorTypes',
    icon: UserCog,
    action: 'library.manage',
  },
  // the public site's content (issue 4): the system manager and the content manager
  { id: 'articles', to: '/admin/articles', labelKey: 'contentNav.articles', icon: Newspaper, action: 'content.manage' },
  {
    id: 'articleCategories',
    to: '/admin/articleCategories',
    labelKey: 'contentNav.articleCategories',
    icon: FolderTree,
    action: 'content.manage',
  },
  { id: 'tags', to: '/admin/tags', labelKey: 'contentNav.tags', icon: Tags, action: 'content.manage' },
  { id: 'pages', to: '/admin/pages', labelKey: 'contentNav.pages', icon: FileText, action: 'content.manage' },
  { id: 'faq', to: '/admin/faq', labelKey: 'contentNav.faq', icon: CircleHelp, action: 'content.manage' },
  {
    id: 'trustedCompanies',
    to: '/admin/trustedCompanies',
    labelKey: 'contentNav.trustedCompanies',
    icon: Handshake,
    action: 'content.manage',
  },
  { id: 'formSubmissions', to: '/admin/form-submission', labelKey: 'contentNav.formSubmissions', icon: Inbox, action: 'content.manage' },
  {
    id: 'attachmentRequests',
    to: '/admin/attachmentRequests',
    labelKey: 'contentNav.attachmentRequests',
    icon: Paperclip,
    action: 'content.manage',
  },
  { id: 'survey', to: '/admin/servey/assessment', labelKey: 'contentNav.survey', icon: MessageSquareText, action: 'content.manage' },
  { id: 'siteSettings', to: '/admin/siteSettings', labelKey: 'contentNav.siteSettings', icon: Settings, action: 'content.manage' },
  { id: 'profile', to: '/admin/profile', labelKey: 'admin.nav.profile', icon: CircleUserRound, action: 'account.own' },
];

export function adminNavFor(role: Role | null): AdminNavItem[] {
  if (!role) return [];
  return ADMIN_NAV.filter(
    (item) => allows({ role }, item.action) && (!item.withinCompany || (COMPANY_ROLES as readonly Role[]).includes(role)),
  );
}
