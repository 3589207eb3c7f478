import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet, Inbox, Mail, Phone, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '@rira/contracts/envelopes';
import { PRODUCT_IDS, SERVICE_IDS, isProductId, isServiceId } from '@rira/contracts/site/catalogue';
import type { InboxKind } from '@rira/contracts/site/admin-site';
import { FilterSelect, ListFilters, SearchField } from '../../components/admin/list-filters.tsx';
import { ListPagination } from '../../components/admin/paged-table.tsx';
import { DeleteConfirm, iconButtonClasses } from '../../components/admin/row-actions.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Drawer } from '../../components/ui/drawer.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { offeringNameKey } from '../../lib/i18n-keys.ts';
import { defineList, flagOf, listParam } from '../../lib/list-state.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { exportUrl, inboxApi, siteAdminKeys, type InboxItem, type InboxListRequest } from './site-admin-api.ts';

/** An inbox's address: ?page=&size=&q=&seen=true|false&offering=<product or service id> (the tab is `?tab=`). */
const inboxList = defineList({
  filters: { seen: listParam.oneOf(['true', 'false']), offering: listParam.oneOf([...PRODUCT_IDS, ...SERVICE_IDS] as const) },
});

/** The id of the product or service a demo request is about, as stored (the catalogue may no longer have it). */
function offeringOf(item: InboxItem): string | null {
  if ('product' in item) return item.product;
  if ('service' in item) return item.service;
  return null;
}

/**
 * One inbox (contact submissions, product demos or service demos): newest first, unseen rows
 * highlighted (colour, weight and a «new» badge, so not by colour alone). Opening a row shows
 * everything in a side sheet and marks it seen; delete asks first; the export downloads the
 * rows the filters match as an Excel file.
 */
export function InboxList({ kind }: { kind: InboxKind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const list = useListState(inboxList);
  const { state, update } = list;
  const [open, setOpen] = useState<InboxItem | null>(null);
  const [deleting, setDeleting] = useState<InboxItem | null>(null);

  const { offering } = state;
  const offeringFilter =
    kind === 'productDemo' && (PRODUCT_IDS as readonly string[]).includes(offering)
      ? { product: offering as InboxListRequest['product'] }
      : kind === 'serviceDemo' && (SERVICE_IDS as readonly string[]).includes(offering)
        ? { service: offering as InboxListRequest['service'] }
        : {};
  const request: InboxListRequest = inboxList.request(state, { isSeen: flagOf(state.seen), ...offeringFilter });
  // The spreadsheet has every row the filters match: the request without its paging.
  const { pageIndex: _page, pageSize: _size, ...filters } = request;
  const key = siteAdminKeys.inboxList(kind, request);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => inboxApi.list(kind, request, signal),
    placeholderData: keepPreviousData,
  });
  // What a change to a row may change: this inbox and, for demo requests, their summary.
  const changes = {
    invalidates: [
      siteAdminKeys.inbox(kind),
      ...(kind === 'formSubmission' ? [] : [siteAdminKeys.dashboard(kind === 'productDemo' ? 'product' : 'service')]),
    ],
  };
  const markSeen = useAction((id: string) => inboxApi.seen(kind, id), changes);
  const remove = useAction((id: string) => inboxApi.remove(kind, id), changes);

  function openRow(item: InboxItem) {
    setOpen(item);
    if (item.isSeen) return;
    // The highlight goes at once; the server is told quietly, and the lists re-read afterwards.
    queryClient.setQueryData<ListEnvelope<InboxItem>>(key, (old) =>
      old ? { ...old, data: old.data.map((row) => (row.id === item.id ? { ...row, isSeen: true } : row)) } : old,
    );
    markSeen.fire(item.id);
  }

  // A row stores the id as sent; one the catalogue no longer has shows as itself.
  const offeringName = (item: InboxItem) => {
    const id = offeringOf(item);
    return id !== null && (isProductId(id) || isServiceId(id)) ? t(offeringNameKey(id)) : id;
  };
  const { data, isPending, isPlaceholderData } = query;
  const rows = data?.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <ListFilters label={t('siteAdmin.inbox.search')}>
        <SearchField
          id={`${kind}-search`}
          label={t('siteAdmin.inbox.search')}
          buttonLabel={t('siteAdmin.search')}
          value={state.search}
          onSearch={(search) => update({ search })}
        />
        <FilterSelect
          id={`${kind}-filter-seen`}
          label={t('siteAdmin.inbox.seenFilter')}
          value={state.seen}
          onChange={(seen) => update({ seen })}
          allLabel={t('siteAdmin.all')}
          options={[
            { value: 'false', label: t('siteAdmin.inbox.unseen') },
            { value: 'true', label: t('siteAdmin.inbox.seen') },
          ]}
        />
        {kind !== 'formSubmission' ? (
          <FilterSelect
            id={`${kind}-filter-offering`}
            label={t(kind === 'productDemo' ? 'siteAdmin.inbox.product' : 'siteAdmin.inbox.service')}
            value={state.offering}
            onChange={(next) => update({ offering: next })}
            allLabel={t('siteAdmin.all')}
            options={(kind === 'productDemo' ? PRODUCT_IDS : SERVICE_IDS).map((id) => ({
              value: id,
              label: t(offeringNameKey(id)),
            }))}
          />
        ) : null}
        <a href={exportUrl(kind, filters, lang)} download className={buttonClasses('secondary', 'md')}>
          <FileSpreadsheet aria-hidden className="size-5" />
          {t('siteAdmin.inbox.export')}
        </a>
      </ListFilters>

      <section
        aria-label={t(`siteAdmin.inbox.tabs.${kind}`)}
        aria-busy={isPending || isPlaceholderData || undefined}
        className="rounded-xl border border-line bg-surface"
      >
        {rows.length === 0 ? (
          isPending ? (
            <p className="px-4 py-10 text-center text-ink-muted">{t('common.loading')}</p>
          ) : (
            <EmptyState icon={Inbox} title={t(list.filtered ? 'siteAdmin.emptySearch' : 'siteAdmin.inbox.empty')} />
          )
        ) : (
          <ul className={cn('divide-y divide-line', isPlaceholderData && 'opacity-70')}>
            {rows.map((item) => {
              const name = offeringName(item);
              const subtitle = 'companyName' in item ? item.companyName : item.position;
              return (
                <li
                  key={item.id}
                  data-unseen={item.isSeen ? undefined : 'true'}
                  className={cn('flex items-center gap-2 pe-2', !item.isSeen && 'bg-primary-50/70')}
                >
                  <button
                    type="button"
                    onClick={() => openRow(item)}
                    className="flex min-w-0 flex-1 flex-col items-start gap-1 px-3 py-3 text-start hover:bg-primary-50 sm:px-4"
                    aria-label={t(item.isSeen ? 'siteAdmin.inbox.openNamed' : 'siteAdmin.inbox.openUnseenNamed', { name: item.fullname })}
                  >
                    <span className="flex w-full flex-wrap items-center gap-x-2 gap-y-1">
                      {!item.isSeen ? <span aria-hidden className="size-2.5 shrink-0 rounded-full bg-primary-600" /> : null}
                      <span className={cn('truncate', item.isSeen ? 'font-normal' : 'font-bold')}>{item.fullname}</span>
                      {!item.isSeen ? <Badge tone="info">{t('siteAdmin.inbox.new')}</Badge> : null}
                      {name ? <Badge tone="neutral">{name}</Badge> : null}
                    </span>
                    <span className="flex w-full flex-wrap gap-x-3 text-sm text-ink-muted">
                      {subtitle ? <span className="truncate">{subtitle}</span> : null}
                      <time dateTime={item.createdAt} className="whitespace-nowrap">
                        {formatDateTime(item.createdAt, lang)}
                      </time>
                    </span>
                  </button>
                  <button
                    type="button"
                    className={cn(iconButtonClasses, 'shrink-0 text-danger hover:text-danger')}
                    onClick={() => setDeleting(item)}
                    aria-label={t('siteAdmin.deleteNamed', { title: item.fullname })}
                  >
                    <Trash2 aria-hidden className="size-5" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <ListPagination list={list} idPrefix={kind} data={data} />

      <Drawer
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open ? t('siteAdmin.inbox.detailsOf', { name: open.fullname }) : ''}
        side="end"
      >
        {open ? (
          <InboxDetails
            item={open}
            offering={offeringName(open)}
            onDelete={() => {
              setOpen(null);
              setDeleting(open);
            }}
          />
        ) : null}
      </Drawer>

      <DeleteConfirm
        item={deleting}
        title={t('siteAdmin.inbox.deleteTitle')}
        description={(row) => t('siteAdmin.inbox.deleteConfirm', { name: row.fullname })}
        confirmLabel={t('siteAdmin.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async (row) => {
          await remove.run(row.id);
          if (open?.id === row.id) setOpen(null);
        }}
      />
    </div>
  );
}

function InboxDetails({ item, offering, onDelete }: { item: InboxItem; offering: string | null; onDelete: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rows: [string, ReactNode][] = [
    [t('siteAdmin.inbox.fields.createdAt'), formatDateTime(item.createdAt, lang)],
    ...(offering ? ([[t('siteAdmin.inbox.fields.offering'), offering]] as [string, ReactNode][]) : []),
    ...('companyName' in item ? ([[t('siteAdmin.inbox.fields.companyName'), item.companyName]] as [string, ReactNode][]) : []),
    ...(item.position ? ([[t('siteAdmin.inbox.fields.position'), item.position]] as [string, ReactNode][]) : []),
    [
      t('siteAdmin.inbox.fields.phoneNumber'),
      <a key="phone" href={`tel:${item.phoneNumber}`} dir="ltr" className="inline-flex items-center gap-1 text-primary-800 underline">
        <Phone aria-hidden className="size-4" />
        {item.phoneNumber}
      </a>,
    ],
    [
      t('siteAdmin.inbox.fields.email'),
      <a
        key="email"
        href={`mailto:${item.email}`}
        dir="ltr"
        className="inline-flex items-center gap-1 break-all text-primary-800 underline"
      >
        <Mail aria-hidden className="size-4" />
        {item.email}
      </a>,
    ],
    ...('teamSize' in item && item.teamSize
      ? ([[t('siteAdmin.inbox.fields.teamSize'), <bdi key="size">{item.teamSize}</bdi>]] as [string, ReactNode][])
      : []),
    [t('siteAdmin.inbox.fields.language'), t(`siteAdmin.languages.${item.language}`)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-col gap-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm text-ink-muted">{t('siteAdmin.inbox.fields.message')}</h3>
        <p className="whitespace-pre-line rounded-lg bg-page p-3" dir="auto">
          {item.message || t('siteAdmin.inbox.noMessage')}
        </p>
      </div>
      <Button variant="danger" onClick={onDelete}>
        <Trash2 aria-hidden className="size-5" />
        {t('siteAdmin.delete')}
      </Button>
    </div>
  );
}
