import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@rira/contracts/language';
import type { Notification } from '@rira/contracts/notifications';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAction } from '../../lib/use-action.ts';
import { NOTIFICATIONS_KEY, notificationsApi, type NotificationPage } from './notifications-api.ts';

const POLL_MS = 60_000;

/** The bell: unread badge, the latest ten, mark one read on click, mark all. */
export function NotificationsMenu() {
  const { t, i18n } = useTranslation();
  const lang: LanguageCode = i18n.language === 'en' ? 'en' : 'fa';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: notificationsApi.list,
    refetchInterval: POLL_MS,
  });
  const markAll = useAction(() => notificationsApi.markAllRead(), {
    invalidates: [NOTIFICATIONS_KEY],
    onSuccess: () => {
      const readAt = new Date().toISOString();
      markLocally(
        (n) => (n.readAt ? n : { ...n, readAt }),
        () => 0,
      );
    },
  });
  const items = data?.data ?? [];
  const unread = data?.unreadCount ?? 0;
  const badge = unread > 9 ? `${localDigits(9, lang)}+` : localDigits(unread, lang);

  function markLocally(update: (n: Notification) => Notification, unreadDelta: (page: NotificationPage) => number) {
    queryClient.setQueryData<NotificationPage>(NOTIFICATIONS_KEY, (page) =>
      page ? { ...page, data: page.data.map(update), unreadCount: Math.max(0, unreadDelta(page)) } : page,
    );
  }

  async function open(notification: Notification) {
    if (!notification.readAt) {
      const readAt = new Date().toISOString();
      markLocally(
        (n) => (n.id === notification.id ? { ...n, readAt } : n),
        (page) => page.unreadCount - 1,
      );
      notificationsApi.markRead(notification.id).catch(() => undefined);
    }
    if (notification.link) {
      if (notification.link.startsWith('/')) await navigate(notification.link);
      else window.open(notification.link, '_blank', 'noopener,noreferrer');
    }
  }

  return (
    <Menu dir={i18n.dir()}>
      <MenuTrigger
        className={cn(buttonClasses('ghost', 'icon'), 'relative')}
        aria-label={
          unread > 0 ? t('notifications.labelUnread', { count: unread, value: localDigits(unread, lang) }) : t('notifications.label')
        }
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute -top-0.5 end-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold leading-5 text-white"
          >
            {badge}
          </span>
        ) : null}
      </MenuTrigger>
      <MenuContent className="w-[min(24rem,calc(100vw-1rem))]">
        <div className="flex items-center justify-between gap-2">
          <MenuLabel>{t('notifications.title')}</MenuLabel>
          {unread > 0 ? (
            <MenuItem className="min-h-9 text-sm text-primary-700" onSelect={() => markAll.fire()}>
              <CheckCheck aria-hidden className="size-4" />
              {t('notifications.markAll')}
            </MenuItem>
          ) : null}
        </div>
        <MenuSeparator />
        {items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-ink-muted">
            {isError ? t('notifications.loadFailed') : t('notifications.empty')}
          </p>
        ) : (
          <div className="max-h-96 overflow-y-auto">
            {items.map((n) => (
              <MenuItem key={n.id} onSelect={() => void open(n)} className="flex-col items-start gap-0.5">
                <span className="flex w-full items-center gap-2">
                  {!n.readAt ? <span aria-hidden className="size-2 shrink-0 rounded-full bg-primary-600" /> : null}
                  <span className={cn('flex-1', n.readAt ? 'font-normal' : 'font-semibold')}>{n.title}</span>
                  {!n.readAt ? <span className="sr-only">{t('notifications.unread')}</span> : null}
                </span>
                <span className="line-clamp-2 text-sm text-ink-muted">{n.body}</span>
                <span className="text-xs text-ink-muted">{formatDateTime(n.createdAt, lang)}</span>
              </MenuItem>
            ))}
          </div>
        )}
      </MenuContent>
    </Menu>
  );
}
