import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Paperclip, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import {
  ATTACHMENT_SEND_STATUSES,
  type AttachmentRequestItem,
  type AttachmentRequestListRequest,
  type AttachmentSendStatus,
} from '@rira/contracts/site/admin-site';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { PageHeader } from '../content-admin/page-header.tsx';
import { PagedTable } from '../content-admin/paged-table.tsx';
import { useLang } from '../organisation/use-lang.ts';
import { FilterSelect, SearchBox } from './list-toolbar.tsx';
import { attachmentRequestApi, siteAdminKeys } from './site-admin-api.ts';
import { listPaging, useListParams } from './use-list-params.ts';

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
  const queryClient = useQueryClient();
  const list = useListParams();
  const status = list.get('status') as AttachmentSendStatus | '';
  const [sending, setSending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState('');

  const request: AttachmentRequestListRequest = {
    pageIndex: list.page,
    pageSize: list.size,
    ...(list.search ? { search: list.search } : {}),
    ...(status && ATTACHMENT_SEND_STATUSES.includes(status) ? { sendStatus: status } : {}),
  };
  const { data, isPending, isFetching } = useQuery({
    queryKey: siteAdminKeys.attachmentList(request),
    queryFn: ({ signal }) => attachmentRequestApi.list(request, signal),
    placeholderData: keepPreviousData,
  });

  async function resend(item: AttachmentRequestItem) {
    setSending(item.id);
    try {
      const { data: result, message } = await attachmentRequestApi.resend(item.id);
      const text = message ?? t(`siteAdmin.attachments.status.${result.sendStatus}`);
      setOutcome(text);
      if (result.sendStatus === 'failed') await notify.error(text);
      else await notify.success(text);
    } catch {
      // The client already showed the server's reason (e.g. the file was deleted).
    } finally {
      setSending(null);
      await queryClient.invalidateQueries({ queryKey: siteAdminKeys.attachments });
    }
  }

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
              onClick={() => void resend(row.original)}
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, sending],
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <PageHeader title={t('siteAdmin.attachments.title')} intro={t('siteAdmin.attachments.intro')} />
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="attachments-search"
          label={t('siteAdmin.attachments.search')}
          value={list.search}
          onSearch={(q) => list.set({ q })}
        />
        <FilterSelect
          id="attachments-filter-status"
          label={t('siteAdmin.attachments.fields.status')}
          value={status}
          onChange={(v) => list.set({ status: v })}
        >
          <option value="">{t('siteAdmin.all')}</option>
          {ATTACHMENT_SEND_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`siteAdmin.attachments.status.${s}`)}
            </option>
          ))}
        </FilterSelect>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {outcome}
      </p>
      <PagedTable
        caption={t('siteAdmin.attachments.title')}
        columns={columns}
        rows={data?.data ?? []}
        loading={isPending || isFetching}
        empty={<EmptyState icon={Paperclip} title={t(list.search || status ? 'siteAdmin.emptySearch' : 'siteAdmin.attachments.empty')} />}
        pagination={listPaging(list, 'attachments', data)}
      />
    </div>
  );
}
