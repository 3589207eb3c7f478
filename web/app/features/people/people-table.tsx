import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { COMPANY_ROLES, type PersonListItem } from '@rira/contracts/organisation';
import { FilterSelect, ListFilters, SearchField } from '../../components/admin/list-filters.tsx';
import { PagedTable } from '../../components/admin/paged-table.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatDate } from '../../lib/format.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn, titleIn } from '@rira/contracts/local-text';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { useLang } from '../../lib/use-lang.ts';
import { LabelledCompanyPicker } from '../companies/company-picker.tsx';
import { fetchAllStructure, structureKeys } from '../structure/structure-api.ts';
import { peopleApi, peopleExportUrl, peopleKeys } from './people-api.ts';
import { buildPersonListRequest, peopleList } from './people-list-state.ts';
import { PersonRowActions } from './person-row-actions.tsx';

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
/**
 * The columns that give way below 1920 px, so the list fits a 1366 px laptop without scrolling
 * sideways (issue 23): the national code, the structure and the date added are on the person's
 * page, and searching by national code still works. Name, mobile, codes, department, position,
 * manager, roles and status stay.
 */
const GIVES_WAY = 'hidden xl:table-cell';

export function PeopleTable({ fixedCompanyId, caption }: PeopleTableProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCompanyScope();
  const list = useListState(peopleList);
  const { state, update } = list;

  const request = buildPersonListRequest(state, { isSystemManager: scope.isSystemManager, fixedCompanyId });
  const query = useQuery({
    queryKey: peopleKeys.list(request),
    queryFn: ({ signal }) => peopleApi.list(request, signal),
    placeholderData: keepPreviousData,
  });

  // Department, structure and position filters need a company: the admin's own, or the one chosen.
  const structureCompany = scope.isSystemManager ? (fixedCompanyId ?? (state.companyId || undefined)) : undefined;
  const canFilterStructure = !scope.isSystemManager || Boolean(structureCompany);
  const structureKey = structureCompany ?? scope.key;
  const departments = useQuery({
    queryKey: structureKeys.list('department', structureKey),
    queryFn: ({ signal }) => fetchAllStructure('department', structureCompany, signal),
    enabled: canFilterStructure,
  });
  const structures = useQuery({
    queryKey: structureKeys.list('structure', structureKey),
    queryFn: ({ signal }) => fetchAllStructure('structure', structureCompany, signal),
    enabled: canFilterStructure,
  });
  const positions = useQuery({
    queryKey: structureKeys.list('position', structureKey),
    queryFn: ({ signal }) => fetchAllStructure('position', structureCompany, signal),
    enabled: canFilterStructure,
  });
  const showCompany = scope.isSystemManager && !fixedCompanyId && !state.companyId;
  // "Managed by": the people who manage someone (one company's; the chosen one is named even past the first 100).
  const managersRequest = {
    pageIndex: 1,
    pageSize: 100 as const,
    hasReports: true,
    sort: 'name' as const,
    direction: 'asc' as const,
    ...(structureCompany ? { companyId: structureCompany } : {}),
  };
  const managers = useQuery({
    queryKey: peopleKeys.list(managersRequest),
    queryFn: ({ signal }) => peopleApi.list(managersRequest, signal),
    enabled: canFilterStructure,
  });
  const managerOptions = (managers.data?.data ?? []).map((p) => ({ value: p.id, label: textIn(p.fullName, p.fullNameEn, lang) }));
  const chosenManager = useQuery({
    queryKey: peopleKeys.one(state.managerId, structureCompany),
    queryFn: () => peopleApi.get(state.managerId, structureCompany),
    enabled: Boolean(state.managerId) && managers.isSuccess && !managerOptions.some((o) => o.value === state.managerId),
  });
  if (chosenManager.data && !managerOptions.some((o) => o.value === chosenManager.data.id)) {
    managerOptions.push({
      value: chosenManager.data.id,
      label: textIn(chosenManager.data.fullName, chosenManager.data.fullNameEn, lang),
    });
  }

  const columns = useMemo<ColumnDef<PersonListItem, unknown>[]>(() => {
    const shown: ColumnDef<PersonListItem, unknown>[] = [
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
            <Avatar name={textIn(row.original.fullName, row.original.fullNameEn, lang)} src={row.original.avatarUrl} size="sm" decorative />
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
        meta: { className: GIVES_WAY + ' whitespace-nowrap' },
      },
      {
        id: 'department',
        header: t('people.fields.department'),
        enableSorting: false,
        cell: ({ row }) => <LocalText fa={row.original.departmentTitle} en={row.original.departmentTitleEn} fallback="—" />,
      },
      {
        id: 'structure',
        header: t('people.fields.structure'),
        enableSorting: false,
        cell: ({ row }) => <LocalText fa={row.original.structureTitle} en={row.original.structureTitleEn} fallback="—" />,
        meta: { className: GIVES_WAY },
      },
      {
        id: 'position',
        header: t('people.fields.position'),
        enableSorting: false,
        cell: ({ row }) => <LocalText fa={row.original.positionTitle} en={row.original.positionTitleEn} fallback="—" />,
      },
      {
        id: 'manager',
        header: t('people.fields.manager'),
        enableSorting: false,
        cell: ({ row }) => <LocalText fa={row.original.managerName} en={row.original.managerNameEn} fallback="—" />,
      },
    ];
    if (showCompany) {
      shown.push({
        id: 'company',
        header: t('people.fields.company'),
        enableSorting: false,
        cell: ({ row }) => <LocalText fa={row.original.companyTitle} en={row.original.companyTitleEn} />,
      });
    }
    shown.push(
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
        meta: { className: GIVES_WAY + ' whitespace-nowrap' },
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('org.actions.label')}</span>,
        enableSorting: false,
        cell: ({ row }) => <PersonRowActions person={row.original} />,
        meta: { className: 'w-12' },
      },
    );
    return shown;
  }, [t, lang, scope.isSystemManager, showCompany]);

  return (
    <div className="flex flex-col gap-4">
      <ListFilters label={t('people.filters.label')} className="grid grid-cols-2 lg:grid-cols-4 xl:grid-cols-8">
        <SearchField
          id="people-search"
          label={t('people.filters.search')}
          placeholder={t('people.filters.searchPlaceholder')}
          value={state.search}
          onSearch={(search) => update({ search })}
          className="col-span-2 lg:col-span-3 xl:col-span-2"
        />
        {scope.isSystemManager && !fixedCompanyId ? (
          <LabelledCompanyPicker
            label={t('people.filters.company')}
            className="col-span-2 sm:col-span-1"
            id="people-company"
            value={state.companyId}
            emptyLabel={t('people.filters.allCompanies')}
            onChange={(companyId) => update({ companyId })}
          />
        ) : null}
        <FilterSelect
          id="people-department"
          label={t('people.fields.department')}
          value={state.departmentId}
          disabled={!canFilterStructure}
          onChange={(departmentId) => update({ departmentId })}
          allLabel={t('people.filters.all')}
          options={(departments.data ?? []).map((item) => ({ value: item.id, label: titleIn(item, lang) }))}
        />
        <FilterSelect
          id="people-structure"
          label={t('people.fields.structure')}
          value={state.structureId}
          disabled={!canFilterStructure}
          onChange={(structureId) => update({ structureId })}
          allLabel={t('people.filters.all')}
          options={(structures.data ?? []).map((item) => ({ value: item.id, label: titleIn(item, lang) }))}
        />
        <FilterSelect
          id="people-position"
          label={t('people.fields.position')}
          value={state.positionId}
          disabled={!canFilterStructure}
          onChange={(positionId) => update({ positionId })}
          allLabel={t('people.filters.all')}
          options={(positions.data ?? []).map((item) => ({ value: item.id, label: titleIn(item, lang) }))}
        />
        <FilterSelect
          id="people-manager"
          label={t('people.filters.managedBy')}
          value={state.managerId}
          disabled={!canFilterStructure}
          onChange={(managerId) => update({ managerId })}
          allLabel={t('people.filters.all')}
          options={managerOptions}
        />
        <FilterSelect
          id="people-status"
          label={t('people.fields.status')}
          value={state.status}
          onChange={(status) => update({ status })}
          allLabel={t('people.filters.all')}
          options={[
            { value: 'active', label: t('org.status.active') },
            { value: 'inactive', label: t('org.status.inactive') },
          ]}
        />
        <FilterSelect
          id="people-role"
          label={t('people.fields.role')}
          value={state.role}
          onChange={(role) => update({ role })}
          allLabel={t('people.filters.all')}
          options={COMPANY_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
        <div className="col-span-2 flex items-end lg:col-span-1">
          <a href={peopleExportUrl(request, lang)} download className={buttonClasses('secondary', 'md')}>
            <FileSpreadsheet aria-hidden className="size-5" />
            {t('people.export')}
          </a>
        </div>
      </ListFilters>

      <PagedTable
        list={list}
        query={query}
        idPrefix="people"
        caption={caption}
        columns={columns}
        getRowId={(row) => `${row.companyId}:${row.id}`}
        empty={
          <EmptyState
            title={t(list.filtered ? 'people.emptyFiltered' : 'people.empty')}
            description={list.filtered ? t('people.emptyFilteredHint') : undefined}
          />
        }
      />
    </div>
  );
}
