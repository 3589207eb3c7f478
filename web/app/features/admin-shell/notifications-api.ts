import { notificationsContract as call } from '@rira/contracts/api/notifications';
import type { RouteResponse } from '@rira/contracts/api/route';
import { api } from '../../lib/api.ts';

/** One page of the bell's notifications, with the unread count. */
export type NotificationPage = RouteResponse<typeof call.list>;

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationsApi = {
  // A background poll: its failures are not worth a toast every minute.
  list: () => api(call.list, { query: { pageIndex: 1, pageSize: NOTIFICATIONS_PAGE_SIZE } }, { errorToast: false }),
  markRead: (id: string) => api(call.markRead, { body: { id } }, { successToast: false }),
  markAllRead: () => api(call.markAllRead),
};
