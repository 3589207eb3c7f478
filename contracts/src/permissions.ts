import type { Role } from './auth.ts';

/**
 * Who may do what: one vocabulary for the server's guards, the web's role gates and the admin
 * navigation (docs/security.md). A role group names the roles; an action names a group; every API
 * operation names its action in `API_ACCESS`, and the server refuses to start with an operation
 * that has none. Which company a call may touch is decided per resource on the server (the
 * policies beside each module's service), never here.
 */

/**
 * The roles of each group. `anyone` needs no session; `signedIn` needs one, with or without a role
 * chosen yet (a person with several memberships signs in first, then chooses).
 */
export const ROLE_GROUPS = {
  anyone: 'anyone',
  signedIn: 'signedIn',
  systemManager: ['systemManager'],
  /** Act on the whole platform's content (the public site). */
  content: ['systemManager', 'contentManager'],
  /** Run a company: its people, structure and assessments (the system manager names the company). */
  organisation: ['systemManager', 'companyAdmin'],
  /** Run one company from within it (screens that need a company in the session). */
  companyAdmin: ['companyAdmin'],
} as const satisfies Record<string, readonly Role[] | 'anyone' | 'signedIn'>;
export type RoleGroup = keyof typeof ROLE_GROUPS;
export type GroupMembers = (typeof ROLE_GROUPS)[RoleGroup];

/**
 * What each action asks of the caller. `anyLicence`: the call still works when the active
 * company's licence has expired (signing out, switching company); every other signed-in call
 * answers 402 then.
 */
export const ACTIONS = {
  /** No session needed (public site, sign-in, personal invitation links: the token is the credential). */
  public: { group: 'anyone' },
  /** The caller's own account: profile, password, avatar, notifications. */
  'account.own': { group: 'signedIn' },
  /** The session itself: sign out, choose a company and role, end an impersonation. */
  'account.session': { group: 'signedIn', anyLicence: true },
  /** Act as another person (LoginAsUser). */
  'platform.impersonate': { group: 'systemManager' },
  'companies.manage': { group: 'systemManager' },
  /** A company's own settings (SMS for invitations and reminders): its admins, and the system manager for any. */
  'company.settings': { group: 'organisation' },
  'dashboard.platform': { group: 'systemManager' },
  'dashboard.company': { group: 'companyAdmin' },
  'people.manage': { group: 'organisation' },
  'structure.manage': { group: 'organisation' },
  /** Read the competency library (difficulties, factors, competencies, assessor types). */
  'library.read': { group: 'organisation' },
  /** Change the competency library. */
  'library.manage': { group: 'systemManager' },
  /** Templates: platform ones by the system manager, a company's own by its admins. */
  'templates.manage': { group: 'organisation' },
  'assessments.manage': { group: 'organisation' },
  /** Answer, choose one's assessors, see one's own assessments. */
  'assessments.participate': { group: 'signedIn' },
  'reports.manage': { group: 'organisation' },
  /**
   * What only the platform may do with an assessment's answers and reports (method §2, inside the
   * company): reopen a closed assessment, release an earlier version. Audited.
   */
  'assessments.platform': { group: 'systemManager' },
  /** Read a report: the assessed person (the released version, when allowed) or an admin. */
  'reports.read': { group: 'signedIn' },
  /** The PDF printer's page: the one-time print token is the credential. */
  'reports.print': { group: 'anyone' },
  /** The public site's content: articles, pages, FAQs, logos, form submissions, the survey, the site settings (contacts). */
  'content.manage': { group: 'content' },
} as const satisfies Record<string, { group: RoleGroup; anyLicence?: boolean }>;
export type Action = keyof typeof ACTIONS;

/** Who an action admits: `anyone`, any `signedIn` caller, or these roles. */
export function membersOf(action: Action): GroupMembers {
  return ROLE_GROUPS[ACTIONS[action].group];
}

/** A caller as the rules see them: null when not signed in. */
export type Caller = { role: Role | null } | null;

/** Whether this caller may take this action. */
export function allows(caller: Caller, action: Action): boolean {
  const members = membersOf(action);
  if (members === 'anyone') return true;
  if (!caller) return false;
  if (members === 'signedIn') return true;
  return caller.role !== null && (members as readonly Role[]).includes(caller.role);
}

/**
 * Every API operation's action, keyed `METHOD /path` as the route is registered (without `/api`;
 * `:param` as in the route). The server looks each route up here when it is registered.
 */
export const API_ACCESS: Readonly<Record<string, Action>> = {
  'GET /health': 'public',
  'GET /health/live': 'public',
  'GET /health/ready': 'public',
  'POST /Authentication/AuthorizeWithPassword': 'public',
  'POST /Authentication/RegisterPhoneNumber': 'public',
  'POST /Authentication/UpdateVerificationCode': 'public',
  'POST /Authentication/Authorize': 'public',
  'POST /Authentication/ForgotPassword': 'public',
  'POST /Authentication/ResetPassword': 'public',
  'GET /Authentication/GetCurrentUser': 'account.own',
  'GET /Authentication/GetUser': 'account.own',
  'POST /Authentication/SelectMembership': 'account.session',
  'POST /Authentication/SignOut': 'account.session',
  'POST /Authentication/Clear': 'public',
  'POST /Authentication/ChangePassword': 'account.own',
  'POST /Authentication/UploadAvatar': 'account.own',
  'POST /Authentication/LoginAsUser': 'platform.impersonate',
  'POST /Authentication/ReturnToMyAccount': 'account.session',
  'POST /Language/change': 'public',
  'GET /Language/Get': 'public',
  'GET /Notificaton/GetUserNotifications': 'account.own',
  'POST /Notificaton/CheckIn': 'account.own',
  'POST /Notificaton/CheckAll': 'account.own',
  'POST /admin/Company/GetAll': 'companies.manage',
  'POST /admin/Company/GetCompanyAssessments': 'companies.manage',
  'GET /admin/Company/Get/:id': 'companies.manage',
  'POST /admin/Company/Add': 'companies.manage',
  'POST /admin/Company/Update': 'companies.manage',
  'POST /admin/Company/Toggle': 'companies.manage',
  'POST /admin/Company/Delete': 'companies.manage',
  'POST /admin/Company/UploadCompanyLogo': 'companies.manage',
  'GET /admin/CompanySettings/Get': 'company.settings',
  'POST /admin/CompanySettings/Update': 'company.settings',
  'POST /manager/applicationUser/GetAll': 'people.manage',
  'GET /manager/applicationUser/Export': 'people.manage',
  'GET /manager/applicationUser/GetUser/:id': 'people.manage',
  'GET /manager/applicationUser/GetHrUsers': 'people.manage',
  'POST /manager/applicationUser/Create': 'people.manage',
  'POST /manager/applicationUser/Update': 'people.manage',
  'POST /manager/applicationUser/ToggleActivity': 'people.manage',
  'POST /manager/applicationUser/changePassword': 'people.manage',
  'POST /manager/applicationUser/Delete': 'people.manage',
  'POST /manager/applicationUser/Profile/ResetPassword': 'people.manage',
  'GET /manager/applicationUser/DownloadSample': 'people.manage',
  'POST /manager/applicationUser/UploadExcel': 'people.manage',
  'GET /manager/applicationUser/GetImportJob/:id': 'people.manage',
  'GET /manager/applicationUser/DownloadImportErrors/:id': 'people.manage',
  'POST /admin/Department/GetAll': 'structure.manage',
  'GET /admin/Department/Get/:id': 'structure.manage',
  'POST /admin/Department/Add': 'structure.manage',
  'POST /admin/Department/Update': 'structure.manage',
  'POST /admin/Department/Toggle': 'structure.manage',
  'POST /admin/Department/Delete': 'structure.manage',
  'POST /admin/Department/Reorder': 'structure.manage',
  'POST /admin/Structure/GetAll': 'structure.manage',
  'GET /admin/Structure/Get/:id': 'structure.manage',
  'POST /admin/Structure/Add': 'structure.manage',
  'POST /admin/Structure/Update': 'structure.manage',
  'POST /admin/Structure/Toggle': 'structure.manage',
  'POST /admin/Structure/Delete': 'structure.manage',
  'POST /admin/Structure/Reorder': 'structure.manage',
  'POST /admin/Position/GetAll': 'structure.manage',
  'GET /admin/Position/Get/:id': 'structure.manage',
  'POST /admin/Position/Add': 'structure.manage',
  'POST /admin/Position/Update': 'structure.manage',
  'POST /admin/Position/Toggle': 'structure.manage',
  'POST /admin/Position/Delete': 'structure.manage',
  'POST /admin/Position/Reorder': 'structure.manage',
  'POST /admin/JobTitle/GetAll': 'structure.manage',
  'GET /admin/JobTitle/Get/:id': 'structure.manage',
  'POST /admin/JobTitle/Add': 'structure.manage',
  'POST /admin/JobTitle/Update': 'structure.manage',
  'POST /admin/JobTitle/Toggle': 'structure.manage',
  'POST /admin/JobTitle/Delete': 'structure.manage',
  'POST /admin/JobTitle/Reorder': 'structure.manage',
  'POST /admin/ManagementLevel/GetAll': 'structure.manage',
  'GET /admin/ManagementLevel/Get/:id': 'structure.manage',
  'POST /admin/ManagementLevel/Add': 'structure.manage',
  'POST /admin/ManagementLevel/Update': 'structure.manage',
  'POST /admin/ManagementLevel/Toggle': 'structure.manage',
  'POST /admin/ManagementLevel/Delete': 'structure.manage',
  'POST /admin/ManagementLevel/Reorder': 'structure.manage',
  'GET /Manager/Dashboard/Get': 'dashboard.platform',
  'GET /admin/Dashboard/Get': 'dashboard.company',
  'POST /admin/Difficulty/GetAll': 'library.read',
  'GET /admin/Difficulty/Get/:id': 'library.read',
  'POST /admin/Difficulty/Add': 'library.manage',
  'POST /admin/Difficulty/Update': 'library.manage',
  'POST /admin/Difficulty/Toggle': 'library.manage',
  'POST /admin/Difficulty/Delete': 'library.manage',
  'POST /admin/Factor/GetAll': 'library.read',
  'GET /admin/Factor/Get/:id': 'library.read',
  'POST /admin/Factor/Add': 'library.manage',
  'POST /admin/Factor/Update': 'library.manage',
  'POST /admin/Factor/Toggle': 'library.manage',
  'POST /admin/Factor/Delete': 'library.manage',
  'POST /admin/Competency/GetAll': 'library.read',
  'GET /admin/Competency/Get/:id': 'library.read',
  'POST /admin/Competency/Add': 'library.manage',
  'POST /admin/Competency/Update': 'library.manage',
  'POST /admin/Competency/Toggle': 'library.manage',
  'POST /admin/Competency/Delete': 'library.manage',
  'POST /admin/AssessorType/GetAll': 'library.read',
  'GET /admin/AssessorType/Get/:id': 'library.read',
  'POST /admin/AssessorType/Add': 'library.manage',
  'POST /admin/AssessorType/Update': 'library.manage',
  'POST /admin/AssessorType/Toggle': 'library.manage',
  'POST /admin/AssessorType/Delete': 'library.manage',
  'POST /admin/AssessmentTemplate/GetAll': 'templates.manage',
  'GET /admin/AssessmentTemplate/Get/:id': 'templates.manage',
  'POST /admin/AssessmentTemplate/Add': 'templates.manage',
  'POST /admin/AssessmentTemplate/Update': 'templates.manage',
  'POST /admin/AssessmentTemplate/Toggle': 'templates.manage',
  'POST /admin/AssessmentTemplate/Delete': 'templates.manage',
  'POST /admin/Assessment/GetAll': 'assessments.manage',
  'GET /admin/Assessment/Get/:id': 'assessments.manage',
  'POST /admin/Assessment/Add': 'assessments.manage',
  'POST /admin/Assessment/Update': 'assessments.manage',
  'POST /admin/Assessment/Delete': 'assessments.manage',
  'POST /admin/Assessment/Publish': 'assessments.manage',
  'POST /admin/Assessment/CopyToUsers': 'assessments.manage',
  'POST /admin/Assessment/ConfirmAssessors': 'assessments.manage',
  'POST /admin/Assessment/PickAssessors': 'assessments.manage',
  'GET /admin/Assessment/GetProposals/:id': 'assessments.manage',
  'POST /admin/Assessment/SendInvitations': 'assessments.manage',
  'POST /admin/Assessment/Remind': 'assessments.manage',
  'POST /admin/Assessment/ResetAssessor': 'assessments.manage',
  'POST /admin/Assessment/RevokeLink': 'assessments.manage',
  'POST /admin/Assessment/CopyInvitationLink': 'assessments.manage',
  'POST /admin/Assessment/Close': 'assessments.manage',
  'POST /admin/Assessment/Extend': 'assessments.manage',
  'POST /admin/Assessment/Reopen': 'assessments.platform',
  'GET /admin/Assessment/GetCritiques/:id': 'assessments.manage',
  'GET /admin/Assessment/DownloadBaseData': 'assessments.manage',
  'POST /user/Assessment/GetMine': 'assessments.participate',
  'GET /user/Assessment/GetMineCounts': 'assessments.participate',
  'GET /user/Assessment/Get/:assessorId': 'assessments.participate',
  'POST /user/Assessment/Record': 'assessments.participate',
  'POST /user/Assessment/Register': 'assessments.participate',
  'POST /user/Assessment/Critique': 'assessments.participate',
  'GET /user/Assessor/GetTypes/:assessmentId': 'assessments.participate',
  'POST /user/Assessor/SearchColleagues': 'assessments.participate',
  'GET /user/Assessor/GetProposals/:assessmentId': 'assessments.participate',
  'GET /user/Assessor/GetMine/:assessmentId': 'assessments.participate',
  'POST /user/Assessor/Nominate': 'assessments.participate',
  'POST /user/Assessor/SendInvitations': 'assessments.participate',
  'GET /user/Invitation/Open/:token': 'public',
  'POST /user/Invitation/Record': 'public',
  'POST /user/Invitation/Critique': 'public',
  'POST /user/Invitation/Register': 'public',
  'POST /admin/Report/Generate': 'reports.manage',
  'POST /admin/Report/Release': 'assessments.platform',
  'GET /admin/Report/GetReopenExposure/:assessmentId': 'assessments.platform',
  'GET /admin/Report/GetVersions/:assessmentId': 'reports.manage',
  'GET /user/Report/Get/:assessmentId': 'reports.read',
  'GET /user/Report/Print/:assessmentId': 'reports.print',
  'POST /user/Report/ChooseDevelopment': 'reports.read',
  'GET /user/Report/Pdf/:assessmentId': 'reports.read',
  'GET /admin/Report/ExportCompany': 'reports.manage',
  'POST /user/article/GetAll': 'public',
  'POST /user/article/GetArticles': 'public',
  'GET /user/article/getArticleIndex/:id': 'public',
  'GET /user/article/GetArticleDetails/:id': 'public',
  'GET /user/article/GetSingleIndex': 'public',
  'GET /user/article/GetLatestArticles': 'public',
  'GET /user/ArticleCategory/GetCategories': 'public',
  'GET /user/Tag/GetTags': 'public',
  'GET /user/ArticleBackLink/GetArticleBackLinks/:id': 'public',
  'GET /user/faq/GetFaqs/:id': 'public',
  'GET /user/truestedCompany/GetCompanies/:id': 'public',
  'GET /user/PageContent/Get/:id': 'public',
  'GET /user/SiteSettings/Get': 'public',
  'POST /FormSubmission/Submit': 'public',
  'POST /productDemo/Submit': 'public',
  'POST /serviceDemo/Submit': 'public',
  'POST /user/AttachmentRequest/Submit': 'public',
  'POST /User/AssessmentServey/Submit': 'public',
  'POST /manager/articleCategory/GetAll': 'content.manage',
  'GET /manager/articleCategory/GetById/:id': 'content.manage',
  'POST /manager/articleCategory/Create': 'content.manage',
  'POST /manager/articleCategory/Update': 'content.manage',
  'POST /manager/articleCategory/ToggleActivity': 'content.manage',
  'POST /manager/articleCategory/Delete': 'content.manage',
  'POST /manager/tag/GetAll': 'content.manage',
  'GET /manager/tag/GetById/:id': 'content.manage',
  'POST /manager/tag/Create': 'content.manage',
  'POST /manager/tag/Update': 'content.manage',
  'POST /manager/tag/ToggleActivity': 'content.manage',
  'POST /manager/tag/Delete': 'content.manage',
  'POST /manager/article/GetAll': 'content.manage',
  'GET /manager/article/Get/:id': 'content.manage',
  'POST /manager/article/Create': 'content.manage',
  'POST /manager/article/Update': 'content.manage',
  'POST /manager/article/UploadCover': 'content.manage',
  'POST /manager/article/UploadImage': 'content.manage',
  'POST /manager/article/Publish': 'content.manage',
  'POST /manager/article/Unpublish': 'content.manage',
  'POST /manager/article/SetPublishDate': 'content.manage',
  'POST /manager/article/ToggleVisible': 'content.manage',
  'POST /manager/article/Delete': 'content.manage',
  'POST /manager/articleAttachment/Upload': 'content.manage',
  'POST /manager/articleAttachment/Delete': 'content.manage',
  'POST /manager/articleBackLink/GetAll': 'content.manage',
  'GET /manager/articleBackLink/GetById/:id': 'content.manage',
  'POST /manager/articleBackLink/Create': 'content.manage',
  'POST /manager/articleBackLink/Update': 'content.manage',
  'POST /manager/articleBackLink/Delete': 'content.manage',
  'POST /manager/faq/GetAll': 'content.manage',
  'GET /manager/faq/GetById/:id': 'content.manage',
  'POST /manager/faq/Create': 'content.manage',
  'POST /manager/faq/Update': 'content.manage',
  'POST /manager/faq/Toggle': 'content.manage',
  'POST /manager/faq/Delete': 'content.manage',
  'POST /manager/TruestedCompany/GetAll': 'content.manage',
  'GET /manager/TruestedCompany/GetById/:id': 'content.manage',
  'POST /manager/TruestedCompany/Create': 'content.manage',
  'POST /manager/TruestedCompany/Update': 'content.manage',
  'POST /manager/TruestedCompany/Toggle': 'content.manage',
  'POST /manager/TruestedCompany/Delete': 'content.manage',
  'POST /manager/TruestedCompany/UploadCompanyLogo': 'content.manage',
  'POST /manager/formSubmission/GetAll': 'content.manage',
  'GET /manager/formSubmission/Export': 'content.manage',
  'POST /manager/formSubmission/Seen': 'content.manage',
  'POST /manager/formSubmission/Delete': 'content.manage',
  'POST /manager/productDemo/GetAll': 'content.manage',
  'GET /manager/productDemo/Dashboard/Get': 'content.manage',
  'GET /manager/productDemo/Export': 'content.manage',
  'POST /manager/productDemo/Seen': 'content.manage',
  'POST /manager/productDemo/Delete': 'content.manage',
  'POST /manager/serviceDemo/GetAll': 'content.manage',
  'GET /manager/serviceDemo/Dashboard/Get': 'content.manage',
  'GET /manager/serviceDemo/Export': 'content.manage',
  'POST /manager/serviceDemo/Seen': 'content.manage',
  'POST /manager/serviceDemo/Delete': 'content.manage',
  'POST /manager/attachmentRequest/GetAll': 'content.manage',
  'POST /manager/attachmentRequest/Resend': 'content.manage',
  'POST /manager/pageContent/GetAll': 'content.manage',
  'GET /manager/pageContent/Get/:id': 'content.manage',
  'POST /manager/pageContent/Update': 'content.manage',
  'GET /manager/survey/Get': 'content.manage',
  'POST /manager/survey/Update': 'content.manage',
  'POST /manager/survey/Responses/GetAll': 'content.manage',
  'POST /manager/survey/Responses/Seen': 'content.manage',
  'POST /manager/survey/Responses/Delete': 'content.manage',
  'GET /manager/survey/Responses/Export': 'content.manage',
  'GET /manager/siteSettings/Get': 'content.manage',
  'POST /manager/siteSettings/Update': 'content.manage',
};

/** The key of an operation in API_ACCESS. */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/^\/api(?=\/)/, '')}`;
}
