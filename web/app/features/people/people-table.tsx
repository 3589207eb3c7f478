import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { COMPANY_ROLES, type PersonListItem } from '@rira/contracts/organisation';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { DataTable, Pagination } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatDate } from '../../lib/format.ts';
import { LocalText, localText, localTitle } from '../../lib/local-text.tsx';
import { CompanyPicker } from '../companies/company-picker.tsx';
import { useCompanyScope } from '../organisation/company-scope.ts';
import { useLang } from '../organisation/use-lang.ts';
import { fetchAllStructure, structureKeys } from '../structure/structure-api.ts';
import { peopleApi, peopleKeys } from './people-api.ts';
import { buildPersonListRequest, readPeopleListState, writePeopleListState, type PeopleListState } from './people-list-state.ts';
import { PersonRowActions } from './person-row-actions.tsx';

const SEARCH_DELAY_MS = 350;

/** Waits until typing pauses before the value is used (one request per pause, not per key). */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface PeopleTableProps {
  /** The company page shows one company's people: no company filter then. */
  fixedCompanyId?: string;
  /** The accessible name of the table. */
  caption: string;
}

/**
 * People with server-side paging, sorting, a Persian-normalised search (the server treats ي/ك
 * and Persian digits alike) and filters; every row has its actions in a menu.
 */
export function PeopleTable({ fixedCompanyId, caption }: PeopleTableProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCompanyScope();
  const [params, setParams] = useSearchParams();
  const state = readPeopleListState(params);
  const update = (patch: Partial<PeopleListState>) =>
    setParams((p) => writePeopleListState(p, patch), { replace: true, preventScrollReset: true });

  // The search box is typed into freely; the address (and the request) follow after a pause.
  const [searchText, setSearchText] = useState(state.search);
  const debouncedSearch = useDebounced(searchText, SEARCH_DELAY_MS);
  // A search settling while the person is already leaving (a row's link) must not pull them back.
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state !== 'idle' || debouncedSearch === state.search) return;
    setParams((p) => writePeopleListState(p, { search: debouncedSearch }), { replace: true, preventScrollReset: true });
    // Only a settled search text changes the address (retried once a navigation within the page ends).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch, navigation.state]);

  const request = buildPersonListRequest(state, { isSystemManager: scope.isSystemManager, fixedCompanyId });
  const { data, isFetching, isPending } = useQuery({
    queryKey: peopleKeys.list(request),
    queryFn: ({ signal }) => peopleApi.list(request, signal),
    placeholderData: keepPreviousData,
  });

  // Department and position filters need a company: the admin's own, or the one chosen.
  const structureCompany = scope.isSystemManager ? (fixedCompanyId ?? (state.companyId || undefined)) : undefined;
  const canFilterStructure = !scope.isSystemManager || Boolean(structureCompany);
  const structureKey = structureCompany ?? scope.key;
  const departments = useQuery({
    queryKey: structureKeys.list('department', structureKey),
    queryFn: ({ signal }) => fetchAllStructure('department', structureCompany, signal),
    enabled: canFilterStructure,
  });
  const positions = useQuery({
    queryKey: structureKeys.list('position', structureKey),
    queryFn: ({ signal }) => fetchAllStructure('position', structureCompany, signal),
    enabled: canFilterStructure,
  });
  const showCompany = scope.isSystemManager && !fixedCompanyId && !state.companyId;

  const columns = useMemo<ColumnDef<PersonListItem, unknown>[]>(() => {
    const list: ColumnDef<PersonListItem, unknown>[] = [
      {
        id: 'name',
        header: t('people.fields.name'),
        enableSorting: true,
        meta: { className: 'min-w-44' },
        cell: ({ row }) => (
          <Link
            to={`/admin/users/view-${row.original.id}${scope.isSystemManager ? `?companyId=${row.original.companyId}` : ''}`}
            className="flex items-center gap-2 rounded-md font-medium text-primary-800 hover:underline"
          >
            <Avatar name={localText(row.original.fullName, row.original.fullNameEn, lang)} src={row.original.avatarUrl} size="sm" decorative />
            <LocalText fa={row.original.fullName} en={row.original.fullNameEn} />
          </Link>
        ),
      },
      {
        id: 'mobile',
        header: t('people.fields.mobile'),
        enableSorting: true,
        cell: ({ row }) => (row.original.mobile ? <bdi dir="ltr">{localDigits(row.original.mobile, lang)}</bdi> : '—'),
        meta: { className: 'whitespace-nowrap' },
      },
      {
        id: 'personnelCode',
        header: t('people.fields.personnelCode'),
        enableSorting: true,
        cell: ({ row }) => (row.original.personnelCode ? <bdi dir="ltr">{localDigits(row.original.personnelCode, lang)}</bdi> : '—'),
        meta: { className: 'whitespace-nowrap' },
      },
      {
        id: 'nationalCode',
        header: t('people.fields.nationalCode'),
        enableSorting: false,
        cell: ({ row }) => (row.original.nationalCode ? <bdi dir="ltr">{localDigits(row.original.nationalCode, lang)}</bdi> : '—'),
        meta: { className: 'whitespace-nowrap' },
      },
      {
        id: 'department',
        header: t('people.fields.department'),
        enableSorting: false,
        cell: ({ row }) => <LocalText fa={row.original.departmentTitle} en={row.original.departmentTitleEn} fallback="—" />,
      },
      {
        id: 'position',
        header: t('people.fields.position'),
        enableSorting: false,
        cell: ({ row }) => <LocalText fa={row.original.positionTitle} en={row.original.positionTitleEn} fallback="—" />,
      },
    ];
    if (showCompany) {
      list.push({ id: 'company', header: t('people.fields.company'), enableSorting: false, cell: ({ row }) => <LocalText fa={row.original.companyTitle} en={row.original.companyTitleEn} /> });
    }
    list.push(
      {
        id: 'roles',
        header: t('people.fields.roles'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            {row.original.roles.map((role) => (
              <Badge key={role} tone={role === 'companyAdmin' ? 'info' : 'neutral'}>
                {t(`roles.${role}`)}
              </Badge>
            ))}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('people.fields.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <Badge tone={row.original.isActive ? 'success' : 'neutral'}>
            {row.original.isActive ? t('org.status.active') : t('org.status.inactive')}
          </Badge>
        ),
      },
      {
        id: 'createdAt',
        header: t('people.fields.createdAt'),
        enableSorting: true,
        cell: ({ row }) => formatDate(row.original.createdAt, lang),
        meta: { className: 'whitespace-nowrap' },
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('org.actions.label')}</span>,
        enableSorting: false,
        cell: ({ row }) => <PersonRowActions person={row.original} />,
        meta: { className: 'w-12' },
      },
    );
    return list;
  }, [t, lang, scope.isSystemManager, showCompany]);

  const filtered = Boolean(state.search || state.departmentId || state.positionId || state.status || state.role || state.companyId);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6" role="search" aria-label={t('people.filters.label')}>
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-3 xl:col-span-2">
          <label htmlFor="people-search" className="text-sm font-medium">
            {t('people.filters.search')}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
            <Input
              id="people-search"
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder={t('people.filters.searchPlaceholder')}
              className="ps-10"
              autoComplete="off"
            />
          </div>
        </div>
        {scope.isSystemManager && !fixedCompanyId ? (
          <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
            <label htmlFor="people-company" className="text-sm font-medium">
              {t('people.filters.company')}
            </label>
            <CompanyPicker
              id="people-company"
              value={state.companyId}
              emptyLabel={t('people.filters.allCompanies')}
              onChange={(companyId) => update({ companyId })}
            />
          </div>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="people-department" className="text-sm font-medium">
            {t('people.fields.department')}
          </label>
          <Select
            id="people-department"
            value={state.departmentId}
            disabled={!canFilterStructure}
            onChange={(e) => update({ departmentId: e.target.value })}
          >
            <option value="">{t('people.filters.all')}</option>
            {(departments.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {localTitle(item, lang)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="people-position" className="text-sm font-medium">
            {t('people.fields.position')}
          </label>
          <Select
            id="people-position"
            value={state.positionId}
            disabled={!canFilterStructure}
            onChange={(e) => update({ positionId: e.target.value })}
          >
            <option value="">{t('people.filters.all')}</option>
            {(positions.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {localTitle(item, lang)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="people-status" className="text-sm font-medium">
            {t('people.fields.status')}
          </label>
          <Select id="people-status" value={state.status} onChange={(e) => update({ status: e.target.value as PeopleListState['status'] })}>
            <option value="">{t('people.filters.all')}</option>
            <option value="active">{t('org.status.active')}</option>
            <option value="inactive">{t('org.status.inactive')}</option>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="people-role" className="text-sm font-medium">
            {t('people.fields.role')}
          </label>
          <Select id="people-role" value={state.role} onChange={(e) => update({ role: e.target.value as PeopleListState['role'] })}>
            <option value="">{t('people.filters.all')}</option>
            {COMPANY_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <DataTable
        caption={caption}
        columns={columns}
        data={data?.data ?? []}
        getRowId={(row) => `${row.companyId}:${row.id}`}
        sort={{ id: state.sort, direction: state.direction }}
        onSortChange={(sort) => update({ sort: sort.id as PeopleListState['sort'], direction: sort.direction })}
        loading={isPending || isFetching}
        empty={
          <EmptyState
            title={t(filtered ? 'people.emptyFiltered' : 'people.empty')}
            description={filtered ? t('people.emptyFilteredHint') : undefined}
          />
        }
      />
      <Pagination
        idPrefix="people"
        pageIndex={state.page}
        pageSize={state.size}
        totalItems={data?.totalItems ?? 0}
        totalPages={data?.totalPages ?? 1}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(size) => update({ size })}
      />
    </div>
  );
}
