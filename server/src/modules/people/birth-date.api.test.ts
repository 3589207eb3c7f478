import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { personBody, signedIn } from '../../test/organisation-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const API = '/api/manager/applicationUser';

/** ISO day `days` from today in Tehran (the schema's "today"). */
function tehranDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

const fieldErrors = (res: { json: () => { errors: { field: string; message: string }[] } }) =>
  Object.fromEntries(res.json().errors.map((e) => [e.field, e.message]));

describe('birth dates of people', () => {
  it('refuses a birth date after today or more than 120 years ago, in the request’s language, on create and update', async () => {
    const hr = await signedIn(t, 'hr');
    const future = await hr.post(`${API}/Create`, personBody({ birthDate: tehranDay(2) }));
    expect(future.statusCode).toBe(400);
    expect(fieldErrors(future)).toEqual({ birthDate: 'تاریخ تولد نمی‌تواند بعد از امروز باشد.' });
    const english = await hr.post(`${API}/Create`, personBody({ birthDate: tehranDay(2) }), { cookie: 'rira_lang=en' });
    expect(fieldErrors(english)).toEqual({ birthDate: 'A birth date cannot be after today.' });
    const ancient = await hr.post(`${API}/Create`, personBody({ birthDate: '1901-01-01' }));
    expect(fieldErrors(ancient)).toEqual({ birthDate: 'تاریخ تولد بیش از ۱۲۰ سال پیش است؛ سال را بررسی کنید.' });

    const created = await hr.post(`${API}/Create`, personBody({ birthDate: '1991-12-06' }));
    expect(created.statusCode).toBe(200);
    const id = created.json().data as string;
    expect((await hr.get(`${API}/GetUser/${id}`)).json().data.birthDate).toBe('1991-12-06');
    const update = await hr.post(`${API}/Update`, { ...personBody({ birthDate: tehranDay(2) }), id });
    expect(update.statusCode).toBe(400);
    expect(fieldErrors(update)).toEqual({ birthDate: 'تاریخ تولد نمی‌تواند بعد از امروز باشد.' });
    expect((await hr.get(`${API}/GetUser/${id}`)).json().data.birthDate).toBe('1991-12-06');
  });
});
