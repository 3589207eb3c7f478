import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const CHANGE = '/api/Authentication/ChangePassword';

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----rira' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GetUser', () => {
  it('returns the signed-in person’s profile and refuses anonymous callers', async () => {
    const c = t.client();
    await c.login('employee');
    const res = await c.get('/api/Authentication/GetUser');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'employee', nationalCode: '0034567895', nationality: 'iranian', isActive: true });
    expect(res.json().data).not.toHaveProperty('passwordHash');
    expect((await t.client().get('/api/Authentication/GetUser')).statusCode).toBe(401);
  });
});

describe('ChangePassword', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const here = t.client();
    const elsewhere = t.client();
    await here.login('employee');
    await elsewhere.login('employee');
    const res = await here.post(CHANGE, { CurrentPassword: 'Rira@1404', NewPassword: 'Tazeh1405', RepeatPassword: 'Tazeh1405' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('رمز عبور تغییر کرد.');
    expect((await here.get('/api/Authentication/GetCurrentUser')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/Authentication/GetCurrentUser')).statusCode).toBe(401);
    await t.client().login('employee', 'Tazeh1405');
  });

  it('allows the national code as the password, as the spec says', async () => {
    const c = t.client();
    await c.login('employee');
    const res = await c.post(CHANGE, { CurrentPassword: 'Rira@1404', NewPassword: '0034567895', RepeatPassword: '0034567895' });
    expect(res.statusCode).toBe(200);
    await t.client().login('employee', '0034567895');
  });

  it('refuses a wrong current password, a weak new one and a mismatch, each on its field', async () => {
    const c = t.client();
    await c.login('employee');
    const wrong = await c.post(CHANGE, { CurrentPassword: 'nope', NewPassword: 'Tazeh1405', RepeatPassword: 'Tazeh1405' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'CurrentPassword', message: 'رمز عبور فعلی نادرست است.' });

    const weak = await c.post(
      CHANGE,
      { CurrentPassword: 'Rira@1404', NewPassword: 'abc', RepeatPassword: 'abd' },
      { cookie: 'rira_lang=en' },
    );
    expect(weak.statusCode).toBe(400);
    const fields = weak.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toContain('NewPassword');
    expect(weak.json().errors.find((e: { field: string }) => e.field === 'NewPassword').message).toMatch(/at least 8 characters/);
    // The old password still works: nothing changed.
    await t.client().login('employee');
  });

  it('refuses an anonymous caller', async () => {
    expect(
      (await t.client().post(CHANGE, { CurrentPassword: 'a', NewPassword: 'Tazeh1405', RepeatPassword: 'Tazeh1405' })).statusCode,
    ).toBe(401);
  });
});

describe('UploadAvatar', () => {
  it('re-encodes an uploaded image to a 256 px WebP and serves it', async () => {
    const c = t.client();
    await c.login('employee');
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const res = await c.request({ method: 'POST', url: '/api/Authentication/UploadAvatar', ...multipart('me.png', 'image/png', png) });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.avatarUrl as string;
    expect(url).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await c.get('/api/Authentication/GetCurrentUser')).json().data.avatarUrl).toBe(url);
  });

  it('refuses a file whose content is not an image, whatever its name says (415)', async () => {
    const c = t.client();
    await c.login('employee');
    const res = await c.request({
      method: 'POST',
      url: '/api/Authentication/UploadAvatar',
      ...multipart('evil.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')),
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over 2 MB (413)', async () => {
    const c = t.client();
    await c.login('employee');
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    const res = await c.request({ method: 'POST', url: '/api/Authentication/UploadAvatar', ...multipart('big.png', 'image/png', big) });
    expect(res.statusCode).toBe(413);
  });

  it('refuses an anonymous caller (401)', async () => {
    const res = await t
      .client()
      .request({ method: 'POST', url: '/api/Authentication/UploadAvatar', ...multipart('a.png', 'image/png', Buffer.from('x')) });
    expect(res.statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });
});
