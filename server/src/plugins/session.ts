import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../http/actor.ts';
import { findSessionByTokenHash, touchSession } from './session.repo.ts';

export const SESSION_COOKIE = 'rira_sid';
export const REMEMBER_MS = 30 * 24 * 3600 * 1000;
/** A browser session (no "remember me") ends after this much inactivity on the server too. */
export const BROWSER_SESSION_IDLE_MS = 12 * 3600 * 1000;
/** Activity is written back at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url'); // 256 bits
  return { token, tokenHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionExpiry(remember: boolean, now = new Date()): Date {
  return new Date(now.getTime() + (remember ? REMEMBER_MS : BROWSER_SESSION_IDLE_MS));
}

export function setSessionCookie(reply: FastifyReply, token: string, remember: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.cookieSecure,
    // Without "remember me" the cookie dies with the browser.
    ...(remember ? { maxAge: REMEMBER_MS / 1000 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: reply.server.config.cookieSecure });
}

// Fills `request.actor` (http/actor.ts) from the session cookie before any route runs.
export default fp(async (app) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || request.url.startsWith('/assets/')) return;
    const found = await findSessionByTokenHash(app.db, hashSessionToken(token));
    if (!found || !found.user.isActive || (found.company && (!found.company.isActive || !found.activeInCompany))) {
      // A forged, expired or revoked cookie: forget it so the browser stops sending it.
      clearSessionCookie(reply);
      return;
    }
    const { session, user, company, impersonator, memberships } = found;
    const now = new Date();
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const expiresAt = sessionExpiry(session.remember, now);
      await touchSession(app.db, session.id, { lastSeenAt: now, expiresAt });
      session.lastSeenAt = now;
      session.expiresAt = expiresAt;
      if (session.remember) setSessionCookie(reply, token, true);
    }
    request.actor = {
      session,
      user,
      company,
      userId: user.id,
      companyId: session.companyId,
      role: session.role,
      impersonatorUserId: session.impersonatorUserId,
      impersonator,
      memberships,
    } satisfies Actor;
  });
});
