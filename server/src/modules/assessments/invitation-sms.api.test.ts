import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AssessmentDetail, OpenSortSession } from '@rira/contracts';
import { auditLog, companies, outbox } from '../../db/schema/index.ts';
import type { TestApp, TestClient } from '../../test/test-app.ts';
import { ALBORZ, alborzAdmin, ARIA, companyId, signedIn } from '../../test/organisation-fixtures.ts';
import { mailingTestApp, pickedAssessment } from '../../test/assessment-fixtures.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';

/**
 * Issue 23, "links that reach people": invitations and reminders also go by SMS, through the
 * configured provider (here the console one, which writes the text to the log as it does one-time
 * codes), in the invitee's language, with a short link — where the company allows it (its settings,
 * which its admins and the system manager set). Mails and the invitation page carry the client
 * company's name and logo. Neither the outbox nor the audit log keeps a token.
 */

/** The test SMTP server refuses every mail while this is set. */
let refuseMail = false;
let t: TestApp;
let smtp: SmtpSink;
mailingTestApp(
  (running) => ({ t, smtp } = running),
  () => {
    if (refuseMail) throw new Error('mailbox unavailable');
  },
);
beforeEach(() => {
  refuseMail = false;
});

const A = '/api/admin/Assessment';
const S = '/api/admin/CompanySettings';
const EXTERNAL = { name: 'Sam Carter', email: 'sam@partner.example', mobile: '09351112233' };
const PEER = '09121000004';

interface SmsLine {
  to: string;
  text: string;
  purpose: string;
}
const smsLogged = (purpose: string): SmsLine[] =>
  t.logs
    .filter((l) => l.msg === 'sms.console')
    .map((l) => l.sms as SmsLine)
    .filter((sms) => sms.purpose === purpose);
const shortToken = (text: string) => /https:\/\/rira\.example\/i\/([\w-]+)/.exec(text)![1]!;

/** The demo employee's assessment with a manager, three peers and an English-speaking external assessor with a mobile, picked by hr. */
async function picked(hr: TestClient) {
  const { id } = await pickedAssessment(t, {
    admin: hr,
    peers: [PEER, '09121000005', '09121000006'],
    externals: [{ external: EXTERNAL, invitationLanguage: 'en' }],
  });
  return id;
}

async function setSms(client: TestClient, settings: { smsInvitations: boolean; smsReminders: boolean }, companyIdToName?: string) {
  const res = await client.post(`${S}/Update`, { ...settings, ...(companyIdToName ? { companyId: companyIdToName } : {}) });
  expect(res.statusCode, res.body).toBe(200);
}

describe('invitations and reminders by SMS', () => {
  it('texts each invitee with a mobile, in their language, naming the company and the person, with a short link that opens their answer', async () => {
    const hr = await signedIn(t, 'hr');
    const id = await picked(hr);
    expect((await hr.post(`${A}/SendInvitations`, { assessmentId: id })).statusCode).toBe(200);

    const texts = smsLogged('assessment.invitation');
    expect(texts.map((s) => s.to).sort()).toEqual(['09121000001', PEER, '09121000005', '09121000006', EXTERNAL.mobile].sort());
    const external = texts.find((s) => s.to === EXTERNAL.mobile)!;
    expect(external.text).toBe(
      `Aria Sample Co.: you are invited to the 360-degree assessment of Ali Rezaei.\nAnswer by 29 December 2027.\nhttps://rira.example/i/${shortToken(external.text)}?lang=en`,
    );
    const peer = texts.find((s) => s.to === PEER)!;
    expect(peer.text).toBe(
      `${ARIA}: از شما دعوت شده است در ارزیابی ۳۶۰ درجهٔ علی رضایی شرکت کنید.\nمهلت: ۸ دی ۱۴۰۶\nhttps://rira.example/i/${shortToken(peer.text)}`,
    );
    // The short link's token opens the invitee's answer, the same token as the mail's link.
    const opened = await t.client().get(`/api/user/Invitation/Open/${shortToken(external.text)}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ role: 'assessor', registered: false });
    await smtp.waitFor(5);
    const mail = smtp.messages.find((m) => (m.to as { text: string }).text.includes(EXTERNAL.email))!;
    expect(mail.text).toContain(`/invitation/${shortToken(external.text)}?lang=en`);

    // The outbox keeps each SMS without its token; so does the audit log.
    const stored = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.purpose, 'assessment.invitation')));
    expect(stored).toHaveLength(5);
    for (const row of stored) {
      expect(row.status).toBe('logged');
      expect(row.bodyText).toMatch(/https:\/\/rira\.example\/i\/…/);
    }
    const audit = JSON.stringify(await t.database.db.select().from(auditLog));
    for (const sms of texts) expect(audit).not.toContain(shortToken(sms.text));
    for (const sms of texts) expect(JSON.stringify(stored)).not.toContain(shortToken(sms.text));
    // Nor does the log, but for the console provider's own lines (development): not even the request
    // that opened the answer with the token (its address is logged with `…`).
    const otherLines = JSON.stringify(t.logs.filter((l) => l.msg !== 'sms.console'));
    expect(otherLines).toContain('"url":"/api/user/Invitation/Open/…"');
    for (const sms of texts) expect(otherLines).not.toContain(shortToken(sms.text));
  });

  it('reminds by SMS too, with a new link; the invitation’s link stops working', async () => {
    const hr = await signedIn(t, 'hr');
    const id = await picked(hr);
    await hr.post(`${A}/SendInvitations`, { assessmentId: id });
    const invited = shortToken(smsLogged('assessment.invitation').find((s) => s.to === PEER)!.text);
    expect((await hr.post(`${A}/Remind`, { id })).statusCode).toBe(200);
    const reminder = smsLogged('assessment.reminder').find((s) => s.to === PEER)!;
    expect(reminder.text).toMatch(new RegExp(`^${ARIA}: پاسخ شما به ارزیابی ۳۶۰ درجهٔ علی رضایی هنوز ثبت نهایی نشده است.\\n`));
    expect((await t.client().get(`/api/user/Invitation/Open/${shortToken(reminder.text)}`)).statusCode).toBe(200);
    expect((await t.client().get(`/api/user/Invitation/Open/${invited}`)).statusCode).toBe(404);
  });

  it('sends no SMS where the company turned it off: invitations and reminders each on their own', async () => {
    const hr = await signedIn(t, 'hr');
    await setSms(hr, { smsInvitations: false, smsReminders: true });
    const id = await picked(hr);
    await hr.post(`${A}/SendInvitations`, { assessmentId: id });
    expect(smsLogged('assessment.invitation')).toEqual([]);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.channel, 'sms'))).toEqual([]);
    await hr.post(`${A}/Remind`, { id });
    expect(smsLogged('assessment.reminder')).toHaveLength(5);

    await setSms(hr, { smsInvitations: true, smsReminders: false });
    await hr.post(`${A}/Remind`, { id });
    expect(smsLogged('assessment.reminder')).toHaveLength(5);
  });

  it('counts an invitation as sent when the SMS went out though the mail failed; failed when no channel did', async () => {
    const hr = await signedIn(t, 'hr');
    const id = await picked(hr);
    refuseMail = true;
    const sent = await hr.post(`${A}/SendInvitations`, { assessmentId: id });
    expect(sent.json().data).toEqual({ sent: 5, failed: 0 });

    await setSms(hr, { smsInvitations: false, smsReminders: false });
    const detail = (await hr.get(`${A}/Get/${id}`)).json().data as AssessmentDetail;
    const external = detail.assessors.find((a) => a.isExternal)!;
    const resent = await hr.post(`${A}/SendInvitations`, { assessmentId: id, assessorIds: [external.id] });
    expect(resent.json().data).toEqual({ sent: 0, failed: 1 });
    const after = ((await hr.get(`${A}/Get/${id}`)).json().data as AssessmentDetail).assessors.find((a) => a.id === external.id)!;
    expect(after.invitationStatus).toBe('failed');
  });
});

describe('the client company’s name and logo', () => {
  it('the invitation mail shows the company’s name and its logo as an inline PNG; the invitation page’s session names the company', async () => {
    const logo = await sharp({ create: { width: 240, height: 120, channels: 4, background: '#0f766e' } })
      .webp()
      .toBuffer();
    const key = await t.app.files.put('logos', 'webp', logo);
    const aria = await companyId(t, ARIA);
    await t.database.db.update(companies).set({ logoFaPath: key }).where(eq(companies.id, aria));

    const hr = await signedIn(t, 'hr');
    const id = await picked(hr);
    await hr.post(`${A}/SendInvitations`, { assessmentId: id });
    await smtp.waitFor(5);
    const english = smtp.messages.find((m) => (m.to as { text: string }).text.includes(EXTERNAL.email))!;
    expect(english.text).toMatch(/^Aria Sample Co\.\n/);
    expect(english.text).toContain('Aria Sample Co. invites you to take part in the 360-degree assessment of Ali Rezaei');
    // Sent as `cid:` of an inline attachment; the mail parser shows such an image in place, as a data address.
    expect(english.html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="" height="48"/);
    const inline = english.attachments.find((a) => a.cid === 'company-logo@rira')!;
    expect(inline.contentType).toBe('image/png');
    // The English mail has no English logo: the Persian one stands in, made a PNG 96 px high.
    expect((await sharp(inline.content).metadata()).height).toBe(96);
    const persian = smtp.messages.find((m) => m.html && m.html.includes('dir="rtl"') && /\/invitation\//.test(m.text ?? ''))!;
    expect(persian.text).toContain(`${ARIA} از شما دعوت کرده است در ارزیابی ۳۶۰ درجهٔ «علی رضایی»`);
    expect(persian.attachments.some((a) => a.cid === 'company-logo@rira')).toBe(true);

    const token = /\/invitation\/([\w-]+)/.exec(english.text ?? '')![1]!;
    const session = (await t.client().get(`/api/user/Invitation/Open/${token}`)).json().data as OpenSortSession;
    expect(session.company).toEqual({ title: ARIA, titleEn: 'Aria Sample Co.', logoFaUrl: `/files/${key}`, logoEnUrl: null });
  });

  it('a company without a logo: its name only, no attachment', async () => {
    const hr = await signedIn(t, 'hr');
    const id = await picked(hr);
    await hr.post(`${A}/SendInvitations`, { assessmentId: id });
    await smtp.waitFor(5);
    const mail = smtp.messages.find((m) => (m.to as { text: string }).text.includes(EXTERNAL.email))!;
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Aria Sample Co.');
  });
});

describe('company settings', () => {
  it('are on by default; the company admin reads and changes their own company’s, audited', async () => {
    const hr = await signedIn(t, 'hr');
    const aria = await companyId(t, ARIA);
    expect((await hr.get(`${S}/Get`)).json().data).toEqual({ companyId: aria, smsInvitations: true, smsReminders: true });
    const res = await hr.post(`${S}/Update?lang=en`, { smsInvitations: true, smsReminders: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The organisation’s settings were saved.');
    expect((await hr.get(`${S}/Get?companyId=${aria}`)).json().data).toEqual({
      companyId: aria,
      smsInvitations: true,
      smsReminders: false,
    });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'company.settings'));
    expect(row).toMatchObject({ companyId: aria, targetId: aria });
    expect(row!.details).toMatchObject({
      smsInvitations: true,
      smsReminders: false,
      previous: { smsInvitations: true, smsReminders: true },
    });
  });

  it('the system manager names the company and may set any; others are refused', async () => {
    const manager = await signedIn(t, 'admin');
    const alborz = await companyId(t, ALBORZ);
    const missing = await manager.get(`${S}/Get`);
    expect(missing.statusCode).toBe(400);
    await setSms(manager, { smsInvitations: false, smsReminders: false }, alborz);
    expect((await manager.get(`${S}/Get?companyId=${alborz}`)).json().data).toMatchObject({ smsInvitations: false, smsReminders: false });
    expect((await manager.get(`${S}/Get?companyId=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);

    const hr = await signedIn(t, 'hr');
    // A company admin naming another company is refused; their own stays as it was.
    expect((await hr.get(`${S}/Get?companyId=${alborz}`)).statusCode).toBe(403);
    expect((await hr.post(`${S}/Update`, { companyId: alborz, smsInvitations: true, smsReminders: true })).statusCode).toBe(403);
    expect((await manager.get(`${S}/Get?companyId=${alborz}`)).json().data).toMatchObject({ smsInvitations: false });
    expect((await (await alborzAdmin(t)).get(`${S}/Get`)).json().data).toMatchObject({ companyId: alborz, smsInvitations: false });
    expect((await (await signedIn(t, 'employee')).get(`${S}/Get`)).statusCode).toBe(403);
    expect((await t.client().get(`${S}/Get`)).statusCode).toBe(401);
    expect((await t.client().post(`${S}/Update`, { smsInvitations: true, smsReminders: true })).statusCode).toBe(401);
    const bad = await hr.post(`${S}/Update`, { smsInvitations: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['smsInvitations', 'smsReminders']);
  });
});
