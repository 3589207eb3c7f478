import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assessments, companies, rounds } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ALBORZ, ARIA, companyId, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

async function addAssessments(company: string, statuses: ('draft' | 'collecting' | 'finished')[]) {
  const target = await userIdByMobile(t, '09120000003');
  const [round] = await t.database.db.insert(rounds).values({ companyId: company, title: 'دور' }).returning();
  await t.database.db
    .insert(assessments)
    .values(statuses.map((status) => ({ companyId: company, roundId: round!.id, targetUserId: target, status })));
}

describe('dashboards', () => {
  it('gives the system manager totals, the top companies by people and by assessments, and unseen leads', async () => {
    const aria = await companyId(t, ARIA);
    await addAssessments(aria, ['draft', 'collecting', 'finished']);
    const manager = await signedIn(t, 'admin');
    const res = await manager.get('/api/Manager/Dashboard/Get');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.totals).toEqual({ companies: 2, activeCompanies: 2, people: 19, assessments: 3 });
    expect(data.topCompaniesByPeople.map((c: { title: string; count: number }) => [c.title, c.count])).toEqual([
      [ARIA, 19],
      [ALBORZ, 1],
    ]);
    expect(data.topCompaniesByAssessments).toEqual([expect.objectContaining({ title: ARIA, count: 3 })]);
    expect(data.unseen).toEqual({
      formSubmissions: expect.any(Number),
      productDemos: expect.any(Number),
      serviceDemos: expect.any(Number),
    });
  });

  it('gives a company admin their people, assessments by status and completion rate', async () => {
    const aria = await companyId(t, ARIA);
    const hr = await signedIn(t, 'hr');
    const empty = (await hr.get('/api/admin/Dashboard/Get')).json().data;
    expect(empty).toEqual({ people: { total: 19, active: 19 }, assessmentsByStatus: [], completionRate: null });
    await addAssessments(aria, ['draft', 'collecting', 'finished', 'finished']);
    await addAssessments(await companyId(t, ALBORZ), ['finished']);
    const data = (await hr.get('/api/admin/Dashboard/Get')).json().data;
    expect(data.assessmentsByStatus).toEqual([
      { status: 'draft', count: 1 },
      { status: 'collecting', count: 1 },
      { status: 'finished', count: 2 },
    ]);
    expect(data.completionRate).toBeCloseTo(2 / 3);
  });

  it('refuses the wrong callers', async () => {
    expect((await t.client().get('/api/Manager/Dashboard/Get')).statusCode).toBe(401);
    const hr = await signedIn(t, 'hr');
    expect((await hr.get('/api/Manager/Dashboard/Get')).statusCode).toBe(403);
    const employee = await signedIn(t, 'employee');
    expect((await employee.get('/api/admin/Dashboard/Get')).statusCode).toBe(403);
    const manager = await signedIn(t, 'admin');
    expect((await manager.get('/api/admin/Dashboard/Get')).statusCode).toBe(403);
    await t.database.db
      .update(companies)
      .set({ licenceExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(companies.title, ARIA));
    expect((await hr.get('/api/admin/Dashboard/Get')).statusCode).toBe(402);
  });
});
