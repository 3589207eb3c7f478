import {
  Award,
  BadgeCheck,
  Boxes,
  Briefcase,
  Building2,
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
  Tags,
  FileSpreadsheet,
  Gauge,
  LayoutDashboard,
  LayoutTemplate,
  Layers,
  Network,
  Shapes,
  UserCog,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { PLATFORM_ROLES, ROLES, type Role } from '@rira/contracts/auth';

/** Who edits the public site. */
const CONTENT_ROLES = PLATFORM_ROLES;

/**
 * The admin side navigation, per role. Later screens (users, companies, articles...) add their
 * entries here with the roles that may see them.
 */
export interface AdminNavItem {
  id: string;
  to: string;
  labelKey: string;
  icon: LucideIcon;
  roles: readonly Role[];
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { id: 'dashboard', to: '/admin/dashboard', labelKey: 'admin.nav.dashboard', icon: LayoutDashboard, roles: ROLES },
  { id: 'companies', to: '/admin/companies', labelKey: 'orgNav.companies', icon: Building2, roles: ['systemManager'] },
  { id: 'people', to: '/admin/users', labelKey: 'orgNav.people', icon: UsersRound, roles: ['systemManager', 'companyAdmin'] },
  { id: 'import', to: '/admin/users/import', labelKey: 'orgNav.import', icon: FileSpreadsheet, roles: ['companyAdmin'] },
  { id: 'departments', to: '/admin/departments', labelKey: 'orgNav.departments', icon: Network, roles: ['companyAdmin'] },
  { id: 'structures', to: '/admin/structures', labelKey: 'orgNav.structures', icon: Boxes, roles: ['companyAdmin'] },
  { id: 'positions', to: '/admin/positions', labelKey: 'orgNav.positions', icon: Briefcase, roles: ['companyAdmin'] },
  { id: 'jobTitles', to: '/admin/jobTitles', labelKey: 'orgNav.jobTitles', icon: BadgeCheck, roles: ['companyAdmin'] },
  { id: 'managementLevels', to: '/admin/managementLevels', labelKey: 'orgNav.managementLevels', icon: Layers, roles: ['companyAdmin'] },
  // the assessment platform (issue 6)
  { id: 'myAssessments', to: '/admin/my-assessments', labelKey: 'assessmentNav.myAssessments', icon: ClipboardCheck, roles: ROLES },
  { id: 'assessments', to: '/admin/assessments', labelKey: 'assessmentNav.assessments', icon: ClipboardList, roles: ['systemManager', 'companyAdmin'] },
  { id: 'templates', to: '/admin/templates', labelKey: 'assessmentNav.templates', icon: LayoutTemplate, roles: ['systemManager', 'companyAdmin'] },
  { id: 'competencies', to: '/admin/library/competencies', labelKey: 'assessmentNav.competencies', icon: Award, roles: ['systemManager'] },
  { id: 'factors', to: '/admin/library/factors', labelKey: 'assessmentNav.factors', icon: Shapes, roles: ['systemManager'] },
  { id: 'difficulties', to: '/admin/library/difficulties', labelKey: 'assessmentNav.difficulties', icon: Gauge, roles: ['systemManager'] },
  { id: 'assessorTypes', to: '/admin/library/assessorTypes', labelKey: 'assessmentNav.assessorTypes', icon: UserCog, roles: ['systemManager'] },
  // the public site's content (issue 4): the system manager and the content manager
  { id: 'articles', to: '/admin/articles', labelKey: 'contentNav.articles', icon: Newspaper, roles: CONTENT_ROLES },
  { id: 'articleCategories', to: '/admin/articleCategories', labelKey: 'contentNav.articleCategories', icon: FolderTree, roles: CONTENT_ROLES },
  { id: 'tags', to: '/admin/tags', labelKey: 'contentNav.tags', icon: Tags, roles: CONTENT_ROLES },
  { id: 'pages', to: '/admin/pages', labelKey: 'contentNav.pages', icon: FileText, roles: CONTENT_ROLES },
  { id: 'faq', to: '/admin/faq', labelKey: 'contentNav.faq', icon: CircleHelp, roles: CONTENT_ROLES },
  { id: 'trustedCompanies', to: '/admin/trustedCompanies', labelKey: 'contentNav.trustedCompanies', icon: Handshake, roles: CONTENT_ROLES },
  { id: 'formSubmissions', to: '/admin/form-submission', labelKey: 'contentNav.formSubmissions', icon: Inbox, roles: CONTENT_ROLES },
  { id: 'attachmentRequests', to: '/admin/attachmentRequests', labelKey: 'contentNav.attachmentRequests', icon: Paperclip, roles: CONTENT_ROLES },
  { id: 'survey', to: '/admin/servey/assessment', labelKey: 'contentNav.survey', icon: MessageSquareText, roles: CONTENT_ROLES },
  { id: 'profile', to: '/admin/profile', labelKey: 'admin.nav.profile', icon: CircleUserRound, roles: ROLES },
];

export function adminNavFor(role: Role | null): AdminNavItem[] {
  if (!role) return [];
  return ADMIN_NAV.filter((item) => item.roles.includes(role));
}
