import type { FastifyRequest } from 'fastify';
import type { Role } from '@rira/contracts';
import type { companies, sessions, users } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

// The caller as the routes, guards and services see it. It lives in http/ (below plugins/ and
// modules/) because the route builders and the guard need it: plugins/session.ts only fills
// `request.actor` from the cookie, so that http/ never imports a plugin.

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** What the caller's membership list shows of a company, and whether its licence still holds. */
export type MembershipCompany = Pick<CompanyRow, 'id' | 'title' | 'titleEn' | 'logoFaPath' | 'logoEnPath' | 'licenceExpiresAt'>;

/** One role a person holds: in a company, or on the platform (`companyId` and `company` null). */
export interface MembershipRow {
  companyId: string | null;
  role: Role;
  company: MembershipCompany | null;
}

/** The system manager acting as this person, as the current user's banner names them. */
export type Impersonator = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'firstNameEn' | 'lastNameEn'>;

/** Who is calling, resolved from the session cookie. */
export interface Actor {
  session: SessionRow;
  user: UserRow;
  company: CompanyRow | null;
  userId: string;
  /**
   * The company and role the caller acts in: the session's, only while they are one of
   * `memberships` (heldMembership); otherwise both null and the person chooses again.
   */
  companyId: string | null;
  role: Role | null;
  impersonatorUserId: string | null;
  impersonator: Impersonator | null;
  /**
   * The person's memberships in active companies where they are active (platform roles too), by
   * company title then role: read with the session, in the same query, so they are as current as
   * the session itself and GetCurrentUser needs no query of its own.
   */
  memberships: MembershipRow[];
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/**
 * The membership a session may act in: the (company, role) it stores, only while that is one of the
 * person's memberships read with it (the same statement, so the same moment); otherwise none. The one
 * place that decides a caller's role (plugins/session.ts, for a kept caller as for one just read), so
 * a role taken away is gone on the next request, whatever the session row still says.
 */
export function heldMembership(
  session: { companyId: string | null; role: Role | null },
  memberships: readonly MembershipRow[],
): MembershipRow | null {
  if (!session.role) return null;
  return memberships.find((m) => m.companyId === session.companyId && m.role === session.role) ?? null;
}

export function isLicenceExpired(company: Pick<CompanyRow, 'licenceExpiresAt'> | null, now = new Date()): boolean {
  return Boolean(company?.licenceExpiresAt && company.licenceExpiresAt.getTime() <= now.getTime());
}

/**
 * The signed-in caller, or 401. A caller whose active company's licence has expired gets 402
 * unless the call is one that must still work then (sign out, switch company, language).
 */
export function requireActor(request: FastifyRequest, options: { allowExpiredLicence?: boolean } = {}): Actor {
  const actor = request.actor;
  if (!actor) throw new AppError('unauthorized');
  if (!options.allowExpiredLicence && isLicenceExpired(actor.company)) throw new AppError('licenceExpired');
  return actor;
}
