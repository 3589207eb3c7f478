import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { oneTimeCodes, outbox, sessions } from '../../db/schema/index.ts';
import { createTestApp, lastCodeFromLog, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const SEND = '/api/Authentication/RegisterPhoneNumber';
const RESEND = '/api/Authentication/UpdateVerificationCode';
const VERIFY = '/api/Authentication/Authorize';
const MOBILE = '09120000003';

/** Moves every code of a number back in time, as if `seconds` had passed. */
async function age(seconds: number) {
  await t.database.db.execute(
    sql`update one_time_codes set created_at = created_at - make_interval(secs => ${seconds}), expires_at = expires_at - make_interval(secs => ${seconds})`,
  );
}

describe('one-time-code sign-in', () => {
  it('sends a code that signs in once, and stores it only hashed', async () => {
    const c = t.client();
    const sent = await c.post(SEND, { PhoneNumber: '۰۹۱۲۰۰۰۰۰۰۳' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ expiresInSeconds: 120, resendAfterSeconds: 60 });
    const code = lastCodeFromLog(t.logs, MOBILE);
    const [row] = await t.database.db.select().from(oneTimeCodes);
    expect(row!.codeHash).not.toContain(code);
    // The outbox records the message with the code masked.
    const [sms] = await t.database.db.select().from(outbox).where(eq(outbox.channel, 'sms'));
    expect(sms!.bodyText).not.toContain(code);
    expect(sms!.status).toBe('logged');

    const ok = await c.post(VERIFY, { PhoneNumber: MOBILE, VerificationCode: code, Type: 2 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.username).toBe('employee');
    expect((await c.get('/api/Authentication/GetCurrentUser')).statusCode).toBe(200);

    const reused = await t.client().post(VERIFY, { PhoneNumber: MOBILE, VerificationCode: code, Type: 2 });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0]).toMatchObject({ field: 'VerificationCode', code: 'invalidCode' });
  });

  it('accepts the code typed in Persian digits', async () => {
    await t.client().post(SEND, { PhoneNumber: MOBILE });
    const code = lastCodeFromLog(t.logs, MOBILE);
    const persian = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const res = await t.client().post(VERIFY, { PhoneNumber: MOBILE, VerificationCode: persian, Type: 2 });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an expired code (older than 2 minutes)', async () => {
    await t.client().post(SEND, { PhoneNumber: MOBILE });
    const code = lastCodeFromLog(t.logs, MOBILE);
    await age(121);
    const res = await t.client().post(VERIFY, { PhoneNumber: MOBILE, VerificationCode: code, Type: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('کد وارد‌شده نادرست یا منقضی است.');
  });

  it('allows 5 attempts per code: after 5 wrong ones the right code fails too', async () => {
    await t.client().post(SEND, { PhoneNumber: MOBILE });
    const code = lastCodeFromLog(t.logs, MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await t.client().post(VERIFY, { PhoneNumber: MOBILE, VerificationCode: wrong, Type: 2 })).statusCode).toBe(400);
    }
    expect((await t.client().post(VERIFY, { PhoneNumber: MOBILE, VerificationCode: code, Type: 2 })).statusCode).toBe(400);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('sends at most one code per 60 s (resend too) and five per hour', async () => {
    expect((await t.client().post(SEND, { PhoneNumber: MOBILE })).statusCode).toBe(200);
    const soon = await t.client().post(RESEND, { PhoneNumber: MOBILE });
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(55);
    for (let i = 0; i < 4; i++) {
      await age(61);
      expect((await t.client().post(RESEND, { PhoneNumber: MOBILE })).statusCode).toBe(200);
    }
    await age(61);
    const sixth = await t.client().post(SEND, { PhoneNumber: MOBILE }, { cookie: 'rira_lang=en' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('At most five codes are sent per hour. Please try again later.');
  });

  it('answers an unknown number exactly like a known one, without sending anything', async () => {
    const res = await t.client().post(SEND, { PhoneNumber: '09351234567' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ expiresInSeconds: 120, resendAfterSeconds: 60 });
    expect(t.logs.some((l) => l.msg === 'sms.console')).toBe(false);
    // …and rate-limits it the same way.
    expect((await t.client().post(SEND, { PhoneNumber: '09351234567' })).statusCode).toBe(429);
  });

  it('refuses a malformed mobile with a field error', async () => {
    const res = await t.client().post(SEND, { PhoneNumber: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'PhoneNumber', code: 'mobile' });
  });

  it('refuses a malformed code and a missing number at once', async () => {
    const res = await t.client().post(VERIFY, { VerificationCode: '12', Type: 2 });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['PhoneNumber', 'VerificationCode']);
  });
});

describe('one-time-code limits under parallel requests', () => {
  const count = (answers: { statusCode: number }[], status: number) => answers.filter((r) => r.statusCode === status).length;
  const smsSent = () => t.logs.filter((l) => l.msg === 'sms.console').length;

  it('checks at most 5 of 40 guesses at one code sent at once, and then refuses the right code', async () => {
    await t.client().post(SEND, { PhoneNumber: MOBILE });
    const code = lastCodeFromLog(t.logs, MOBILE);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.client().request({
          method: 'POST',
          url: VERIFY,
          payload: { PhoneNumber: MOBILE, VerificationCode: wrong(i), Type: 2 },
          remoteAddress: `10.20.0.${i + 1}`,
        }),
      ),
    );
    expect(count(answers, 400)).toBe(40);
    const [row] = await t.database.db.select().from(oneTimeCodes);
    expect(row!.attempts).toBe(5);
    expect((await t.client().post(VERIFY, { PhoneNumber: MOBILE, VerificationCode: code, Type: 2 })).statusCode).toBe(400);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('signs in once when the right code arrives twice at once', async () => {
    await t.client().post(SEND, { PhoneNumber: MOBILE });
    const code = lastCodeFromLog(t.logs, MOBILE);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.client().post(VERIFY, { PhoneNumber: MOBILE, VerificationCode: code, Type: 2 })),
    );
    expect(count(answers, 200)).toBe(1);
    expect(await t.database.db.select().from(sessions)).toHaveLength(1);
  });

  it('sends one code when 20 requests for one number, spelt in different ways, arrive at once', async () => {
    const spellings = ['09120000003', '+989120000003', '9120000003', '۰۹۱۲۰۰۰۰۰۰۳', '00989120000003'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.client().request({
          method: 'POST',
          url: SEND,
          payload: { PhoneNumber: spellings[i % spellings.length] },
          remoteAddress: `10.21.0.${i + 1}`,
        }),
      ),
    );
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 429)).toBe(19);
    expect(await t.database.db.select().from(oneTimeCodes)).toHaveLength(1);
    expect(smsSent()).toBe(1);
  });

  it('sends at most 20 codes an hour to requests from one address, even when they arrive at once', async () => {
    const number = (i: number) => `0935123${String(i).padStart(4, '0')}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.client().request({ method: 'POST', url: SEND, payload: { PhoneNumber: number(i) }, remoteAddress: '10.22.0.1' }),
      ),
    );
    expect(count(answers, 200)).toBe(20);
    expect(count(answers, 429)).toBe(10);
    expect(await t.database.db.select().from(oneTimeCodes)).toHaveLength(20);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json().message).toBe('از یک شبکه در هر ساعت حداکثر بیست کد می‌توان درخواست کرد. بعداً دوباره تلاش کنید.');
    // Another address is not affected, and the limit lifts after an hour.
    expect(
      (await t.client().request({ method: 'POST', url: SEND, payload: { PhoneNumber: number(40) }, remoteAddress: '10.22.0.2' }))
        .statusCode,
    ).toBe(200);
    await age(3601);
    expect(
      (await t.client().request({ method: 'POST', url: SEND, payload: { PhoneNumber: number(41) }, remoteAddress: '10.22.0.1' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('forgot password', () => {
  it('resets the password with a code to the registered mobile and signs out every device', async () => {
    const device = t.client();
    await device.login('employee');
    const sent = await t.client().post('/api/Authentication/ForgotPassword', { PhoneNumber: MOBILE });
    expect(sent.statusCode).toBe(200);
    const code = lastCodeFromLog(t.logs, MOBILE);
    // A login code endpoint must not accept a reset code.
    expect((await t.client().post(VERIFY, { PhoneNumber: MOBILE, VerificationCode: code, Type: 2 })).statusCode).toBe(400);

    const mismatch = await t.client().post('/api/Authentication/ResetPassword', {
      PhoneNumber: MOBILE,
      VerificationCode: code,
      NewPassword: 'Tazeh1405',
      RepeatPassword: 'Other1405',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].field).toBe('RepeatPassword');

    const reset = await t.client().post('/api/Authentication/ResetPassword', {
      PhoneNumber: MOBILE,
      VerificationCode: code,
      NewPassword: 'Tazeh1405',
      RepeatPassword: 'Tazeh1405',
    });
    expect(reset.statusCode).toBe(200);
    expect((await device.get('/api/Authentication/GetCurrentUser')).statusCode).toBe(401);
    expect(
      (await t.client().post('/api/Authentication/AuthorizeWithPassword', { Username: 'employee', Password: 'Rira@1404', Type: 1 }))
        .statusCode,
    ).toBe(401);
    await t.client().login('employee', 'Tazeh1405');
  });
});
