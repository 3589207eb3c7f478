import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkInSchema, listEnvelope, notificationSchema, okEnvelopeSchema, pageRequestSchema } from '@rira/contracts';
import { notFound } from '../../http/app-error.ts';
import { list, ok } from '../../http/envelopes.ts';
import { requireActor } from '../../plugins/session.ts';
import * as repo from './notifications.repo.ts';

const tags = ['Notifications'];

export const notificationRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Notificaton/GetUserNotifications',
    {
      schema: {
        tags,
        summary: "The signed-in person's notifications, newest first, with the unread count",
        querystring: pageRequestSchema.omit({ search: true }),
        response: { 200: listEnvelope(notificationSchema).extend({ unreadCount: z.number().int() }) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { rows, total, unread } = await repo.listForUser(app.db, actor.userId, request.query);
      const items = rows.map((n) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        link: n.link,
        createdAt: n.createdAt.toISOString(),
        readAt: n.readAt?.toISOString() ?? null,
      }));
      return { ...list(items, total, request.query), unreadCount: unread };
    },
  );

  app.post(
    '/Notificaton/CheckIn',
    { schema: { tags, summary: 'Mark one notification as read', body: checkInSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      const actor = requireActor(request);
      // Someone else's notification answers exactly like a missing one.
      if (!(await repo.markRead(app.db, actor.userId, request.body.id))) throw notFound();
      return ok(null);
    },
  );

  app.post(
    '/Notificaton/CheckAll',
    { schema: { tags, summary: 'Mark every notification as read', response: { 200: okEnvelopeSchema } } },
    async (request) => {
      const actor = requireActor(request);
      await repo.markAllRead(app.db, actor.userId);
      return ok(null);
    },
  );
};
