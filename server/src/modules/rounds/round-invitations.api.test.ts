import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { OpenSortSession } from '@rira/contracts';
import { assessors, companies, users } from '../../db/schema/index.ts';
import type { TestApp, TestClient } from '../../test/test-app.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';
import { signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { assessorTypeIds, fullSort, mailingTestApp, signedInByCode, templateId } from '../../test/assessment-fixtures.ts';

/**
 * One invitation per rater per round (issue 26, docs/decisions/038): a colleague asked to sort for
 * several people of a round gets one mail naming them all, in their language, with one link to
 * their sorts in the panel — and no other rater's name; an external assessor keeps a personal link
 * of their own; a second send mails nobody twice.
 */

let t: TestApp;
let smtp: SmtpSink;
/** An address the SMTP server refuses while set (the mail server answers with an error). */
let refusedAddress: string | null = null;
mailingTestApp(
  (running) => ({ t, smtp } = running),
  (mail) => {
    if (refusedAddress && (mail.to as { text: string }).text.includes(refusedAddress)) throw new Error('mailbox unavailable');
  },
);

const API = '/api/admin/Round';
const TARGETS = ['09121000008', '09121000010', '09121000011'];
const MANAGER = '09121000001';
/** Zahra, asked to sort for all three, in English. */
const COMMON = '09121000004';
/** Each person's other two peers: different raters, so a mail naming one of them would be a leak. */
const OTHER_PEERS = [
  ['09121000005', '09121000012'],
  ['09121000013', '09121000014'],
  ['09121000015', '09121000016'],
];
const EXTERNAL = { name: 'Sam Carter', email: 'sam@partner.example' };

async function person(mobile: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
  return row!;
}

const mailsTo = (email: string) => smtp.messages.filter((m) => (m.to as { text: string }).text.includes(email));

/** A round of the three, published, each self-assessed, with a manager, three peers (Zahra's rows in English) and, for the first, an external. */
async function roundReadyToInvite(hr: TestClient) {
  const created = await hr.post(`${API}/Add`, {
    title: 'ارزیابی ۳۶۰ رهبری، پاییز ۱۴۰۵',
    titleEn: 'Leadership 360, autumn 1405',
    templateId: await templateId(hr),
    startsOn: '2026-11-01',
    finishesOn: '2027-12-29',
    userIds: await Promise.all(TARGETS.map((m) => userIdByMobile(t, m))),
    userMaySeeReport: true,
    needsAssessorConfirmation: false,
    userMayAddExternal: false,
    includeAssessorTypeSettings: false,
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id, assessmentIds } = created.json().data as { id: string; assessmentIds: string[] };
  expect((await hr.post(`${API}/Bulk`, { id, action: 'publish' })).json().data).toMatchObject({ done: 3 });
  const typeOf = await assessorTypeIds(hr);
  const commonId = await userIdByMobile(t, COMMON);
  /** Each target's assessment, in the order of TARGETS. */
  const byTarget: string[] = [];
  const targetClients: TestClient[] = [];
  for (const [i, mobile] of TARGETS.entries()) {
    const target = await signedInByCode(t, mobile);
    const mine = (await target.post('/api/user/Assessment/GetMine', { tab: 'self' })).json().data as {
      assessorId: string;
      assessmentId: string;
    }[];
    const own = mine.find((m) => assessmentIds.includes(m.assessmentId))!;
    byTarget.push(own.assessmentId);
    targetClients.push(target);
    const session = (await target.get(`/api/user/Assessment/Get/${own.assessorId}`)).json().data as OpenSortSession;
    const registered = await target.post('/api/user/Assessment/Register', {
      assessorId: own.assessorId,
      placements: fullSort(session),
      version: 0,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const picked = await hr.post('/api/admin/Assessment/PickAssessors', {
      assessmentId: own.assessmentId,
      assessors: [
        { userId: await userIdByMobile(t, MANAGER), assessorTypeId: typeOf('manager') },
        { userId: commonId, assessorTypeId: typeOf('peer'), invitationLanguage: 'en' },
        ...(await Promise.all(OTHER_PEERS[i]!.map(async (m) => ({ userId: await userIdByMobile(t, m), assessorTypeId: typeOf('peer') })))),
        ...(i === 0 ? [{ external: EXTERNAL, assessorTypeId: typeOf('external'), invitationLanguage: 'en' }] : []),
      ],
    });
    expect(picked.statusCode, picked.body).toBe(200);
  }
  return { id, assessmentIds: byTarget, commonId, targetClients };
}

describe('one invitation per rater per round', () => {
  it('mails a colleague asked for three people once, naming the three in their language and no other rater; externals keep their own link; a repeat mails nobody', async () => {
    const hr = await signedIn(t, 'hr');
    const { id, commonId, targetClients } = await roundReadyToInvite(hr);
    smtp.messages.length = 0;

    const sent = await hr.post(`${API}/Bulk`, { id, action: 'sendInvitations' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ done: 3, skipped: 0, failed: 0 });
    // One mail per rater: the manager, Zahra, six other peers, and the external.
    await smtp.waitFor(9);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages).toHaveLength(9);

    const zahra = await person(COMMON);
    const toZahra = mailsTo(zahra.email!);
    expect(toZahra).toHaveLength(1);
    const mail = toZahra[0]!;
    // In English: the round's English title, the English names, the Gregorian finish date.
    expect(mail.subject).toBe('Invitation: Leadership 360, autumn 1405 (assessments to answer: 3)');
    const targets = await Promise.all(TARGETS.map(person));
    for (const target of targets) expect(mail.text).toContain(`• ${target.firstNameEn} ${target.lastNameEn}`);
    expect(mail.text).toContain('29 December 2027');
    expect(mail.text).toContain('https://rira.example/admin/my-assessments?tab=invited&lang=en');
    expect(mail.text).not.toContain('/invitation/');
    // Anonymity: a rater learns only whom they assess.
    const otherRaters = await Promise.all([MANAGER, ...OTHER_PEERS.flat()].map(person));
    for (const other of otherRaters) {
      for (const name of [other.firstNameEn, other.lastNameEn, other.lastName]) expect(mail.text).not.toContain(name!);
    }
    expect(mail.text).not.toContain(EXTERNAL.name);

    // A Persian colleague's mail: the Persian title, names and a Jalali date; only their own people.
    const manager = otherRaters[0]!;
    const toManager = mailsTo(manager.email!);
    expect(toManager).toHaveLength(1);
    expect(toManager[0]!.subject).toBe('دعوت به «ارزیابی ۳۶۰ رهبری، پاییز ۱۴۰۵»: ارزیابی ۳ نفر');
    for (const target of targets) expect(toManager[0]!.text).toContain(`• ${target.firstName} ${target.lastName}`);
    expect(toManager[0]!.text).toContain('۱۴۰۶');
    expect(toManager[0]!.text).not.toContain(zahra.lastName);
    const peer = otherRaters[1]!;
    const toPeer = mailsTo(peer.email!);
    expect(toPeer).toHaveLength(1);
    expect(toPeer[0]!.text).toContain(`• ${targets[0]!.firstName} ${targets[0]!.lastName}`);
    expect(toPeer[0]!.text).not.toContain(targets[1]!.lastName);

    // The external assessor: a personal link of their own, as a single assessment sends it.
    const toExternal = mailsTo(EXTERNAL.email);
    expect(toExternal).toHaveLength(1);
    expect(toExternal[0]!.text).toMatch(/https:\/\/rira\.example\/invitation\/[\w-]+\?lang=en/);

    // Every row of Zahra's is marked invited: she finds the three in her list of sorts.
    const rows = await t.database.db.select().from(assessors).where(eq(assessors.userId, commonId));
    const roundRows = rows.filter((r) => r.raterGroup === 'peer' && r.invitedAt);
    expect(roundRows).toHaveLength(3);
    expect(roundRows.every((r) => r.invitationStatus === 'sent')).toBe(true);
    const client = await signedInByCode(t, COMMON);
    const invited = (await client.post('/api/user/Assessment/GetMine', { tab: 'invited' })).json().data as { assessorId: string }[];
    expect(invited.map((i) => i.assessorId)).toEqual(expect.arrayContaining(roundRows.map((r) => r.id)));
    // Her list and her sorts show the round's name and dates.
    const listed = (invited as unknown as Record<string, unknown>[]).find((i) => i.assessorId === roundRows[0]!.id)!;
    expect(listed).toMatchObject({
      roundTitle: 'ارزیابی ۳۶۰ رهبری، پاییز ۱۴۰۵',
      roundTitleEn: 'Leadership 360, autumn 1405',
      roundFinishesOn: '2027-12-29',
    });
    const session = (await client.get(`/api/user/Assessment/Get/${roundRows[0]!.id}`)).json().data as OpenSortSession;
    expect(session).toMatchObject({ roundTitleEn: 'Leadership 360, autumn 1405', roundStartsOn: '2026-11-01' });
    // After one sort, the next of the same round, straight away; after the last, none.
    const order: string[] = [];
    let current = roundRows[0]!.id;
    for (;;) {
      const open = (await client.get(`/api/user/Assessment/Get/${current}`)).json().data as OpenSortSession;
      const done = await client.post('/api/user/Assessment/Register', {
        assessorId: current,
        placements: fullSort(open),
        version: open.version,
      });
      expect(done.statusCode, done.body).toBe(200);
      order.push(current);
      const next = await client.get(`/api/user/Assessment/GetNextInRound/${current}`);
      expect(next.statusCode, next.body).toBe(200);
      if (!next.json().data) break;
      expect(order).not.toContain(next.json().data.assessorId);
      current = next.json().data.assessorId as string;
    }
    expect(order.sort()).toEqual(roundRows.map((r) => r.id).sort());
    // Another person's sort looks missing; the assessed person's own sort leads nowhere.
    const managerClient = await signedInByCode(t, MANAGER);
    expect((await managerClient.get(`/api/user/Assessment/GetNextInRound/${order[0]}`)).statusCode).toBe(404);
    const target = targetClients[0]!;
    const own = (await target.post('/api/user/Assessment/GetMine', { tab: 'self' })).json().data as {
      assessorId: string;
      roundTitle: string;
    }[];
    expect(own[0]!.roundTitle).toBe('ارزیابی ۳۶۰ رهبری، پاییز ۱۴۰۵');
    const ownNext = await target.get(`/api/user/Assessment/GetNextInRound/${own[0]!.assessorId}`);
    expect(ownNext.statusCode).toBe(200);
    expect(ownNext.json().data).toBeNull();

    // A second send: nothing left, no mail.
    const again = (await hr.post(`${API}/Bulk`, { id, action: 'sendInvitations' })).json().data;
    expect(again).toMatchObject({ done: 0, skipped: 3, failed: 0 });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages).toHaveLength(9);
  });

  it('reports the people whose colleague’s invitation could not be sent as failed, with the reason; the next send sends it, once', async () => {
    const hr = await signedIn(t, 'hr');
    const { id, commonId } = await roundReadyToInvite(hr);
    const zahra = await person(COMMON);
    // Mail is the only channel here (an invitation reached by SMS counts as sent); the next test's reset puts it back.
    await t.database.db.update(companies).set({ smsInvitations: false });
    smtp.messages.length = 0;
    refusedAddress = zahra.email!;
    try {
      const sent = await hr.post(`${API}/Bulk`, { id, action: 'sendInvitations' });
      expect(sent.statusCode, sent.body).toBe(200);
      // Zahra sorts for all three: each of the three is failed, with the reason in hr's language.
      const result = sent.json().data as { done: number; failed: number; outcomes: { outcome: string; reason: string | null }[] };
      expect(result).toMatchObject({ done: 0, skipped: 0, failed: 3 });
      expect(result.outcomes.map((o) => o.reason)).toEqual(
        Array(3).fill('به دلیل اختلال در اینترنت، دعوت‌نامه ارسال نشد. لطفاً بعداً دوباره تلاش کنید.'),
      );
      // Her rows stay unsent; everyone else's went.
      const rows = await t.database.db.select().from(assessors).where(eq(assessors.userId, commonId));
      expect(rows.filter((r) => r.raterGroup === 'peer').every((r) => !r.invitedAt && r.invitationStatus !== 'sent')).toBe(true);
      const manager = await person(MANAGER);
      expect(mailsTo(manager.email!)).toHaveLength(1);
    } finally {
      refusedAddress = null;
    }

    // The mail server is back: the next send invites Zahra, once, and nobody else again.
    const before = smtp.messages.length;
    const again = (await hr.post(`${API}/Bulk`, { id, action: 'sendInvitations' })).json().data;
    expect(again).toMatchObject({ done: 3, failed: 0 });
    await smtp.waitFor(before + 1);
    await new Promise((r) => setTimeout(r, 300));
    const newMails = smtp.messages.slice(before);
    expect(newMails.map((m) => (m.to as { text: string }).text)).toEqual([expect.stringContaining(zahra.email!)]);
    const rows = await t.database.db.select().from(assessors).where(eq(assessors.userId, commonId));
    expect(rows.filter((r) => r.raterGroup === 'peer').every((r) => r.invitedAt && r.invitationStatus === 'sent')).toBe(true);
  });

  it('keeps a single assessment’s invitations as they are: one mail per assessor with a personal link', async () => {
    const hr = await signedIn(t, 'hr');
    const { assessmentIds } = await roundReadyToInvite(hr);
    smtp.messages.length = 0;
    const res = await hr.post('/api/admin/Assessment/SendInvitations', { assessmentId: assessmentIds[0] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent: 5, failed: 0 });
    await smtp.waitFor(5);
    const zahra = await person(COMMON);
    const toZahra = mailsTo(zahra.email!);
    expect(toZahra).toHaveLength(1);
    expect(toZahra[0]!.text).toMatch(/https:\/\/rira\.example\/invitation\/[\w-]+\?lang=en/);
    const invited = await t.database.db
      .select()
      .from(assessors)
      .where(inArray(assessors.assessmentId, [assessmentIds[0]!]));
    expect(invited.filter((r) => r.invitationStatus === 'sent')).toHaveLength(5);
  });
});
