import type { Role } from './auth.ts';

/**
 * Who may do what: one vocabulary for the server's guards, the web's role gates and the admin
 * navigation (docs/security.md). A role group names the roles; an action names a group; every API
 * route names its action (`access` in its contract, contracts/src/api/*), and the server refuses
 * to register an /api route that has none. Which company a call may touch is decided per resource
 * on the server (the policies beside each module's service), never here.
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
   * What only the platform may do with an assessment's answers and reports (assessment-method.md §2, inside the
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
 * Whether this caller may call this contract route (its `access`): a screen that shows what one
 * route loads gates on the route itself, so the gate and the server's guard cannot disagree.
 */
export function mayCall(caller: Caller, route: { readonly access: Action }): boolean {
  return allows(caller, route.access);
}
