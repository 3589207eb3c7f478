import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyAssessment, OpenSortSession } from '@rira/contracts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { personBody, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';

/**
 * Persian names are written with a zero-width non-joiner, a space or nothing between their parts
 * (نیک‌نام, نیک نام, نیکنام), and with Arabic or Persian ی/ک: every search for a person finds
 * them whichever way the name was stored and whichever way it is typed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const SPELLINGS = ['نیک‌نام', 'نیک نام', 'نیکنام', 'نيك نام', 'بهرام نیکنام', 'بهرام نیک‌ نام'];

async function addPeople(hr: TestClient) {
  const stored = [
    // Stored with a ZWNJ, and stored without one.
    {
      firstName: 'بهرام',
      lastName: 'نیک‌نام',
      mobile: '09351112201',
      nationalCode: '8468807958',
      email: 'bahram@example.com',
      personnelCode: 'N1',
    },
    {
      firstName: 'بهرام',
      lastName: 'نیکنام',
      mobile: '09351112202',
      nationalCode: '0056789017',
      email: 'niknam@example.com',
      personnelCode: 'N2',
    },
  ];
  const ids: string[] = [];
  for (const person of stored) {
    const res = await hr.post('/api/manager/applicationUser/Create', personBody(person));
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().data as string);
  }
  return ids;
}

const lastNames = (rows: { lastName?: string; fullName?: string; firstName?: string }[]) =>
  rows.map((r) => r.lastName ?? r.fullName!.replace(/^بهرام /, '')).sort();

describe('searching people by a name written with a ZWNJ, a space or nothing', () => {
  it('finds them in the people list', async () => {
    const hr = await signedIn(t, 'hr');
    await addPeople(hr);
    for (const search of SPELLINGS) {
      const found = (await hr.post('/api/manager/applicationUser/GetAll', { search })).json().data;
      expect(lastNames(found), search).toEqual(['نیک‌نام', 'نیکنام'].sort());
    }
    // Mobiles, codes and e-mails are still found as typed.
    expect((await hr.post('/api/manager/applicationUser/GetAll', { search: '۰۹۳۵۱۱۱۲۲۰۲' })).json().data).toHaveLength(1);
    expect((await hr.post('/api/manager/applicationUser/GetAll', { search: 'bahram@' })).json().data).toHaveLength(1);
    expect((await hr.post('/api/manager/applicationUser/GetAll', { search: 'نیک‌نامی' })).json().data).toEqual([]);
  });

  it('finds them in the assessment list', async () => {
    const hr = await signedIn(t, 'hr');
    const [zwnj, joined] = await addPeople(hr);
    const templates = (await hr.post('/api/admin/AssessmentTemplate/GetAll', { search: 'ارزیابی ۳۶۰ درجهٔ رهبری' })).json().data;
    const added = await hr.post('/api/admin/Assessment/Add', {
      templateId: templates[0].id,
      userIds: [zwnj, joined],
      startsOn: '2026-11-01',
      finishesOn: '2027-12-29',
    });
    expect(added.statusCode, added.body).toBe(200);
    for (const search of SPELLINGS) {
      const found = (await hr.post('/api/admin/Assessment/GetAll', { search })).json().data;
      expect(found.map((a: { targetUserId: string }) => a.targetUserId).sort(), search).toEqual([zwnj, joined].sort());
    }
  });

  it('finds them among the colleagues a person nominates as assessors', async () => {
    const hr = await signedIn(t, 'hr');
    await addPeople(hr);
    const templates = (await hr.post('/api/admin/AssessmentTemplate/GetAll', { search: 'ارزیابی ۳۶۰ درجهٔ رهبری' })).json().data;
    const added = await hr.post('/api/admin/Assessment/Add', {
      templateId: templates[0].id,
      userIds: [await userIdByMobile(t, '09120000003')],
      startsOn: '2026-11-01',
      finishesOn: '2027-12-29',
      publish: true,
    });
    expect(added.statusCode, added.body).toBe(200);
    const assessmentId = added.json().data[0] as string;
    // The employee finishes their self-assessment; then they choose assessors.
    const employee = await signedIn(t, 'employee');
    const mine = (await employee.post('/api/user/Assessment/GetMine', { tab: 'self' })).json().data as MyAssessment[];
    const { assessorId } = mine.find((m) => m.assessmentId === assessmentId)!;
    const session = (await employee.get(`/api/user/Assessment/Get/${assessorId}`)).json().data as OpenSortSession;
    const piles = ['best', 'mostly', 'least'] as const;
    const placements = Object.fromEntries(session.cards.map((c, i) => [c.id, piles[i % 3]!]));
    expect((await employee.post('/api/user/Assessment/Register', { assessorId, placements, version: session.version })).statusCode).toBe(
      200,
    );

    for (const search of SPELLINGS) {
      const found = (await employee.post('/api/user/Assessor/SearchColleagues', { assessmentId, search })).json().data;
      expect(lastNames(found), search).toEqual(['نیک‌نام', 'نیکنام'].sort());
    }
  });
});
