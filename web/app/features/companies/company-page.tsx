import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ClipboardList, Pencil, UserPlus, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@rira/contracts/organisation';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/data-table.tsx';
import { ScrollArea, STICKY_START_CELL } from '../../components/ui/scroll-area.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { LocalText, LocalTitle, localTitle } from '../../lib/local-text.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useLang } from '../organisation/use-lang.ts';
import { BackLink } from '../people/person-form-page.tsx';
import { PeopleTable } from '../people/people-table.tsx';
import { companiesApi, companyKeys } from './companies-api.ts';
import { CompanyLogo, LicenceCell } from './companies-page.tsx';

/** /admin/companies/{id}: one company, its admins, people and assessments. */
export function CompanyPage({ companyId }: { companyId: string }) {
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
        <CompanyDetails company={company} />
      )}
    </div>
  );
}

function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = localTitle(company, lang);
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
          <PeopleTable fixedCompanyId={company.id} caption={t('companies.peopleOf', { title })} />
        </TabPanel>
        <TabPanel value="assessments">
          <CompanyAssessments companyId={company.id} />
        </TabPanel>
      </Tabs>
    </>
  );
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-lg font-semibold">{children}</dd>
    </div>
  );
}

function CompanyAssessments({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const captionId = useId();
  const { data, isPending } = useQuery({
    queryKey: companyKeys.assessments(companyId, page),
    queryFn: ({ signal }) => companiesApi.assessments(companyId, page, signal),
  });
  if (isPending) return <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>;
  if (!data || data.totalItems === 0) {
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
      <ScrollArea labelledBy={captionId} startCue={false} className="rounded-xl border border-line bg-surface">
        <table className="w-full text-sm">
          <caption id={captionId} className="sr-only">
            {t('companies.tabs.assessments')}
          </caption>
          <thead className="bg-page text-ink-muted">
            <tr>
              <th scope="col" className={cn(STICKY_START_CELL, 'bg-page px-3 py-2 text-start')}>
                {t('companies.assessments.person')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('companies.assessments.status')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('companies.assessments.startsOn')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('companies.assessments.finishesOn')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('companies.assessments.createdAt')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((a) => (
              <tr key={a.id} className="border-t border-line">
                <td className={cn(STICKY_START_CELL, 'bg-surface px-3 py-2 font-medium')}>
                  <LocalText fa={a.targetUserName} en={a.targetUserNameEn} />
                </td>
                <td className="px-3 py-2">
                  {t([`assessments.status.${a.status}`, `assessmentStatus.${a.status}`], { defaultValue: a.status })}
                </td>
                <td className="whitespace-nowrap px-3 py-2">{a.startsOn ? formatDate(a.startsOn, lang) : '—'}</td>
                <td className="whitespace-nowrap px-3 py-2">{a.finishesOn ? formatDate(a.finishesOn, lang) : '—'}</td>
                <td className="whitespace-nowrap px-3 py-2">{formatDate(a.createdAt, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <Pagination
        idPrefix="company-assessments"
        pageIndex={page}
        pageSize={10}
        totalItems={data.totalItems}
        totalPages={data.totalPages}
        onPageChange={setPage}
      />
    </div>
  );
}
