import type { FastifyRequest } from 'fastify';
import type { Role } from '@rira/contracts';
import type { companies, sessions, users } from '../db/schema/index.ts';
import { AppError, unauthorized } from './app-error.ts';

// The caller as the routes, guards and services see it. It lives in http/ (below plugins/ and
// modules/) because the route builders and the guard need it: plugins/session.ts only fills
// `request.actor` from the cookie, so that http/ never imports a plugin.

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** Who is calling, resolved from the session cookie. */
export interface Actor {
  session: SessionRow;
  user: UserRow;
  company: CompanyRow | null;
  userId: string;
  companyId: string | null;
  role: Role | null;
  impersonatorUserId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function isLicenceExpired(company: CompanyRow | null, now = new Date()): boolean {
  return Boolean(company?.licenceExpiresAt && company.licenceExpiresAt.getTime() <= now.getTime());
}

/**
 * The signed-in caller, or 401. A caller whose active company's licence has expired gets 402
 * unless the call is one that must still work then (sign out, switch company, language).
 */
export function requireActor(request: FastifyRequest, options: { allowExpiredLicence?: boolean } = {}): Actor {
  const actor = request.actor;
  if (!actor) throw unauthorized();
  if (!options.allowExpiredLicence && isLicenceExpired(actor.company)) throw new AppError('licenceExpired');
  return actor;
}
