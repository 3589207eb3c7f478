import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outbox, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';

/**
 * Issue 22, finding 3: an admin who sets or removes a person's password could sign in as them
 * unseen. The person is now told, by SMS and by e-mail, in their own language, who did it (the
 * admin's company, or RIRA support for a system manager) and when (Tehran time) — never the
 * password; the admin's message says whether and how they were told.
 */

let t: TestApp;
let smtp: SmtpSink;
/** The test SMTP server refuses every mail while this is set. */
let refuseMail = false;
beforeAll(async () => {
  smtp = await startSmtpSink(() => {
    if (refuseMail) throw new Error('mailbox unavailable');
  });
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.reset();
  smtp.messages.length = 0;
  refuseMail = false;
});

const API = '/api/manager/applicationUser';
const EMPLOYEE = { mobile: '09120000003', email: 'employee@aria.example' };
const NEW_PASSWORD = 'Sealed1404x';
const PERSIAN_TIME = /[۰-۹]{2}:[۰-۹]{2}/;
const LATIN_TIME = /\b\d{2}:\d{2}\b/;

async function smsTo(mobile: string) {
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, mobile)))
    .orderBy(outbox.createdAt);
}

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), eq(outbox.recipient, email)))
    .orderBy(outbox.createdAt);
}

async function setPassword(admin: TestClient, id: string, query = '') {
  return admin.post(`${API}/changePassword${query}`, { id, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
}

describe('when an admin sets a person’s password', () => {
  it('the person is told by SMS and e-mail in Persian, naming the company and the time, never the password', async () => {
    const hr = await signedIn(t, 'hr');
    const id = await userIdByMobile(t, EMPLOYEE.mobile);
    const res = await setPassword(hr, id);
    expect(res.statusCode).toBe(200);
    const [sms] = await smsTo(EMPLOYEE.mobile);
    expect(sms).toMatchObject({ purpose: 'password.setByAdmin', status: 'logged' });
    expect(sms!.bodyText).toContain('مدیر «شرکت نمونهٔ آریا»');
    expect(sms!.bodyText).toMatch(PERSIAN_TIME);
    expect(sms!.bodyText).toContain('منابع انسانی');
    // The console provider's log line is what a developer sees: the same text.
    expect(t.logs.some((l) => l.msg === 'sms.console' && (l.sms as { to: string; text: string }).text === sms!.bodyText)).toBe(true);

    const [mail] = await smtp.waitFor(1);
    expect((mail!.to as { text: string }).text).toBe(EMPLOYEE.email);
    expect(mail!.subject).toBe('رمز عبور ریرای شما تغییر کرد');
    expect(mail!.text).toContain('علی رضایی');
    expect(mail!.text).toContain('مدیر «شرکت نمونهٔ آریا»');
    expect(mail!.text).toMatch(PERSIAN_TIME);
    expect(mail!.html).toContain('dir="rtl"');
    expect(await mailsTo(EMPLOYEE.email)).toEqual([expect.objectContaining({ purpose: 'password.setByAdmin', status: 'sent' })]);

    for (const text of [sms!.bodyText, mail!.text, mail!.html, mail!.subject]) expect(text).not.toContain(NEW_PASSWORD);
    expect(res.json().message).toBe('رمز عبور تغییر کرد و با پیامک و ایمیل به علی رضایی خبر داده شد.');
    // And the password was changed.
    await t.client().login('employee', NEW_PASSWORD);
  });

  it('tells an English reader in English, with the company’s English name, whatever the admin’s language', async () => {
    const id = await userIdByMobile(t, EMPLOYEE.mobile);
    await t.database.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, id));
    const hr = await signedIn(t, 'hr');
    const res = await setPassword(hr, id);
    expect(res.json().message).toBe('رمز عبور تغییر کرد و با پیامک و ایمیل به علی رضایی خبر داده شد.');
    const [sms] = await smsTo(EMPLOYEE.mobile);
    expect(sms!.bodyText).toContain('your password was changed by an administrator of Aria Sample Co.');
    expect(sms!.bodyText).toMatch(LATIN_TIME);
    expect(sms!.bodyText).toContain('(Tehran time)');
    expect(sms!.bodyText).toContain('contact your HR department or RIRA support');
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Your RIRA password was changed');
    expect(mail!.text).toContain('Dear Ali Rezaei,');
    expect(mail!.html).toContain('dir="ltr"');
    expect(sms!.bodyText + mail!.text).not.toContain(NEW_PASSWORD);
  });

  it('a system manager is named as RIRA support, and the admin reads the outcome in their own language', async () => {
    const manager = await signedIn(t, 'admin');
    const id = await userIdByMobile(t, EMPLOYEE.mobile);
    const res = await setPassword(manager, id, '?lang=en');
    expect(res.json().message).toBe('Password changed. Ali Rezaei was told by SMS and e-mail.');
    const [sms] = await smsTo(EMPLOYEE.mobile);
    expect(sms!.bodyText).toContain('به دست پشتیبانی ریرا');
  });

  it('says by which channel the person was told, or that they could not be, and a failed mail undoes nothing', async () => {
    const hr = await signedIn(t, 'hr');
    const id = await userIdByMobile(t, EMPLOYEE.mobile);

    await t.database.db.update(users).set({ email: null }).where(eq(users.id, id));
    expect((await setPassword(hr, id)).json().message).toBe('رمز عبور تغییر کرد و با پیامک به علی رضایی خبر داده شد.');

    await t.database.db.update(users).set({ email: EMPLOYEE.email, mobile: null }).where(eq(users.id, id));
    expect((await setPassword(hr, id)).json().message).toBe('رمز عبور تغییر کرد و با ایمیل به علی رضایی خبر داده شد.');

    await t.database.db.update(users).set({ email: null, mobile: null }).where(eq(users.id, id));
    const untold = await setPassword(hr, id);
    expect(untold.statusCode).toBe(200);
    expect(untold.json().message).toBe('رمز عبور تغییر کرد، اما به علی رضایی خبر داده نشد: موبایل یا ایمیلی از او ثبت نشده است.');

    // The mail server refuses: the password stays changed, and the admin is asked to tell them.
    await t.database.db.update(users).set({ email: EMPLOYEE.email }).where(eq(users.id, id));
    refuseMail = true;
    const failed = await setPassword(hr, id);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().message).toBe('رمز عبور تغییر کرد، اما فرستادن خبر به علی رضایی ناموفق بود؛ خودتان به او خبر دهید.');
    expect((await mailsTo(EMPLOYEE.email)).map((m) => m.status)).toEqual(['sent', 'failed']);
    await t.client().login('employee', NEW_PASSWORD);
  });
});

describe('when an admin removes a person’s password', () => {
  it('the person is told by SMS and e-mail, in their language, to sign in with a one-time code', async () => {
    const hr = await signedIn(t, 'hr');
    const id = await userIdByMobile(t, EMPLOYEE.mobile);
    const res = await hr.post(`${API}/Profile/ResetPassword`, { id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'رمز عبور علی رضایی حذف شد؛ از این پس با کد یک‌بارمصرف وارد می‌شود و رمز تازه می‌گذارد. با پیامک و ایمیل به او خبر داده شد.',
    );
    const [sms] = await smsTo(EMPLOYEE.mobile);
    expect(sms).toMatchObject({ purpose: 'password.removedByAdmin' });
    expect(sms!.bodyText).toContain('مدیر «شرکت نمونهٔ آریا»');
    expect(sms!.bodyText).toContain('کد یک‌بارمصرف');
    expect(sms!.bodyText).toMatch(PERSIAN_TIME);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('رمز عبور ریرای شما حذف شد');
    expect(mail!.text).toContain('مدیر «شرکت نمونهٔ آریا»');

    await t.database.db.update(users).set({ preferredLanguage: 'en', email: null }).where(eq(users.id, id));
    const english = await hr.post(`${API}/Profile/ResetPassword?lang=en`, { id });
    expect(english.json().message).toBe(
      'Password removed: Ali Rezaei now signs in with a one-time code and chooses a new password. They were told by SMS.',
    );
    const texts = (await smsTo(EMPLOYEE.mobile)).map((s) => s.bodyText);
    expect(texts[1]).toContain('your password was removed by an administrator of Aria Sample Co.');
    expect(texts[1]).toContain('one-time code');
  });
});
