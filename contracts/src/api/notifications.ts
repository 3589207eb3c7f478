import { z } from 'zod';
import { listEnvelope, okEnvelopeSchema, pageRequestSchema } from '../envelopes.ts';
import { checkInSchema, notificationSchema } from '../notifications.ts';
import { defineRoute } from './route.ts';

const tags = ['Notifications'];
/** The path keeps the old API's spelling. */
const base = '/Notificaton';

/** The signed-in person's notifications (`Notificaton/*`). */
export const notificationsContract = {
  list: defineRoute({
    method: 'GET',
    path: `${base}/GetUserNotifications`,
    access: 'account.own',
    tags,
    summary: "The signed-in person's notifications, newest first, with the unread count",
    query: pageRequestSchema.omit({ search: true }),
    response: listEnvelope(notificationSchema).extend({ unreadCount: z.number().int() }),
  }),
  markRead: defineRoute({
    method: 'POST',
    path: `${base}/CheckIn`,
    access: 'account.own',
    tags,
    summary: 'Mark one notification as read',
    body: checkInSchema,
    response: okEnvelopeSchema,
  }),
  markAllRead: defineRoute({
    method: 'POST',
    path: `${base}/CheckAll`,
    access: 'account.own',
    tags,
    summary: 'Mark every notification as read',
    response: okEnvelopeSchema,
  }),
};
