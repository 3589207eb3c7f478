import { describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { en } from '@rira/contracts/messages/en';
import { fa } from '@rira/contracts/messages/fa';
import type { RoundBulkResult } from '@rira/contracts/rounds';
import { assessments, assessors, auditLog, reportSnapshots, rounds } from '../../db/schema/index.ts';
import type { TestApp, TestClient } from '../../test/test-app.ts';
import { signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { collectedAssessment, mailingTestApp, pickedAssessment, templateId } from '../../test/assessment-fixtures.ts';

let t: TestApp;
mailingTestApp((running) => ({ t } = running));

const API = '/api/admin/Round';

async function roundOf(assessmentId: string) {
  const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, assessmentId));
  return row!.roundId;
}

/** A bulk call in the caller's language (`?lang=`), answering 200 with its result. */
async function bulk(client: TestClient, body: Record<string, unknown>, lang: 'fa' | 'en' = 'fa'): Promise<RoundBulkResult> {
  const res = await client.post(`${API}/Bulk?lang=${lang}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RoundBulkResult;
}

async function auditsOf(roundId: string, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, roundId), eq(auditLog.action, `round.bulk.${action}`)));
}

async function versionsOf(assessmentId: string) {
  return t.database.db.select().from(reportSnapshots).where(eq(reportSnapshots.assessmentId, assessmentId));
}

describe('a round’s bulk actions', () => {
  it('confirmNominations: pending nominations confirmed; a second run skips with its reason in the caller’s language', async () => {
    const picked = await pickedAssessment(t, { peers: ['09121000005', '09121000006', '09121000007'] });
    const roundId = await roundOf(picked.id);
    const peerIds = await Promise.all(['09121000005', '09121000006'].map((m) => userIdByMobile(t, m)));
    await t.database.db
      .update(assessors)
      .set({ confirmation: 'pending' })
      .where(and(eq(assessors.assessmentId, picked.id), inArray(assessors.userId, peerIds)));

    const first = await bulk(picked.hr, { id: roundId, action: 'confirmNominations' }, 'en');
    expect(first).toMatchObject({ done: 1, skipped: 0, failed: 0 });
    expect(first.outcomes).toEqual([
      { assessmentId: picked.id, name: expect.any(String), nameEn: expect.any(String), outcome: 'done', reason: null },
    ]);
    const rows = await t.database.db
      .select()
      .from(assessors)
      .where(and(eq(assessors.assessmentId, picked.id), ne(assessors.raterGroup, 'self')));
    expect(rows.every((r) => r.confirmation === 'confirmed')).toBe(true);

    const again = await bulk(picked.hr, { id: roundId, action: 'confirmNominations' }, 'en');
    expect(again).toMatchObject({ done: 0, skipped: 1, failed: 0 });
    expect(again.outcomes[0]).toMatchObject({ outcome: 'skipped', reason: en.roundBulk.noNominationsWaiting });
    const inPersian = await bulk(picked.hr, { id: roundId, action: 'confirmNominations' });
    expect(inPersian.outcomes[0]).toMatchObject({ outcome: 'skipped', reason: fa.roundBulk.noNominationsWaiting });
    expect(await auditsOf(roundId, 'confirmNominations')).toHaveLength(3);
  });

  it('extend: drafts and published ones moved, the round too; the same date or a later one skipped; a past or missing date 400', async () => {
    const hr = await signedIn(t, 'hr');
    const people = await Promise.all(['09121000004', '09121000005'].map((m) => userIdByMobile(t, m)));
    const created = await hr.post(`${API}/Add`, {
      title: 'دور تمدید',
      templateId: await templateId(hr),
      startsOn: '2026-11-01',
      finishesOn: '2027-12-29',
      userIds: people,
    });
    const { id, assessmentIds } = created.json().data as { id: string; assessmentIds: string[] };
    expect(await bulk(hr, { id, action: 'publish', assessmentIds: [assessmentIds[0]] })).toMatchObject({ done: 1 });

    const moved = await bulk(hr, { id, action: 'extend', finishesOn: '2028-01-15' });
    expect(moved).toMatchObject({ done: 2, skipped: 0, failed: 0 });
    const rows = await t.database.db.select().from(assessments).where(eq(assessments.roundId, id));
    expect(rows.map((r) => r.finishesOn)).toEqual(['2028-01-15', '2028-01-15']);
    expect(rows.map((r) => r.status).sort()).toEqual(['draft', 'new']);
    const [round] = await t.database.db.select().from(rounds).where(eq(rounds.id, id));
    expect(round!.finishesOn).toBe('2028-01-15');

    const same = await bulk(hr, { id, action: 'extend', finishesOn: '2028-01-15' }, 'en');
    expect(same).toMatchObject({ done: 0, skipped: 2, failed: 0 });
    expect(same.outcomes.map((o) => o.reason)).toEqual([en.roundBulk.sameFinishDate, en.roundBulk.sameFinishDate]);
    const earlier = await bulk(hr, { id, action: 'extend', finishesOn: '2028-01-10' });
    expect(earlier).toMatchObject({ done: 0, skipped: 2 });
    expect(earlier.outcomes.map((o) => o.reason)).toEqual([fa.roundBulk.laterFinishDate, fa.roundBulk.laterFinishDate]);

    const past = await hr.post(`${API}/Bulk`, { id, action: 'extend', finishesOn: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.map((e: { field: string }) => e.field)).toEqual(['finishesOn']);
    const missing = await hr.post(`${API}/Bulk`, { id, action: 'extend' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['finishesOn']);
    // Refused calls changed nothing and wrote no audit row: one per call that ran.
    const after = await t.database.db.select().from(assessments).where(eq(assessments.roundId, id));
    expect(after.map((r) => r.finishesOn)).toEqual(['2028-01-15', '2028-01-15']);
    expect(await auditsOf(id, 'extend')).toHaveLength(3);
  });

  it('close, then generate and release reports: each once, the repeat skipped; release is the system manager’s', async () => {
    const collected = await collectedAssessment(t, { peers: ['09121000005', '09121000006', '09121000007'] });
    const { id: assessmentId, hr } = collected;
    const roundId = await roundOf(assessmentId);

    // Nothing to make before the close.
    const early = await bulk(hr, { id: roundId, action: 'generateReports' }, 'en');
    expect(early.outcomes[0]).toMatchObject({ outcome: 'skipped', reason: en.roundBulk.notFinished });

    expect(await bulk(hr, { id: roundId, action: 'close' })).toMatchObject({ done: 1, skipped: 0, failed: 0 });
    const [closed] = await t.database.db.select().from(assessments).where(eq(assessments.id, assessmentId));
    expect(closed!.status).toBe('finished');
    const closedAgain = await bulk(hr, { id: roundId, action: 'close' });
    expect(closedAgain).toMatchObject({ done: 0, skipped: 1 });
    expect(closedAgain.outcomes[0]!.reason).toBe(fa.roundBulk.alreadyFinished);

    // The close made and released its report: nothing to generate.
    expect(await versionsOf(assessmentId)).toHaveLength(1);
    const made = await bulk(hr, { id: roundId, action: 'generateReports' }, 'en');
    expect(made.outcomes[0]).toMatchObject({ outcome: 'skipped', reason: en.roundBulk.alreadyGenerated });

    // A close whose report never got made: the bulk makes one complete version, and a repeat none.
    await t.database.db.delete(reportSnapshots).where(eq(reportSnapshots.assessmentId, assessmentId));
    expect(await bulk(hr, { id: roundId, action: 'generateReports' })).toMatchObject({ done: 1, skipped: 0, failed: 0 });
    expect(await bulk(hr, { id: roundId, action: 'generateReports' })).toMatchObject({ done: 0, skipped: 1 });
    const versions = await versionsOf(assessmentId);
    expect(versions).toHaveLength(1);
    expect(versions[0]!.partial).toBe(false);

    // An unreleased complete version: the company admin's bulk release is refused whole (the release is the system manager's).
    await t.database.db
      .update(reportSnapshots)
      .set({ releasedAt: null, releasedBy: null })
      .where(eq(reportSnapshots.assessmentId, assessmentId));
    expect((await hr.post(`${API}/Bulk`, { id: roundId, action: 'releaseReports' })).statusCode).toBe(403);
    expect((await versionsOf(assessmentId))[0]!.releasedAt).toBeNull();
    const manager = await signedIn(t, 'admin');
    expect(await bulk(manager, { id: roundId, action: 'releaseReports' })).toMatchObject({ done: 1, skipped: 0, failed: 0 });
    expect((await versionsOf(assessmentId))[0]!.releasedAt).not.toBeNull();
    const releasedAgain = await bulk(manager, { id: roundId, action: 'releaseReports' }, 'en');
    expect(releasedAgain.outcomes[0]).toMatchObject({ outcome: 'skipped', reason: en.roundBulk.alreadyReleased });

    expect(await auditsOf(roundId, 'close')).toHaveLength(2);
    expect(await auditsOf(roundId, 'generateReports')).toHaveLength(4);
    expect(await auditsOf(roundId, 'releaseReports')).toHaveLength(2);
    const [audit] = await auditsOf(roundId, 'close');
    expect(audit!.details).toMatchObject({ done: 1, skipped: 0, failed: 0 });
  });
});
