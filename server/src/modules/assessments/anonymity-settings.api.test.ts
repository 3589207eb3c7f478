/**
 * assessment-method.md §2 (revised), the settings that could undo anonymity: weights only from admins and only
 * within 0.5–3, and `minGroupSize` never below 3 and changed only by a system manager.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assessors, assessorTypes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { selfAssessedAssessment } from '../../test/assessment-fixtures.ts';
import { signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

/** An assessment of the demo employee with the self-assessment done, waiting for assessors. */
async function waitingForAssessors(hr: TestClient, nominates: boolean) {
  const waiting = await selfAssessedAssessment(t, { admin: hr, settings: { includeAssessorTypeSettings: nominates } });
  return { id: waiting.id, employee: waiting.target, typeOf: waiting.typeOf };
}

describe('weights', () => {
  it('refuses a nomination that carries weights (the assessed person may not weigh their assessors), and saves nothing', async () => {
    const hr = await signedIn(t, 'hr');
    const { id, employee, typeOf } = await waitingForAssessors(hr, true);
    const manager = { userId: await userIdByMobile(t, '09121000001'), assessorTypeId: typeOf('manager') };
    const peer = { userId: await userIdByMobile(t, '09121000004'), assessorTypeId: typeOf('peer') };
    const res = await employee.post('/api/user/Assessor/Nominate', {
      assessmentId: id,
      nominations: [
        { ...manager, weight: 0.1 },
        { ...peer, weight: 10 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      [
        { field: 'nominations.0.weight', code: 'invalid', message: 'وزن ارزیاب را فقط مدیر تعیین می‌کند.' },
        { field: 'nominations.1.weight', code: 'invalid', message: 'وزن ارزیاب را فقط مدیر تعیین می‌کند.' },
      ].map((e) => expect.objectContaining({ field: e.field, message: e.message })),
    );
    // Even a weight of 1 is refused: the person has no say in weights at all.
    expect(
      (await employee.post('/api/user/Assessor/Nominate', { assessmentId: id, nominations: [{ ...manager, weight: 1 }] })).statusCode,
    ).toBe(400);
    const rows = await t.database.db.select().from(assessors).where(eq(assessors.assessmentId, id));
    expect(rows.filter((r) => r.raterGroup !== 'self')).toEqual([]);
    // Without weights the same nomination is taken, with the types' weights.
    expect((await employee.post('/api/user/Assessor/Nominate', { assessmentId: id, nominations: [manager, peer] })).statusCode).toBe(200);
    const saved = await t.database.db.select().from(assessors).where(eq(assessors.assessmentId, id));
    expect(saved.filter((r) => r.raterGroup !== 'self').map((r) => r.weight)).toEqual([1, 1]);
  });

  it('lets an admin set a weight between 0.5 and 3 only', async () => {
    const hr = await signedIn(t, 'hr');
    const { id, typeOf } = await waitingForAssessors(hr, false);
    const people = await Promise.all(['09121000001', '09121000004', '09121000005', '09121000006'].map((m) => userIdByMobile(t, m)));
    const pick = (weights: number[]) =>
      hr.post('/api/admin/Assessment/PickAssessors', {
        assessmentId: id,
        assessors: people.map((userId, i) => ({ userId, assessorTypeId: typeOf(i === 0 ? 'manager' : 'peer'), weight: weights[i] })),
      });
    for (const weights of [
      [0.1, 1, 1, 1],
      [1, 10, 1, 1],
      [0.49, 1, 1, 1],
      [1, 1, 1, 3.01],
    ]) {
      const res = await pick(weights);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe('وزن باید بین ۰٫۵ تا ۳ باشد.');
    }
    expect((await pick([0.5, 3, 1, 2])).statusCode).toBe(200);
    const saved = await t.database.db.select().from(assessors).where(eq(assessors.assessmentId, id));
    expect(
      saved
        .filter((r) => r.raterGroup !== 'self')
        .map((r) => r.weight)
        .sort(),
    ).toEqual([0.5, 1, 2, 3]);
  });

  it('keeps assessor types within 0.5–3 too, and the database holds the rule', async () => {
    const manager = await signedIn(t, 'admin');
    const res = await manager.post('/api/admin/AssessorType/Add', { title: 'مشتری', raterGroup: 'external', weight: 0.1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'weight', message: 'وزن باید بین ۰٫۵ تا ۳ باشد.' });
    await expect(t.database.db.update(assessorTypes).set({ weight: 10 })).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'assessor_types_weight_range' }),
    });
  });
});

describe('minGroupSize', () => {
  const template = (over: Record<string, unknown> = {}) => ({ title: 'قالب آزمایشی گروه', competencyIds: [], ...over });

  it('is never below 3, for anyone', async () => {
    for (const who of ['admin', 'hr']) {
      const client = await signedIn(t, who);
      for (const minGroupSize of [0, 1, 2]) {
        const res = await client.post('/api/admin/AssessmentTemplate/Add', template({ minGroupSize }));
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0]).toMatchObject({
          field: 'minGroupSize',
          message: 'کمترین اندازهٔ گروه در گزارش دست‌کم ۳ است تا هیچ پاسخی از دیگران بازشناخته نشود.',
        });
      }
    }
  });

  it('is changed only by a system manager: a company admin keeps what the template has', async () => {
    const hr = await signedIn(t, 'hr');
    const raised = await hr.post('/api/admin/AssessmentTemplate/Add', template({ minGroupSize: 5 }));
    expect(raised.statusCode).toBe(403);
    expect(raised.json().message).toBe('کمترین اندازهٔ گروه در گزارش را فقط مدیر سیستم می‌تواند تغییر دهد.');
    const own = await hr.post('/api/admin/AssessmentTemplate/Add', template());
    expect(own.statusCode).toBe(200);
    const id = own.json().data as string;
    expect((await hr.post('/api/admin/AssessmentTemplate/Update', template({ id, minGroupSize: 4 }))).statusCode).toBe(403);
    expect(
      (await hr.post('/api/admin/AssessmentTemplate/Update', template({ id, title: 'قالب آزمایشی گروه ۲', minGroupSize: 3 }))).statusCode,
    ).toBe(200);

    const manager = await signedIn(t, 'admin');
    expect(
      (await manager.post('/api/admin/AssessmentTemplate/Update', template({ id, companyId: undefined, minGroupSize: 4 }))).statusCode,
    ).toBe(200);
    expect((await manager.get(`/api/admin/AssessmentTemplate/Get/${id}`)).json().data.minGroupSize).toBe(4);
    // The company admin edits the rest and keeps 4.
    expect(
      (await hr.post('/api/admin/AssessmentTemplate/Update', template({ id, title: 'قالب آزمایشی گروه ۳', minGroupSize: 4 }))).statusCode,
    ).toBe(200);
    expect((await hr.post('/api/admin/AssessmentTemplate/Update', template({ id, minGroupSize: 3 }))).statusCode).toBe(403);
  });

  it('left out of an update keeps its stored value, so a company admin can edit a template the system manager raised', async () => {
    const hr = await signedIn(t, 'hr');
    const manager = await signedIn(t, 'admin');
    const id = (await hr.post('/api/admin/AssessmentTemplate/Add', template())).json().data as string;
    const raised = await manager.post('/api/admin/AssessmentTemplate/Update', template({ id, companyId: undefined, minGroupSize: 4 }));
    expect(raised.statusCode, raised.body).toBe(200);
    const stored = async () =>
      (await hr.get(`/api/admin/AssessmentTemplate/Get/${id}`)).json().data as { title: string; minGroupSize: number };

    const edited = await hr.post('/api/admin/AssessmentTemplate/Update', template({ id, title: 'قالب آزمایشی گروه ۴' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored()).toMatchObject({ title: 'قالب آزمایشی گروه ۴', minGroupSize: 4 });
    // A different value is still refused, and changes nothing.
    const lowered = await hr.post('/api/admin/AssessmentTemplate/Update', template({ id, title: 'قالب آزمایشی گروه ۵', minGroupSize: 3 }));
    expect(lowered.statusCode).toBe(403);
    expect(lowered.json()).toMatchObject({ reason: 'rule', message: 'کمترین اندازهٔ گروه در گزارش را فقط مدیر سیستم می‌تواند تغییر دهد.' });
    expect(await stored()).toMatchObject({ title: 'قالب آزمایشی گروه ۴', minGroupSize: 4 });
    // The system manager leaving it out keeps it too; a new template without it gets the default.
    expect((await manager.post('/api/admin/AssessmentTemplate/Update', template({ id, companyId: undefined }))).statusCode).toBe(200);
    expect((await stored()).minGroupSize).toBe(4);
    const fresh = (await hr.post('/api/admin/AssessmentTemplate/Add', template({ title: 'قالب آزمایشی تازه' }))).json().data as string;
    expect((await hr.get(`/api/admin/AssessmentTemplate/Get/${fresh}`)).json().data.minGroupSize).toBe(3);
  });
});
