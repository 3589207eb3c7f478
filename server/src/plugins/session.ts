import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { heldMembership, type Actor } from '../http/actor.ts';
import { ActorCache } from './actor-cache.ts';
import { readActorVersion, readSessionActor, touchSession, type FoundSession } from './session.repo.ts';

export const SESSION_COOKIE = 'rira_sid';
export const REMEMBER_MS = 30 * 24 * 3600 * 1000;
/** A browser session (no "remember me") ends after this much inactivity on the server too. */
export const BROWSER_SESSION_IDLE_MS = 12 * 3600 * 1000;
/** Activity is written back at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;
/** How many signed-in callers a server copy keeps (plugins/actor-cache.ts): the most recent ones. */
const KEPT_CALLERS = 2000;

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
  const callers = new ActorCache<FoundSession>(KEPT_CALLERS);

  /**
   * The session's caller as of now: a kept one when the actor version has not moved since it was
   * read (one small query), otherwise read whole (one query, which also gives the version).
   */
  async function currentCaller(tokenHash: string, now: Date): Promise<{ version: number; found: FoundSession | null }> {
    const kept = callers.peek(tokenHash);
    if (kept && kept.session.expiresAt.getTime() > now.getTime()) {
      const version = await readActorVersion(app.db);
      const unchanged = callers.get(tokenHash, version);
      if (unchanged) return { version, found: unchanged };
    }
    const { version, found } = await readSessionActor(app.db, tokenHash, now);
    if (!found) {
      callers.delete(tokenHash);
      return { version, found: null };
    }
    return { version, found: callers.set(tokenHash, version, found) };
  }

  app.decorateRequest('actor', null);
  // The request's caller (http/caller.ts), built from the actor the first time a route asks.
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || request.url.startsWith('/assets/')) return;
    const tokenHash = hashSessionToken(token);
    const now = new Date();
    const { version, found: caller } = await currentCaller(tokenHash, now);
    let found = caller;
    if (
      !found ||
      !found.user.isActive ||
      (found.company && (!found.company.isActive || !found.activeInCompany)) ||
      // Acting as someone else is the platform role's: it ends with that role (or the manager's account).
      !found.impersonatorMayAct
    ) {
      // A forged, expired or revoked cookie: forget it so the browser stops sending it.
      clearSessionCookie(reply);
      return;
    }
    if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const expiresAt = sessionExpiry(found.session.remember, now);
      await touchSession(app.db, found.session.id, { lastSeenAt: now, expiresAt });
      // A touch does not move the actor version (migration 0009): the kept caller gets the new
      // times under the version it was read at (never a later one: that could hide a change).
      found = callers.set(tokenHash, version, { ...found, session: { ...found.session, lastSeenAt: now, expiresAt } });
      if (found.session.remember) setSessionCookie(reply, token, true);
    }
    const { session, user, company, impersonator, memberships } = found;
    // Kept or just read, the session acts only in a role the person holds now (issue 22).
    const held = heldMembership(session, memberships);
    request.actor = {
      session,
      user,
      company: held ? company : null,
      userId: user.id,
      companyId: held?.companyId ?? null,
      role: held?.role ?? null,
      impersonatorUserId: session.impersonatorUserId,
      impersonator,
      memberships,
    } satisfies Actor;
  });
});
