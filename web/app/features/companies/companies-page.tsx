import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Building2, Eye, MoreVertical, Pencil, Power, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { Company } from '@rira/contracts/organisation';
import { ListPageFrame } from '../../components/admin/list-page-frame.tsx';
import { AddLink } from '../../components/admin/page-header.tsx';
import { DeleteConfirm } from '../../components/admin/row-actions.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LocalTitle } from '../../lib/language-marked-text.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { defineList } from '../../lib/list-state.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { companiesApi, companyKeys } from './companies-api.ts';
import type { LanguageCode } from '@rira/contracts/language';

/** The companies table's address: ?page=&size=&sort=title|createdAt|users|licence&dir=&q=. */
const companyList = defineList({ sort: { fields: ['title', 'createdAt', 'users', 'licence'], default: 'title', direction: 'asc' } });

export function CompanyLogo({
  company,
  lang,
  size = 'md',
}: {
  company: Pick<Company, 'logoFaUrl' | 'logoEnUrl'>;
  lang: LanguageCode;
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
  const list = useListState(companyList);
  const { state } = list;
  const [deleting, setDeleting] = useState<Company | null>(null);
  const remove = useAction((company: Company) => companiesApi.remove(company.id), { invalidates: [companyKeys.all] });

  const request = companyList.request(state);
  const query = useQuery({
    queryKey: companyKeys.list(request),
    queryFn: ({ signal }) => companiesApi.list(request, signal),
    placeholderData: keepPreviousData,
  });

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
        cell: ({ row }) => <CompanyRowActions company={row.original} onDelete={setDeleting} />,
      },
    ],
    [t, lang],
  );

  return (
    <ListPageFrame
      title={t('companies.title')}
      intro={t('companies.intro')}
      action={<AddLink label={t('companies.add')} to="/admin/companies/add" />}
      list={list}
      search={{ id: 'companies-search', label: t('companies.search'), buttonLabel: t('companies.searchAction') }}
      filtersLabel={t('companies.search')}
      filtersClassName="max-w-md"
      table={{
        query,
        idPrefix: 'companies',
        caption: t('companies.title'),
        columns,
        empty: (
          <EmptyState
            icon={Building2}
            title={t(list.filtered ? 'companies.emptySearch' : 'companies.empty')}
            action={
              list.filtered ? undefined : (
                <Button asChild variant="secondary">
                  <Link to="/admin/companies/add">{t('companies.add')}</Link>
                </Button>
              )
            }
          />
        ),
      }}
    >
      <DeleteConfirm
        item={deleting}
        title={t('companies.delete.title')}
        description={(company) => t('companies.delete.confirm', { title: company.title })}
        confirmLabel={t('org.actions.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={(company) => remove.run(company)}
      />
    </ListPageFrame>
  );
}

/** A company's actions in a menu: view, edit, activate/deactivate (the list re-reads either way), delete. */
function CompanyRowActions({ company, onDelete }: { company: Company; onDelete: (company: Company) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toggle = useAction(() => companiesApi.toggle(company.id), { invalidates: [companyKeys.all] });
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
        <MenuItem onSelect={() => toggle.fire()}>
          <Power aria-hidden className="size-5" />
          {company.isActive ? t('org.actions.deactivate') : t('org.actions.activate')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={() => onDelete(company)} className="text-danger data-[highlighted]:text-danger">
          <Trash2 aria-hidden className="size-5" />
          {t('org.actions.delete')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
