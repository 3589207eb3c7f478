import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '@rira/contracts/permissions';
import { contractRoute, contractRoutes } from '@rira/contracts/api/index';
import { healthContract } from '@rira/contracts/api/health';
import { peopleContract } from '@rira/contracts/api/people';
import { apiOperations, registeredPath } from '../test/openapi-operations.ts';
import { signedIn } from '../test/organisation-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import access from './access.ts';
import { serve } from './contract-route.ts';

/**
 * The contract (contracts/src/api/*, docs/decisions/015) and the server cannot drift apart: every
 * route of the table is served at its method and path, says who may call it, and answers the
 * shapes the table names.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the contract on the server', () => {
  it('serves every route of the contract at its method and path, each with an access policy', () => {
    const routes = contractRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter((route) => !t.app.hasRoute({ method: route.method, url: `/api${route.path}` }));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const unguarded = routes.filter((route) => !(route.access in ACTIONS));
    expect(unguarded.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('has every operation in the contract: no /api call is registered by hand', () => {
    const operations = apiOperations(t.app);
    const byHand = operations.filter((op) => !contractRoute(op.method, registeredPath(op.route)));
    expect(byHand.map((op) => `${op.method} ${op.route}`)).toEqual([]);
    expect(operations).toHaveLength(contractRoutes().length);
  });

  it('validates with the contract’s schemas: every field’s problem at once, before the service runs', async () => {
    const hr = await signedIn(t, 'hr');
    const res = await hr.post('/api/manager/applicationUser/ToggleActivity', { id: 'not-an-id', companyId: 'nor-this' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json() as { errors: { field?: string }[] }).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['companyId', 'id']);
  });
});

describe('who may call, from the route', () => {
  it('registers a contract route with its access and the guard from it', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const seen: { url: string; access: unknown; guards: number }[] = [];
    await app.register(access);
    app.addHook('onRoute', (route) => {
      const guards = route.onRequest ? [route.onRequest].flat().length : 0;
      if (route.method === 'GET') seen.push({ url: route.url, access: route.config?.access, guards });
    });
    await app.register(
      async (api) => {
        serve(api, healthContract.live, async () => ({ status: 'ok' as const }));
        serve(api, peopleContract.export, async (_request, reply) => reply.send(''));
      },
      { prefix: '/api' },
    );
    await app.ready();
    expect(seen).toEqual([
      { url: '/api/health/live', access: 'public', guards: 1 },
      { url: `/api${peopleContract.export.path}`, access: 'people.manage', guards: 1 },
    ]);
    await app.close();
  });

  it('refuses to register an /api route that does not say who may call it', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(access);
      await app.register(
        async (api) => {
          api.get('/Handmade', async () => ({}));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/No access policy for GET \/api\/Handmade: register \/api routes with serve\(\)/);
    await app.close();
  });
});
