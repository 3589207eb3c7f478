import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { ARIA, companyId, signedIn } from '../../test/organisation-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----rira' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadLogo = (c: TestClient, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) =>
  c.request({ method: 'POST', url: '/api/admin/Company/UploadCompanyLogo', ...multipart(fields, file) });

describe('companies', () => {
  it('lets the system manager register a company, upload both logos, edit, find and delete it', async () => {
    const manager = await signedIn(t, 'admin');
    const add = await manager.post('/api/admin/Company/Add', {
      title: 'شركت نمونه كاوه',
      titleEn: 'Kaveh',
      licenceExpiresOn: '2027-03-20',
      maxUsers: 50,
    });
    expect(add.statusCode).toBe(200);
    const id = add.json().data as string;

    const png = await sharp({ create: { width: 900, height: 300, channels: 4, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const fa = await uploadLogo(manager, { id, language: 'fa' }, { name: 'logo.png', type: 'image/png', bytes: png });
    expect(fa.statusCode).toBe(200);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" onload="alert(1)"><script>alert(2)</script><rect width="200" height="80" fill="#0a0"/></svg>',
    );
    const en = await uploadLogo(manager, { language: 'en', id }, { name: 'logo.svg', type: 'image/svg+xml', bytes: svg });
    expect(en.statusCode).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: en.json().data.logoUrl });
    expect((await sharp(stored.rawPayload).metadata()).format).toBe('webp'); // drawn to pixels: no script survives
    expect(stored.rawPayload.includes(Buffer.from('alert'))).toBe(false);

    const company = (await manager.get(`/api/admin/Company/Get/${id}`)).json().data;
    expect(company).toMatchObject({
      title: 'شرکت نمونه کاوه',
      titleEn: 'Kaveh',
      licenceExpiresOn: '2027-03-20',
      licenceExpired: false,
      maxUsers: 50,
      userCount: 0,
      assessmentCount: 0,
      isActive: true,
    });
    expect(company.logoFaUrl).toMatch(/^\/files\/logos\/.+\.webp$/);
    expect(company.logoEnUrl).toMatch(/^\/files\/logos\/.+\.webp$/);

    const found = (await manager.post('/api/admin/Company/GetAll', { search: 'كاوه' })).json();
    expect(found.data.map((c: { id: string }) => c.id)).toEqual([id]);

    expect((await manager.post('/api/admin/Company/Update', { id, title: 'کاوه نو', licenceExpiresOn: null })).statusCode).toBe(200);
    expect((await manager.get(`/api/admin/Company/Get/${id}`)).json().data).toMatchObject({
      title: 'کاوه نو',
      licenceExpiresOn: null,
      titleEn: null,
    });
    expect((await manager.post('/api/admin/Company/Delete', { id })).statusCode).toBe(200);
    expect((await manager.get(`/api/admin/Company/Get/${id}`)).statusCode).toBe(404);
  });

  it('lists companies with people counts and admins, paged and sorted', async () => {
    const manager = await signedIn(t, 'admin');
    const page = (await manager.post('/api/admin/Company/GetAll', { sort: 'users', direction: 'desc', pageSize: 10 })).json();
    expect(page.totalItems).toBe(2);
    expect(page.data[0]).toMatchObject({ title: ARIA, userCount: 19 });
    expect(page.data[0].admins.map((a: { fullName: string }) => a.fullName).sort()).toEqual(['سارا محمدی', 'مریم کریمی']);
    const assessments = await manager.post('/api/admin/Company/GetCompanyAssessments', { companyId: page.data[0].id });
    expect(assessments.json()).toMatchObject({ data: [], totalItems: 0 });
  });

  it('refuses to delete a company with people (409) and deactivation signs its people out', async () => {
    const manager = await signedIn(t, 'admin');
    const aria = await companyId(t, ARIA);
    const del = await manager.post('/api/admin/Company/Delete', { id: aria });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('۱۹');
    const employee = await signedIn(t, 'employee');
    expect((await manager.post('/api/admin/Company/Toggle', { id: aria })).statusCode).toBe(200);
    expect((await employee.get('/api/Authentication/GetCurrentUser')).statusCode).toBe(401);
  });

  it('refuses bad input with every field, bad logos and unknown ids', async () => {
    const manager = await signedIn(t, 'admin');
    const bad = await manager.post('/api/admin/Company/Add', { title: '', licenceExpiresOn: '1404/01/01', maxUsers: 0 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['licenceExpiresOn', 'maxUsers', 'title']);
    const id = (await manager.post('/api/admin/Company/Add', { title: 'لوگو' })).json().data;
    const lying = await uploadLogo(
      manager,
      { id, language: 'fa' },
      { name: 'logo.png', type: 'image/png', bytes: Buffer.from('MZ this is not an image at all') },
    );
    expect(lying.statusCode).toBe(415);
    const big = await uploadLogo(
      manager,
      { id, language: 'fa' },
      { name: 'big.png', type: 'image/png', bytes: Buffer.alloc(2 * 1024 * 1024 + 1) },
    );
    expect(big.statusCode).toBe(413);
    const fields = await uploadLogo(manager, { language: 'de' });
    expect(fields.statusCode).toBe(400);
    expect(
      fields
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['file', 'id', 'language']);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await manager.get(`/api/admin/Company/Get/${missing}`)).statusCode).toBe(404);
    expect((await manager.post('/api/admin/Company/Update', { id: missing, title: 'x' })).statusCode).toBe(404);
    expect((await manager.post('/api/admin/Company/Toggle', { id: missing })).statusCode).toBe(404);
  });

  it.each(['hr', 'employee', 'multi'])('refuses %s every company call (403)', async (username) => {
    const c = await signedIn(t, username);
    const aria = await companyId(t, ARIA);
    const calls = [
      () => c.post('/api/admin/Company/GetAll', {}),
      () => c.get(`/api/admin/Company/Get/${aria}`),
      () => c.post('/api/admin/Company/Add', { title: 'x' }),
      () => c.post('/api/admin/Company/Update', { id: aria, title: 'x' }),
      () => c.post('/api/admin/Company/Toggle', { id: aria }),
      () => c.post('/api/admin/Company/Delete', { id: aria }),
      () => c.post('/api/admin/Company/GetCompanyAssessments', { companyId: aria }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
  });

  it('refuses anonymous callers (401)', async () => {
    expect((await t.client().post('/api/admin/Company/GetAll', {})).statusCode).toBe(401);
    expect((await uploadLogo(t.client(), { id: await companyId(t, ARIA), language: 'fa' })).statusCode).toBe(401);
  });
});
