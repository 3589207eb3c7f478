import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Building2, ClipboardList, FileText, MonitorPlay, Presentation, UsersRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { formatNumber } from '../../lib/format.ts';
import { titleIn } from '@rira/contracts/local-text';
import { useLang } from '../../lib/use-lang.ts';
import { CompanyBarChart } from './company-bar-chart.tsx';
import { dashboardApi, dashboardKeys } from './dashboard-api.ts';

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  to,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: ReactNode;
  to?: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-5 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-ink-muted">
        <Icon aria-hidden className="size-5 shrink-0 text-primary-700" />
        {label}
      </dt>
      <dd className="text-3xl font-bold">
        {to ? (
          <Link to={to} className="rounded-md hover:text-primary-800 hover:underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
      {hint ? <dd className="text-sm text-ink-muted">{hint}</dd> : null}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return <p className="py-6 text-center text-ink-muted">{t('common.loading')}</p>;
}

/** The system manager's figures: totals, the top ten companies twice, unseen requests. */
export function ManagerDashboard() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending } = useQuery({ queryKey: dashboardKeys.manager, queryFn: dashboardApi.manager });
  if (isPending) return <Loading />;
  if (!data) return null;
  const n = (value: number) => formatNumber(value, lang);
  const title = (c: { title: string; titleEn: string | null }) => titleIn(c, lang);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="dashboard-totals">
        <h2 id="dashboard-totals" className="mb-3 text-lg font-semibold">
          {t('orgDashboard.totals')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            icon={Building2}
            label={t('orgDashboard.companies')}
            value={n(data.totals.companies)}
            hint={t('orgDashboard.activeCompanies', { value: n(data.totals.activeCompanies) })}
            to="/admin/companies"
          />
          <StatCard icon={UsersRound} label={t('orgDashboard.people')} value={n(data.totals.people)} to="/admin/users" />
          <StatCard icon={ClipboardList} label={t('orgDashboard.assessments')} value={n(data.totals.assessments)} />
        </dl>
      </section>

      <div className="grid gap-4 xl:grid-cols-2">
        <CompanyBarChart
          id="chart-people"
          title={t('orgDashboard.topByPeople')}
          valueLabel={t('orgDashboard.people')}
          rows={data.topCompaniesByPeople.map((c) => ({ id: c.companyId, label: title(c), value: c.count }))}
        />
        <CompanyBarChart
          id="chart-assessments"
          title={t('orgDashboard.topByAssessments')}
          valueLabel={t('orgDashboard.assessments')}
          rows={data.topCompaniesByAssessments.map((c) => ({ id: c.companyId, label: title(c), value: c.count }))}
        />
      </div>

      <section aria-labelledby="dashboard-unseen">
        <h2 id="dashboard-unseen" className="mb-3 text-lg font-semibold">
          {t('orgDashboard.unseen')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <StatCard icon={FileText} label={t('orgDashboard.formSubmissions')} value={n(data.unseen.formSubmissions)} />
          <StatCard icon={Presentation} label={t('orgDashboard.productDemos')} value={n(data.unseen.productDemos)} />
          <StatCard icon={MonitorPlay} label={t('orgDashboard.serviceDemos')} value={n(data.unseen.serviceDemos)} />
        </dl>
      </section>
    </div>
  );
}

/** A company admin's figures: people, assessments by status, completion rate. */
export function CompanyAdminDashboard({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending } = useQuery({ queryKey: dashboardKeys.company(companyId), queryFn: dashboardApi.company });
  if (isPending) return <Loading />;
  if (!data) return null;
  const n = (value: number) => formatNumber(value, lang);
  const totalAssessments = data.assessmentsByStatus.reduce((sum, s) => sum + s.count, 0);
  const rate = data.completionRate;

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          icon={UsersRound}
          label={t('orgDashboard.people')}
          value={n(data.people.total)}
          hint={t('orgDashboard.activePeople', { value: n(data.people.active) })}
          to="/admin/users"
        />
        <StatCard icon={ClipboardList} label={t('orgDashboard.assessments')} value={n(totalAssessments)} />
        <div className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-5 shadow-sm">
          <dt className="text-sm text-ink-muted">{t('orgDashboard.completionRate')}</dt>
          <dd className="text-3xl font-bold">
            {rate === null ? '—' : formatNumber(rate, lang, { style: 'percent', maximumFractionDigits: 0 })}
          </dd>
          <dd>
            {rate === null ? (
              <span className="text-sm text-ink-muted">{t('orgDashboard.noPublished')}</span>
            ) : (
              <ProgressBar
                value={Math.round(rate * 100)}
                max={100}
                label={t('orgDashboard.completionRate')}
                valueText={formatNumber(rate, lang, { style: 'percent', maximumFractionDigits: 0 })}
              />
            )}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="dashboard-by-status" className="rounded-xl border border-line bg-surface p-5 shadow-sm">
        <h2 id="dashboard-by-status" className="mb-3 text-lg font-semibold">
          {t('orgDashboard.byStatus')}
        </h2>
        {data.assessmentsByStatus.length === 0 || totalAssessments === 0 ? (
          <p className="text-ink-muted">{t('orgDashboard.noAssessments')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.assessmentsByStatus.map((s) => (
              <li key={s.status} className="flex flex-col gap-1">
                <div className="flex justify-between gap-2 text-sm">
                  <span>{t([`assessments.status.${s.status}`, `assessmentStatus.${s.status}`], { defaultValue: s.status })}</span>
                  <span className="font-semibold">{n(s.count)}</span>
                </div>
                <ProgressBar
                  value={s.count}
                  max={totalAssessments}
                  label={t([`assessments.status.${s.status}`, `assessmentStatus.${s.status}`], { defaultValue: s.status })}
                  valueText={t('orgDashboard.ofTotal', { value: n(s.count), total: n(totalAssessments) })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
