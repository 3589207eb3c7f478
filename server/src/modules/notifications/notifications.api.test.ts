import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const LIST = '/api/Notificaton/GetUserNotifications';

describe('notifications', () => {
  it('lists the person’s own notifications, newest first, paged, with the unread count', async () => {
    const c = t.client();
    await c.login('employee');
    const res = await c.get(`${LIST}?pageIndex=1&pageSize=10`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ succeeded: true, pageIndex: 1, totalItems: 2, totalPages: 1, unreadCount: 2, errors: [] });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toHaveProperty('readAt', null);
  });

  it('pages in SQL', async () => {
    const [employee] = await t.database.db.select().from(users).where(eq(users.username, 'employee'));
    await t.database.db.insert(notifications).values(
      Array.from({ length: 23 }, (_, i) => ({
        userId: employee!.id,
        title: `n${i}`,
        body: 'b',
        createdAt: new Date(Date.now() + i * 1000),
      })),
    );
    const c = t.client();
    await c.login('employee');
    const page3 = (await c.get(`${LIST}?pageIndex=3&pageSize=10`)).json();
    expect(page3).toMatchObject({ pageIndex: 3, totalItems: 25, totalPages: 3 });
    expect(page3.data).toHaveLength(5);
    expect((await c.get(`${LIST}?pageSize=7`)).statusCode).toBe(400);
  });

  it('marks one read, then all, and never touches another person’s', async () => {
    const c = t.client();
    await c.login('employee');
    const [first] = (await c.get(LIST)).json().data;
    expect((await c.post('/api/Notificaton/CheckIn', { id: first.id })).statusCode).toBe(200);
    expect((await c.get(LIST)).json().unreadCount).toBe(1);

    const other = t.client();
    await other.login('hr');
    expect((await other.post('/api/Notificaton/CheckIn', { id: first.id })).statusCode).toBe(404);
    expect((await other.post('/api/Notificaton/CheckIn', { id: 'nope' })).statusCode).toBe(400);

    expect((await c.post('/api/Notificaton/CheckAll')).statusCode).toBe(200);
    expect((await c.get(LIST)).json().unreadCount).toBe(0);
    expect((await other.get(LIST)).json().unreadCount).toBe(2);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.client().get(LIST)).statusCode).toBe(401);
    expect((await t.client().post('/api/Notificaton/CheckAll')).statusCode).toBe(401);
    expect((await t.client().post('/api/Notificaton/CheckIn', { id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(401);
  });
});
