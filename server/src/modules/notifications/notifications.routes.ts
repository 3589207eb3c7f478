import type { FastifyPluginAsync } from 'fastify';
import { notificationsContract as call } from '@rira/contracts/api/notifications';
import { serve } from '../../http/contract-route.ts';
import { list, ok } from '../../http/envelopes.ts';
import { callerOf } from '../../http/caller.ts';
import { NotificationsService } from './notifications.service.ts';

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const service = new NotificationsService(app);

  serve(app, call.list, async (request) => {
    const { items, total, unread } = await service.list(callerOf(request), request.query);
    return { ...list(items, total, request.query), unreadCount: unread };
  });

  serve(app, call.markRead, async (request) => {
    await service.markRead(callerOf(request), request.body.id);
    return ok(null);
  });

  serve(app, call.markAllRead, async (request) => {
    await service.markAllRead(callerOf(request));
    return ok(null);
  });
};
