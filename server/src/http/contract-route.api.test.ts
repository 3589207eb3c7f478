import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ACCESS, operationKey } from '@rira/contracts/permissions';
import { contractRoutes } from '@rira/contracts/api/index';
import { signedIn } from '../test/organisation-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The contract (contracts/src/api/*, docs/decisions/015) and the server cannot drift apart: every
 * route of the table is served at its method and path, has a policy, and answers the shapes the
 * table names.
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
    const unguarded = routes.filter((route) => !API_ACCESS[operationKey(route.method, route.path)]);
    expect(unguarded.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('has every operation in the contract: no /api call is registered by hand', () => {
    const inContract = new Set(contractRoutes().map((route) => operationKey(route.method, route.path)));
    expect(Object.keys(API_ACCESS).filter((key) => !inContract.has(key))).toEqual([]);
  });

  it('validates with the contract’s schemas: every field’s problem at once, before the service runs', async () => {
    const hr = await signedIn(t, 'hr');
    const res = await hr.post('/api/manager/applicationUser/ToggleActivity', { id: 'not-an-id', companyId: 'nor-this' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json() as { errors: { field?: string }[] }).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['companyId', 'id']);
  });
});
