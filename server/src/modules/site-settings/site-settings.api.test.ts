import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translateMessage } from '@rira/contracts';
import { siteSettings } from '../../db/schema/index.ts';
import { inProcessApi, type PageRequest } from '../../plugins/in-process-api.ts';
import { seedSiteSettings } from '../../seed/site-content.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signedIn } from '../../test/organisation-fixtures.ts';
import { fieldsOf, lastAudit } from '../../test/content-fixtures.ts';
import type { LanguageCode } from '@rira/contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { siteContent: true });
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const PUBLIC = '/api/user/SiteSettings/Get';
const GET = '/api/manager/siteSettings/Get';
const UPDATE = '/api/manager/siteSettings/Update';

/** What a system manager might save: every field, Persian digits and spacing as people type them. */
const edited = {
  address: { fa: 'شيراز، خيابان زند، پلاک ۷', en: 'No. 7, Zand Street, Shiraz, Iran' },
  postalCode: '۷۱۳۴۵-۶۷۸۹۰',
  phone: '۰۷۱  3234 5678',
  email: 'Hello@Rira.example',
  social: {
    instagram: '',
    linkedin: 'https://www.linkedin.com/company/rira-hr',
    telegram: 'https://t.me/rira_hr',
    whatsapp: 'https://wa.me/989121234567',
    eitaa: 'https://eitaa.com/rira',
  },
};

/** A page render's in-process call, as the SSR plugin makes it for an anonymous visitor. */
const pageRequest = (lang: LanguageCode): PageRequest =>
  ({
    lang,
    ip: '203.0.113.9',
    id: `page-${lang}`,
    headers: { 'user-agent': 'Mozilla/5.0 (test)', cookie: '' },
    cookies: {},
  }) as PageRequest;

type Public = { data: { address: string | null; phone: string | null; social: { network: string; url: string }[] } };

type Call = (c: TestClient) => ReturnType<TestClient['get']>;

/** hr (a company admin) and an employee get 403, an anonymous caller 401. */
async function expectRefused(call: Call) {
  expect((await call(t.client())).statusCode).toBe(401);
  for (const who of ['hr', 'employee']) expect((await call(await signedIn(t, who))).statusCode, who).toBe(403);
}

describe('the site settings', () => {
  it('start as the footer’s former contacts, in each language', async () => {
    const fa = (await t.client().get(PUBLIC)).json();
    expect(fa).toEqual({
      data: {
        address: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچهٔ نیلوفر، پلاک ۱۲، طبقهٔ سوم',
        postalCode: '1969833111',
        phone: '021-88661234',
        telephone: '+982188661234',
        email: 'info@rira.ir',
        social: [
          { network: 'instagram', url: 'https://www.instagram.com/rira' },
          { network: 'linkedin', url: 'https://www.linkedin.com/company/rira' },
          { network: 'telegram', url: 'https://t.me/rira' },
        ],
      },
      succeeded: true,
      message: null,
    });
    const en = (await t.client().get(`${PUBLIC}?lang=en`)).json();
    expect(en.data).toEqual({
      ...fa.data,
      address: '3rd floor, No. 12, Niloufar Alley, north of Vanak Square, Valiasr Street, Tehran, Iran',
    });
  });

  it('are saved by the system manager and the content manager, normalised, audited, and read back in fa and en', async () => {
    for (const who of ['admin', 'content']) {
      const editor = await signedIn(t, who);
      const loaded = (await editor.get(GET)).json().data;
      // The content manager edits after the system manager: what they load is the system manager's save.
      expect(loaded.settings.phone, who).toBe(who === 'admin' ? '021-88661234' : '071 3234 5678');
      const phone = who === 'admin' ? edited.phone : '+44 20 7946 0958';
      const res = await editor.post(UPDATE, { ...edited, phone, updatedAt: loaded.updatedAt });
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({ succeeded: true, message: 'تنظیمات سایت ذخیره شد و در سایت نمایش داده می‌شود.' });

      const saved = (await editor.get(GET)).json().data;
      expect(saved).toMatchObject({ updatedAt: res.json().data.updatedAt, updatedBy: expect.any(String) });
      expect(saved.settings).toEqual({
        // Arabic ي normalised to Persian ی; digits Latin; the postal code's dash gone; the e-mail lower-case.
        address: { fa: 'شیراز، خیابان زند، پلاک ۷', en: 'No. 7, Zand Street, Shiraz, Iran' },
        postalCode: '7134567890',
        phone: who === 'admin' ? '071 3234 5678' : '+44 20 7946 0958',
        email: 'hello@rira.example',
        social: { ...edited.social, instagram: null },
      });

      const fa = (await t.client().get(PUBLIC)).json().data;
      expect(fa).toMatchObject({
        address: 'شیراز، خیابان زند، پلاک ۷',
        telephone: who === 'admin' ? '+987132345678' : '+442079460958',
        email: 'hello@rira.example',
      });
      // Only the networks with a link, in the footer's order.
      expect(fa.social.map((s: { network: string }) => s.network)).toEqual(['linkedin', 'telegram', 'whatsapp', 'eitaa']);
      expect((await t.client().get(`${PUBLIC}?lang=en`)).json().data.address).toBe('No. 7, Zand Street, Shiraz, Iran');

      const audit = await lastAudit(t, 'siteSettings.update');
      expect(audit).toMatchObject({ targetType: 'siteSettings', targetId: 'site' });
      expect((audit!.details as { changed: string[] }).changed).toEqual(
        who === 'admin'
          ? [
              'address.fa',
              'address.en',
              'postalCode',
              'phone',
              'email',
              'social.instagram',
              'social.linkedin',
              'social.telegram',
              'social.whatsapp',
              'social.eitaa',
            ]
          : ['phone'],
      );
    }
  });

  it('refuse a bad document with every field’s problem at once, in the caller’s language', async () => {
    const admin = await signedIn(t, 'admin');
    const bad = {
      address: { fa: '   ', en: '<b></b>' },
      postalCode: '12345',
      phone: '12345',
      email: 'not an e-mail',
      social: {
        instagram: 'https://t.me/rira',
        linkedin: 'http://www.linkedin.com/company/rira',
        telegram: 'rira',
        whatsapp: 'javascript:alert(1)',
        eitaa: 'https://eitaa.com.evil.example/rira',
      },
    };
    const res = await admin.post(UPDATE, bad);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([
      'address.en',
      'address.fa',
      'email',
      'phone',
      'postalCode',
      'social.eitaa',
      'social.instagram',
      'social.linkedin',
      'social.telegram',
      'social.whatsapp',
    ]);
    const message = (r: typeof res, field: string) => r.json().errors.find((e: { field: string }) => e.field === field).message;
    expect(message(res, 'phone')).toBe(translateMessage('fa', 'validation.officePhone'));
    expect(message(res, 'address.fa')).toBe('این فیلد الزامی است.');

    const english = await admin.post(`${UPDATE}?lang=en`, bad);
    expect(english.statusCode).toBe(400);
    expect(message(english, 'postalCode')).toBe('A postal code has ten digits.');
    expect(message(english, 'social.telegram')).toBe(
      'Enter the page’s full address on this network, starting with https:// (for example https://t.me/rira for Telegram).',
    );
    expect(message(english, 'email')).toBe('Enter a valid e-mail address.');

    // A missing document is a 400 too, not a 500; nothing was stored.
    expect((await admin.post(UPDATE, {})).statusCode).toBe(400);
    expect((await t.client().get(PUBLIC)).json().data.phone).toBe('021-88661234');
  });

  it('refuse a save made over someone else’s (409)', async () => {
    const admin = await signedIn(t, 'admin');
    const loaded = (await admin.get(GET)).json().data;
    expect((await admin.post(UPDATE, { ...edited, updatedAt: loaded.updatedAt })).statusCode).toBe(200);
    const stale = await admin.post(UPDATE, { ...edited, phone: '021-22334455', updatedAt: loaded.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'تنظیمات سایت پس از باز کردن شما در جای دیگری ذخیره شده است. برای دیدن آخرین نسخه، صفحه را دوباره بارگذاری کنید.',
    );
  });

  it('are edited by the system and content managers only', async () => {
    await expectRefused((c) => c.get(GET));
    await expectRefused((c) => c.post(UPDATE, edited));
    expect((await t.client().get(PUBLIC)).json().data.phone).toBe('021-88661234');
  });

  it('show on the next page rendered after a save: the public data the loaders read is forgotten', async () => {
    const before = await inProcessApi(t.app, pageRequest('fa'))<Public>(PUBLIC, { shared: true });
    expect(before.body.data.phone).toBe('021-88661234');
    // Kept for the next render…
    expect(await inProcessApi(t.app, pageRequest('fa'))<Public>(PUBLIC, { shared: true })).toBe(before);
    const english = await inProcessApi(t.app, pageRequest('en'))<Public>(PUBLIC, { shared: true });

    const admin = await signedIn(t, 'admin');
    expect((await admin.post(UPDATE, edited)).statusCode).toBe(200);

    // …until the save: the next render reads the new settings, in its own language.
    const after = await inProcessApi(t.app, pageRequest('fa'))<Public>(PUBLIC, { shared: true });
    expect(after.body.data).toMatchObject({ phone: '071 3234 5678', address: 'شیراز، خیابان زند، پلاک ۷' });
    const englishAfter = await inProcessApi(t.app, pageRequest('en'))<Public>(PUBLIC, { shared: true });
    expect(englishAfter).not.toBe(english);
    expect(englishAfter.body.data.address).toBe('No. 7, Zand Street, Shiraz, Iran');
  });

  it('are seeded when missing only: an edit survives the next start, and nothing stored shows nothing', async () => {
    const admin = await signedIn(t, 'admin');
    expect((await admin.post(UPDATE, edited)).statusCode).toBe(200);
    expect(await seedSiteSettings(t.database.db)).toBe(false);
    expect((await t.client().get(PUBLIC)).json().data.phone).toBe('071 3234 5678');

    await t.database.db.delete(siteSettings);
    t.app.publicData.clear();
    expect((await t.client().get(PUBLIC)).json().data).toEqual({
      address: null,
      postalCode: null,
      phone: null,
      telephone: null,
      email: null,
      social: [],
    });
    expect((await admin.get(GET)).json().data).toEqual({ settings: null, updatedAt: null, updatedBy: null });
    expect(await seedSiteSettings(t.database.db)).toBe(true);
    expect((await t.client().get(PUBLIC)).json().data.phone).toBe('021-88661234');
  });
});
