import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { Role } from '@rira/contracts';
import { ACTIONS, membersOf, type Action } from '@rira/contracts/permissions';
import { AppError } from './app-error.ts';
import { requireActor } from './actor.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the operation: its contract route's `access` (contracts/src/permissions.ts), set by `serve()`. */
    access?: Action;
  }
}

/** Routes under /api that are documentation, not operations (the OpenAPI document and its reference page). */
const DOCS = /^\/api\/docs(\/|$)/;

/**
 * Who may call an operation is decided before anything else about the request (issue 10): the
 * session is resolved in the global onRequest hook, then this route-level onRequest hook answers
 * 401 (no session), 402 (expired licence) or 403 (a role the action does not allow) — before the
 * body is parsed or validated, so a stranger learns nothing of the API's schemas from a 400.
 */
export function guardFor(action: Action): onRequestAsyncHookHandler {
  const members = membersOf(action);
  const anyLicence = 'anyLicence' in ACTIONS[action] && ACTIONS[action].anyLicence === true;
  return async (request: FastifyRequest) => {
    if (members === 'anyone') return;
    const actor = requireActor(request, { allowExpiredLicence: anyLicence });
    if (members === 'signedIn') return;
    if (!actor.role || !(members as readonly Role[]).includes(actor.role)) throw new AppError('forbidden');
  };
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((m) => (m === 'HEAD' ? 'GET' : m));
}

/**
 * Every /api route must say who may call it: `serve()` (contract-route.ts) copies its contract
 * route's `access` into `config.access`, and this hook adds the guard from it. A route registered
 * without one stops the server at start-up (and the authorisation matrix test), so no call ships
 * without a policy.
 */
export default fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || DOCS.test(route.url)) return;
    const action = route.config?.access;
    if (!action || !Object.hasOwn(ACTIONS, action)) {
      throw new Error(
        `No access policy for ${methodsOf(route).join('|')} ${route.url}: register /api routes with serve() from a contract route (contracts/src/api/*), which names its access`,
      );
    }
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guardFor(action), ...existing];
  });
});
