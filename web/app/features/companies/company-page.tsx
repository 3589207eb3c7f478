import { useMemo, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ClipboardList, Pencil, UserPlus, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Company, CompanyAssessment } from '@rira/contracts/organisation';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { LocalText, LocalTitle } from '../../lib/language-marked-text.tsx';
import { titleIn } from '@rira/contracts/local-text';
import { localDigits } from '../../lib/digits.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { BackLink } from '../../components/admin/back-link.tsx';
import { PagedTable } from '../../components/admin/paged-table.tsx';
import { defineList } from '../../lib/list-state.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { companiesApi, companyKeys } from './companies-api.ts';
import { CompanyLogo, LicenceCell } from './companies-page.tsx';
import { CompanySmsSettings } from './company-settings-form.tsx';

/**
 * The company's people, as the people feature lists them: the route composes the two features,
 * so that companies does not import people (people already uses companies' picker).
 */
export type CompanyPeopleTable = (props: { companyId: string; caption: string }) => ReactNode;

/** /admin/companies/{id}: one company, its admins, people and assessments. */
export function CompanyPage({ companyId, peopleTable }: { companyId: string; peopleTable: CompanyPeopleTable }) {
  const { t } = useTranslation();
  const {
    data: company,
    isPending,
    isError,
  } = useQuery({ queryKey: companyKeys.one(companyId), queryFn: () => companiesApi.get(companyId) });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <BackLink to="/admin/companies" label={t('companies.backToList')} />
      {isPending ? (
        <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>
      ) : isError || !company ? (
        <EmptyState title={t('companies.notFound')} className="rounded-xl border border-line bg-surface" />
      ) : (
        <CompanyDetails company={company} peopleTable={peopleTable} />
      )}
    </div>
  );
}

function CompanyDetails({ company, peopleTable }: { company: Company; peopleTable: CompanyPeopleTable }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = titleIn(company, lang);
  const addAdmin = `/admin/users/add?companyId=${company.id}&role=companyAdmin`;

  return (
    <>
      <div className="flex flex-wrap items-center gap-4">
        <CompanyLogo company={company} lang={lang} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold md:text-3xl">
            <LocalTitle item={company} />
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone={company.isActive ? 'success' : 'neutral'}>
              {company.isActive ? t('org.status.active') : t('org.status.inactive')}
            </Badge>
            {company.licenceExpired ? <Badge tone="danger">{t('companies.expired')}</Badge> : null}
          </div>
        </div>
        <Button asChild variant="secondary">
          <Link to={`/admin/companies/${company.id}/edit`}>
            <Pencil aria-hidden className="size-5" />
            {t('org.actions.edit')}
          </Link>
        </Button>
      </div>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('companies.fields.licence')}>
          <LicenceCell company={company} />
        </Stat>
        <Stat label={t('companies.fields.people')}>
          {company.maxUsers
            ? t('companies.peopleOfMax', { count: formatNumber(company.userCount, lang), max: formatNumber(company.maxUsers, lang) })
            : formatNumber(company.userCount, lang)}
        </Stat>
        <Stat label={t('companies.fields.assessments')}>{formatNumber(company.assessmentCount, lang)}</Stat>
        <Stat label={t('companies.fields.createdAt')}>{formatDate(company.createdAt, lang)}</Stat>
      </dl>

      <section aria-labelledby="company-admins" className="rounded-xl border border-line bg-surface p-4 shadow-sm md:p-6">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="company-admins" className="text-lg font-semibold">
            {t('companies.admins.title')}
          </h2>
          <Button asChild size="sm">
            <Link to={addAdmin}>
              <UserPlus aria-hidden className="size-5" />
              {t('companies.admins.add')}
            </Link>
          </Button>
        </div>
        {company.admins.length === 0 ? (
          <p className="text-ink-muted">{t('companies.admins.none')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {company.admins.map((admin) => (
              <li key={admin.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/admin/users/view-${admin.id}?companyId=${company.id}`} className="font-medium text-primary-800 hover:underline">
                  <LocalText fa={admin.fullName} en={admin.fullNameEn} />
                </Link>
                {admin.mobile ? (
                  <bdi dir="ltr" className="text-sm text-ink-muted">
                    {localDigits(admin.mobile, lang)}
                  </bdi>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <CompanySmsSettings companyId={company.id} />

      <Tabs defaultValue="people" dir={lang === 'fa' ? 'rtl' : 'ltr'}>
        <TabList className="max-w-md">
          <Tab value="people">
            <span className="inline-flex items-center gap-2">
              <UsersRound aria-hidden className="size-4" />
              {t('companies.tabs.people')}
            </span>
          </Tab>
          <Tab value="assessments">
            <span className="inline-flex items-center gap-2">
              <ClipboardList aria-hidden className="size-4" />
              {t('companies.tabs.assessments')}
            </span>
          </Tab>
        </TabList>
        <TabPanel value="people">
          <div className="mb-3 flex justify-end">
            <Button asChild variant="secondary" size="sm">
              <Link to={`/admin/users/add?companyId=${company.id}`}>
                <UserPlus aria-hidden className="size-5" />
                {t('people.add')}
              </Link>
            </Button>
          </div>
          {peopleTable({ companyId: company.id, caption: t('companies.peopleOf', { title }) })}
        </TabPanel>
        <TabPanel value="assessments">
          <CompanyAssessments companyId={company.id} />
        </TabPanel>
      </Tabs>
    </>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-lg font-semibold">{children}</dd>
    </div>
  );
}

/** The company page's assessments tab keeps its page in the address beside the people table's (?assessments-page=2). */
const companyAssessmentList = defineList({ prefix: 'assessments-', fixedPageSize: true });

function CompanyAssessments({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useListState(companyAssessmentList);
  const page = list.state.page;
  const query = useQuery({
    queryKey: companyKeys.assessments(companyId, page),
    queryFn: ({ signal }) => companiesApi.assessments(companyId, page, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<CompanyAssessment, unknown>[]>(
    () => [
      {
        id: 'person',
        header: t('companies.assessments.person'),
        meta: { className: 'font-medium' },
        cell: ({ row }) => <LocalText fa={row.original.targetUserName} en={row.original.targetUserNameEn} />,
      },
      {
        id: 'status',
        header: t('companies.assessments.status'),
        cell: ({ row }) =>
          t([`assessments.status.${row.original.status}`, `assessmentStatus.${row.original.status}`], {
            defaultValue: row.original.status,
          }),
      },
      {
        id: 'startsOn',
        header: t('companies.assessments.startsOn'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (row.original.startsOn ? formatDate(row.original.startsOn, lang) : '—'),
      },
      {
        id: 'finishesOn',
        header: t('companies.assessments.finishesOn'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (row.original.finishesOn ? formatDate(row.original.finishesOn, lang) : '—'),
      },
      {
        id: 'createdAt',
        header: t('companies.assessments.createdAt'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => formatDate(row.original.createdAt, lang),
      },
    ],
    [t, lang],
  );
  if (query.isPending) return <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>;
  if (!query.data || (query.data.totalItems === 0 && page === 1)) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={t('companies.assessments.empty')}
        description={t('companies.assessments.emptyHint')}
        className="rounded-xl border border-line bg-surface"
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <PagedTable
        list={list}
        query={query}
        idPrefix="company-assessments"
        caption={t('companies.tabs.assessments')}
        columns={columns}
        sizeChoice={false}
        empty={<EmptyState icon={ClipboardList} title={t('companies.assessments.empty')} />}
      />
    </div>
  );
}
