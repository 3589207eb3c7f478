import type { ListEnvelope } from '@rira/contracts/envelopes';
import type { Notification } from '@rira/contracts/notifications';
import { apiList, apiRequest } from '../../lib/api-client.ts';

export type NotificationPage = ListEnvelope<Notification> & { unreadCount: number };

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationsApi = {
  // A background poll: its failures are not worth a toast every minute.
  list: () =>
    apiList<Notification, { unreadCount: number }>('Notificaton/GetUserNotifications', {
      query: { pageIndex: 1, pageSize: NOTIFICATIONS_PAGE_SIZE },
      errorToast: false,
    }),
  markRead: (id: string) => apiRequest('Notificaton/CheckIn', { method: 'POST', body: { id }, successToast: false }),
  markAllRead: () => apiRequest('Notificaton/CheckAll', { method: 'POST' }),
};
