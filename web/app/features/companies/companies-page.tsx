import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Building2, Eye, MoreVertical, Pencil, Plus, Power, Search, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { PAGE_SIZES } from '@rira/contracts/envelopes';
import type { Company, CompanyListRequest } from '@rira/contracts/organisation';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable, Pagination } from '../../components/ui/data-table.tsx';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LocalTitle } from '../../lib/local-text.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useLang } from '../organisation/use-lang.ts';
import { companiesApi, companyKeys } from './companies-api.ts';

type CompanySort = NonNullable<CompanyListRequest['sort']>;
const SORTS: readonly CompanySort[] = ['title', 'createdAt', 'users', 'licence'];

export function CompanyLogo({
  company,
  lang,
  size = 'md',
}: {
  company: Pick<Company, 'logoFaUrl' | 'logoEnUrl'>;
  lang: 'fa' | 'en';
  size?: 'md' | 'lg';
}) {
  const src = lang === 'en' ? (company.logoEnUrl ?? company.logoFaUrl) : (company.logoFaUrl ?? company.logoEnUrl);
  const box = size === 'lg' ? 'size-20' : 'size-10';
  if (!src) {
    return (
      <span className={`inline-flex ${box} shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700`}>
        <Building2 aria-hidden className="size-1/2" />
      </span>
    );
  }
  return <img src={src} alt="" className={`${box} shrink-0 rounded-lg border border-line bg-white object-contain p-0.5`} />;
}

/** The licence's last day in the reader's calendar, with a badge once it has passed. */
export function LicenceCell({ company }: { company: Pick<Company, 'licenceExpiresOn' | 'licenceExpired'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!company.licenceExpiresOn) return <span className="text-ink-muted">{t('companies.noExpiry')}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="whitespace-nowrap">{formatDate(company.licenceExpiresOn, lang)}</span>
      {company.licenceExpired ? <Badge tone="danger">{t('companies.expired')}</Badge> : null}
    </span>
  );
}

/** /admin/companies: the system manager's list of companies. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sizeParam = Number(params.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : 10;
  const sortParam = params.get('sort') as CompanySort | null;
  const sort: CompanySort = sortParam && SORTS.includes(sortParam) ? sortParam : 'title';
  const direction = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const search = params.get('q') ?? '';
  const [searchText, setSearchText] = useState(search);
  const [deleting, setDeleting] = useState<Company | null>(null);

  const setQuery = (patch: Record<string, string | number | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (!('page' in patch)) next.delete('page');
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const request: CompanyListRequest = { pageIndex: page, pageSize: size, sort, direction, ...(search ? { search } : {}) };
  const { data, isPending, isFetching } = useQuery({
    queryKey: companyKeys.list(request),
    queryFn: ({ signal }) => companiesApi.list(request, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.all });

  const columns = useMemo<ColumnDef<Company, unknown>[]>(
    () => [
      {
        id: 'title',
        header: t('companies.fields.title'),
        enableSorting: true,
        meta: { className: 'min-w-52' },
        cell: ({ row }) => (
          <Link to={`/admin/companies/${row.original.id}`} className="flex items-center gap-3 rounded-md hover:underline">
            <CompanyLogo company={row.original} lang={lang} />
            <span className="flex flex-col">
              <LocalTitle className="font-medium text-primary-800" item={row.original} />
            </span>
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('companies.fields.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <Badge tone={row.original.isActive ? 'success' : 'neutral'}>
            {row.original.isActive ? t('org.status.active') : t('org.status.inactive')}
          </Badge>
        ),
      },
      {
        id: 'licence',
        header: t('companies.fields.licence'),
        enableSorting: true,
        cell: ({ row }) => <LicenceCell company={row.original} />,
      },
      {
        id: 'users',
        header: t('companies.fields.people'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) =>
          row.original.maxUsers
            ? t('companies.peopleOfMax', {
                count: formatNumber(row.original.userCount, lang),
                max: formatNumber(row.original.maxUsers, lang),
              })
            : formatNumber(row.original.userCount, lang),
      },
      {
        id: 'createdAt',
        header: t('companies.fields.createdAt'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => formatDate(row.original.createdAt, lang),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('org.actions.label')}</span>,
        enableSorting: false,
        meta: { className: 'w-12' },
        cell: ({ row }) => {
          const company = row.original;
          return (
            <Menu>
              <MenuTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={t('companies.actionsFor', { title: company.title })}>
                  <MoreVertical aria-hidden className="size-5" />
                </Button>
              </MenuTrigger>
              <MenuContent>
                <MenuItem onSelect={() => void navigate(`/admin/companies/${company.id}`)}>
                  <Eye aria-hidden className="size-5" />
                  {t('org.actions.view')}
                </MenuItem>
                <MenuItem onSelect={() => void navigate(`/admin/companies/${company.id}/edit`)}>
                  <Pencil aria-hidden className="size-5" />
                  {t('org.actions.edit')}
                </MenuItem>
                <MenuItem
                  onSelect={() => {
                    void companiesApi
                      .toggle(company.id)
                      .catch(() => undefined)
                      .then(refresh);
                  }}
                >
                  <Power aria-hidden className="size-5" />
                  {company.isActive ? t('org.actions.deactivate') : t('org.actions.activate')}
                </MenuItem>
                <MenuSeparator />
                <MenuItem onSelect={() => setDeleting(company)} className="text-danger data-[highlighted]:text-danger">
                  <Trash2 aria-hidden className="size-5" />
                  {t('org.actions.delete')}
                </MenuItem>
              </MenuContent>
            </Menu>
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang],
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t('companies.title')}</h1>
          <p className="mt-1 text-ink-muted">{t('companies.intro')}</p>
        </div>
        <Button asChild>
          <Link to="/admin/companies/add">
            <Plus aria-hidden className="size-5" />
            {t('companies.add')}
          </Link>
        </Button>
      </div>

      <form
        role="search"
        aria-label={t('companies.search')}
        className="flex max-w-md flex-col gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ q: searchText.trim() });
        }}
      >
        <label htmlFor="companies-search" className="text-sm font-medium">
          {t('companies.search')}
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
            <Input
              id="companies-search"
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              className="ps-10"
            />
          </div>
          <Button type="submit" variant="secondary">
            {t('companies.searchAction')}
          </Button>
        </div>
      </form>

      <DataTable
        caption={t('companies.title')}
        columns={columns}
        data={data?.data ?? []}
        getRowId={(row) => row.id}
        sort={{ id: sort, direction }}
        onSortChange={(next) => setQuery({ sort: next.id === 'title' ? null : next.id, dir: next.direction === 'asc' ? null : 'desc' })}
        loading={isPending || isFetching}
        empty={
          <EmptyState
            icon={Building2}
            title={t(search ? 'companies.emptySearch' : 'companies.empty')}
            action={
              search ? undefined : (
                <Button asChild variant="secondary">
                  <Link to="/admin/companies/add">{t('companies.add')}</Link>
                </Button>
              )
            }
          />
        }
      />
      <Pagination
        idPrefix="companies"
        pageIndex={page}
        pageSize={size}
        totalItems={data?.totalItems ?? 0}
        totalPages={data?.totalPages ?? 1}
        onPageChange={(next) => setQuery({ page: next })}
        onPageSizeChange={(next) => setQuery({ size: next === 10 ? null : next })}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('companies.delete.title')}
        description={deleting ? t('companies.delete.confirm', { title: deleting.title }) : ''}
        confirmLabel={t('org.actions.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          await companiesApi.remove(deleting.id);
          await refresh();
        }}
      />
    </div>
  );
}
