import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Paperclip, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { ATTACHMENT_SEND_STATUSES, type AttachmentRequestItem, type AttachmentSendStatus } from '@rira/contracts/site/admin-site';
import { ListPageFrame } from '../../components/admin/list-page-frame.tsx';
import { FilterSelect } from '../../components/admin/list-filters.tsx';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { defineList, listParam } from '../../lib/list-state.ts';
import { notify } from '../../lib/toast.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { attachmentRequestApi, siteAdminKeys } from './site-admin-api.ts';

/** The attachment requests' address: ?page=&size=&q=&status=sent|logged|pending|failed. */
const attachmentList = defineList({ filters: { status: listParam.oneOf(ATTACHMENT_SEND_STATUSES) } });

export const STATUS_TONES: Record<AttachmentSendStatus, BadgeTone> = {
  sent: 'success',
  logged: 'info',
  pending: 'warning',
  failed: 'danger',
};

/**
 * /admin/attachmentRequests: who asked for which article's file, when, and whether the mail went.
 * Resend tries again through the same mail as the public form and shows what happened.
 */
export function AttachmentRequestsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useListState(attachmentList);
  const { state, update } = list;
  const [outcome, setOutcome] = useState('');

  const request = attachmentList.request(state, { sendStatus: state.status });
  const query = useQuery({
    queryKey: siteAdminKeys.attachmentList(request),
    queryFn: ({ signal }) => attachmentRequestApi.list(request, signal),
    placeholderData: keepPreviousData,
  });

  // A refusal (e.g. the file was deleted) is the client's toast; the list is read again either way.
  const resend = useAction((item: AttachmentRequestItem) => attachmentRequestApi.resend(item.id), {
    invalidates: [siteAdminKeys.attachments],
    onSuccess: async ({ data: result, message }) => {
      const text = message ?? t(`siteAdmin.attachments.status.${result.sendStatus}`);
      setOutcome(text);
      if (result.sendStatus === 'failed') await notify.error(text);
      else await notify.success(text);
    },
  });
  const sending = resend.input?.id ?? null;
  const { fire: resendRow } = resend;

  const columns = useMemo<ColumnDef<AttachmentRequestItem, unknown>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('siteAdmin.attachments.fields.createdAt'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => <time dateTime={row.original.createdAt}>{formatDateTime(row.original.createdAt, lang)}</time>,
      },
      {
        id: 'article',
        header: t('siteAdmin.attachments.fields.article'),
        meta: { className: 'min-w-56' },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-medium">{row.original.articleTitle}</span>
            <span className="text-xs text-ink-muted">
              <bdi>{row.original.fileName}</bdi>
            </span>
          </span>
        ),
      },
      {
        id: 'requester',
        header: t('siteAdmin.attachments.fields.requester'),
        meta: { className: 'min-w-44' },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span>{row.original.fullname}</span>
            <a href={`mailto:${row.original.email}`} dir="ltr" className="text-start text-xs text-primary-800 underline">
              {row.original.email}
            </a>
          </span>
        ),
      },
      {
        id: 'status',
        header: t('siteAdmin.attachments.fields.status'),
        meta: { className: 'min-w-40' },
        cell: ({ row }) => (
          <span className="flex flex-col items-start gap-1">
            <Badge tone={STATUS_TONES[row.original.sendStatus]}>{t(`siteAdmin.attachments.status.${row.original.sendStatus}`)}</Badge>
            {row.original.sentAt ? (
              <span className="text-xs text-ink-muted">
                {t('siteAdmin.attachments.sentAt', { date: formatDateTime(row.original.sentAt, lang) })}
              </span>
            ) : null}
            {row.original.sendStatus === 'failed' && row.original.sendError ? (
              <span className="max-w-56 break-words text-xs text-danger" dir="auto">
                {row.original.sendError}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('siteAdmin.actions')}</span>,
        cell: ({ row }) =>
          row.original.canResend ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={sending !== null}
              onClick={() => resendRow(row.original)}
              aria-label={t('siteAdmin.attachments.resendNamed', { name: row.original.fullname, file: row.original.fileName })}
            >
              <Send aria-hidden className="size-4" />
              {sending === row.original.id ? t('siteAdmin.attachments.sending') : t('siteAdmin.attachments.resend')}
            </Button>
          ) : (
            <span className="text-xs text-ink-muted">{t('siteAdmin.attachments.fileGone')}</span>
          ),
      },
    ],
    [t, lang, sending, resendRow],
  );

  return (
    <ListPageFrame
      title={t('siteAdmin.attachments.title')}
      intro={t('siteAdmin.attachments.intro')}
      list={list}
      search={{ id: 'attachments-search', label: t('siteAdmin.attachments.search'), buttonLabel: t('siteAdmin.search') }}
      filtersLabel={t('siteAdmin.attachments.search')}
      filters={
        <FilterSelect
          id="attachments-filter-status"
          label={t('siteAdmin.attachments.fields.status')}
          value={state.status}
          onChange={(status) => update({ status })}
          allLabel={t('siteAdmin.all')}
          options={ATTACHMENT_SEND_STATUSES.map((s) => ({ value: s, label: t(`siteAdmin.attachments.status.${s}`) }))}
        />
      }
      beforeTable={
        <p className="sr-only" role="status" aria-live="polite">
          {outcome}
        </p>
      }
      table={{
        query,
        idPrefix: 'attachments',
        caption: t('siteAdmin.attachments.title'),
        columns,
        empty: <EmptyState icon={Paperclip} title={t(list.filtered ? 'siteAdmin.emptySearch' : 'siteAdmin.attachments.empty')} />,
      }}
    />
  );
}
