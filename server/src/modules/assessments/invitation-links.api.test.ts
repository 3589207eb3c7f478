import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AssessmentDetail, OpenSortSession } from '@rira/contracts';
import { assessors, auditLog, users } from '../../db/schema/index.ts';
import type { TestApp, TestClient } from '../../test/test-app.ts';
import { alborzAdmin, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { fullSort, mailingTestApp, pickedAssessment } from '../../test/assessment-fixtures.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';

/**
 * Issue 23, "links that reach people": an admin copies a fresh personal link for an assessor who has
 * not started (the old one stops working, audited with the caller), and is refused once the assessor
 * has saved anything — from then on the link holds their answer and goes only to them (assessment-method.md §2;
 * docs/decisions/034).
 */

let t: TestApp;
let smtp: SmtpSink;
mailingTestApp((running) => ({ t, smtp } = running));

const A = '/api/admin/Assessment';
const EXTERNAL = { name: 'Sam Carter', email: 'sam@partner.example', mobile: '09351112233' };
const PEERS = ['09121000004', '09121000005', '09121000006'];

/**
 * The demo employee's assessment, collecting: self-assessment registered, a manager, three peers and
 * an external assessor (in English, with a mobile) picked by hr and invited.
 */
async function collecting(hr: TestClient) {
  const { id, typeOf } = await pickedAssessment(t, {
    admin: hr,
    peers: PEERS,
    externals: [{ external: EXTERNAL, invitationLanguage: 'en' }],
  });
  expect((await hr.post(`${A}/SendInvitations`, { assessmentId: id })).statusCode).toBe(200);
  const detail = (await hr.get(`${A}/Get/${id}`)).json().data as AssessmentDetail;
  const external = detail.assessors.find((a) => a.isExternal)!;
  const peer = detail.assessors.find((a) => a.raterGroup === 'peer')!;
  const selfRow = detail.assessors.find((a) => a.raterGroup === 'self')!;
  return { id, external, peer, self: selfRow, typeOf };
}

/** The token of the newest invitation mailed to an address. */
function mailedToken(email: string): string {
  const mail = smtp.messages.filter((m) => (m.to as { text: string }).text.includes(email)).at(-1);
  const match = /https:\/\/rira\.example\/invitation\/([\w-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invitation mailed to ${email}`);
  return match[1]!;
}

const tokenOf = (link: string) => /\/i\/([\w-]+)/.exec(link)![1]!;
const open = (token: string) => t.client().get(`/api/user/Invitation/Open/${token}`);

describe('Copy invitation link', () => {
  it('gives the company admin a fresh short link in the invitee’s language; the old link stops working, the new one opens, audited', async () => {
    const hr = await signedIn(t, 'hr');
    const { external } = await collecting(hr);
    await smtp.waitFor(5);
    const mailed = mailedToken(EXTERNAL.email);
    expect((await open(mailed)).statusCode).toBe(200);

    const res = await hr.post(`${A}/CopyInvitationLink`, { assessorId: external.id });
    expect(res.statusCode, res.body).toBe(200);
    // Short, URL-safe and in English: the invitee's language, not the admin's.
    expect(res.json().data.link).toMatch(/^https:\/\/rira\.example\/i\/[A-Za-z0-9_-]{24}\?lang=en$/);
    expect(res.json().message).toBe('پیوند تازهٔ دعوت ساخته شد؛ پیوند پیشین دیگر کار نمی‌کند.');
    const token = tokenOf(res.json().data.link);

    const old = await open(mailed);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe('این پیوند دیگر معتبر نیست: ارزیابی بسته شده یا پیوند لغو شده است.');
    const opened = await open(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ assessorId: external.id, registered: false, placements: {}, version: 0 });

    // Each copy is another fresh link: the one before it stops too.
    const again = (await hr.post(`${A}/CopyInvitationLink`, { assessorId: external.id })).json().data.link as string;
    expect(tokenOf(again)).not.toBe(token);
    expect((await open(token)).statusCode).toBe(404);
    expect((await open(tokenOf(again))).statusCode).toBe(200);

    // Audited with the caller, never with the link.
    const [hrId] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'hr'));
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.assessor.copyLink'), eq(auditLog.targetId, external.id)));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.actorUserId).toBe(hrId!.id);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(again));
    // The stored hash is of the newest link only.
    const [stored] = await t.database.db.select().from(assessors).where(eq(assessors.id, external.id));
    expect(stored!.invitationStatus).toBe('sent');
    expect(stored!.linkRevokedAt).toBeNull();
  });

  it('lets the system manager copy a link in any company; a Persian invitee’s link has no language parameter', async () => {
    const hr = await signedIn(t, 'hr');
    const { peer } = await collecting(hr);
    const manager = await signedIn(t, 'admin');
    const res = await manager.post(`${A}/CopyInvitationLink?lang=en`, { assessorId: peer.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.link).toMatch(/^https:\/\/rira\.example\/i\/[A-Za-z0-9_-]{24}$/);
    expect(res.json().message).toBe('A new invitation link was made; the previous one no longer works.');
    expect((await open(tokenOf(res.json().data.link))).json().data).toMatchObject({ assessorId: peer.id });
  });

  it('makes a revoked link work again with a fresh one, and counts an assessor not invited yet as invited', async () => {
    const hr = await signedIn(t, 'hr');
    const { id, external, typeOf } = await collecting(hr);
    expect((await hr.post(`${A}/RevokeLink`, { assessorId: external.id })).statusCode).toBe(200);
    const link = (await hr.post(`${A}/CopyInvitationLink`, { assessorId: external.id })).json().data.link as string;
    expect((await open(tokenOf(link))).statusCode).toBe(200);

    // Picked while collecting and not sent yet: the copied link is their invitation.
    const lateId = await userIdByMobile(t, '09121000007');
    const added = await hr.post(`${A}/PickAssessors`, {
      assessmentId: id,
      assessors: [{ userId: lateId, assessorTypeId: typeOf('peer') }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const late = ((await hr.get(`${A}/Get/${id}`)).json().data as AssessmentDetail).assessors.find((a) => a.userId === lateId)!;
    expect(late).toMatchObject({ invitationStatus: 'notSent', invitedAt: null });
    const copied = await hr.post(`${A}/CopyInvitationLink`, { assessorId: late.id });
    expect(copied.statusCode).toBe(200);
    const after = ((await hr.get(`${A}/Get/${id}`)).json().data as AssessmentDetail).assessors.find((a) => a.id === late.id)!;
    expect(after).toMatchObject({ invitationStatus: 'sent', linkRevoked: false });
    expect(after.invitedAt).not.toBeNull();
    // The link takes answers: the assessor is invited.
    const session = (await open(tokenOf(copied.json().data.link))).json().data as OpenSortSession;
    const half = Object.fromEntries(session.cards.slice(0, 3).map((c) => [c.id, 'best' as const]));
    const recorded = await t
      .client()
      .post('/api/user/Invitation/Record', { token: tokenOf(copied.json().data.link), placements: half, version: 0 });
    expect(recorded.statusCode, recorded.body).toBe(200);
  });

  it('refuses once the assessor has saved a draft or registered (409, translated), and changes nothing', async () => {
    const hr = await signedIn(t, 'hr');
    const { external, peer } = await collecting(hr);
    await smtp.waitFor(5);
    const token = mailedToken(EXTERNAL.email);
    const session = (await open(token)).json().data as OpenSortSession;
    const draft = Object.fromEntries(session.cards.slice(0, 2).map((c) => [c.id, 'least' as const]));
    expect((await t.client().post('/api/user/Invitation/Record', { token, placements: draft, version: 0 })).statusCode).toBe(200);

    const refused = await hr.post(`${A}/CopyInvitationLink`, { assessorId: external.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'این ارزیاب پاسخی را ذخیره کرده است و پیوندش از این پس فقط برای خودش فرستاده می‌شود: دعوت را دوباره با ایمیل یا پیامک بفرستید.',
    );
    const inEnglish = await hr.post(`${A}/CopyInvitationLink?lang=en`, { assessorId: external.id });
    expect(inEnglish.json().message).toBe(
      'This assessor has already saved an answer, so their link now goes only to them: resend the invitation by e-mail or SMS instead.',
    );
    // Not for the system manager either: the rule protects the answer, whoever asks.
    expect((await (await signedIn(t, 'admin')).post(`${A}/CopyInvitationLink`, { assessorId: external.id })).statusCode).toBe(409);
    // The assessor's own link still opens their draft; nothing was audited.
    expect((await open(token)).json().data).toMatchObject({ placements: draft });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'assessment.assessor.copyLink'))).toEqual([]);

    // A registered answer: refused too.
    const peerToken = (await hr.post(`${A}/CopyInvitationLink`, { assessorId: peer.id })).json().data.link as string;
    const peerSession = (await open(tokenOf(peerToken))).json().data as OpenSortSession;
    expect(
      (
        await t.client().post('/api/user/Invitation/Register', {
          token: tokenOf(peerToken),
          placements: fullSort(peerSession),
          version: 0,
        })
      ).statusCode,
    ).toBe(200);
    expect((await hr.post(`${A}/CopyInvitationLink`, { assessorId: peer.id })).statusCode).toBe(409);
  });

  it('refuses anonymous callers (401), people without the role (403), another company (404), the self-assessment (404) and a closed assessment', async () => {
    const hr = await signedIn(t, 'hr');
    const { id, external, self } = await collecting(hr);
    const copy = (client: TestClient, assessorId = external.id) => client.post(`${A}/CopyInvitationLink`, { assessorId });

    expect((await copy(t.client())).statusCode).toBe(401);
    expect((await copy(await signedIn(t, 'employee'))).statusCode).toBe(403);
    expect((await copy(await alborzAdmin(t))).statusCode).toBe(404);
    expect((await copy(hr, self.id)).statusCode).toBe(404);
    expect((await copy(hr, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await copy(hr, 'not-an-id')).statusCode).toBe(400);

    // After a close the company's answers are fixed: a company admin may not; for the system manager
    // the assessment takes no answers, so a link would open nothing.
    expect((await hr.post(`${A}/Close`, { id })).statusCode).toBe(200);
    const closed = await copy(hr);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toMatch(/^این ارزیابی بسته شده است: سازمان دیگر نمی‌تواند/);
    const late = await copy(await signedIn(t, 'admin'));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('پیوند دعوت را فقط برای ارزیابِ تأییدشدهٔ ارزیابی‌ای می‌توان رونوشت کرد که در حال گردآوری پاسخ است.');
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'assessment.assessor.copyLink'))).toEqual([]);
  });
});
