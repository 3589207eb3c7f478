import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { CalendarClock, ClipboardList, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MY_ASSESSMENT_TABS, type MyAssessment } from '@rira/contracts/assessments';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../organisation/use-lang.ts';
import { participantApi, participantKeys, type MyAssessmentTab } from './participant-api.ts';
import { nextStep, participantState, STATE_TONE } from './participant-status.ts';

const PAGE_SIZE = 10;
const DEFAULT_TAB: MyAssessmentTab = 'self';

function readTab(value: string | null): MyAssessmentTab {
  return (MY_ASSESSMENT_TABS as readonly string[]).includes(value ?? '') ? (value as MyAssessmentTab) : DEFAULT_TAB;
}

/**
 * /admin/my-assessments: the person's own assessments and the ones they were asked to answer,
 * in the spec's four tabs (completed, invited, self-assessment, as assessor). Each item says
 * where it stands in the participant's words and offers one next step.
 */
export function MyAssessmentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const page = Math.max(1, Number(params.get('page')) || 1);

  function update(next: { tab?: MyAssessmentTab; page?: number }) {
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next.tab !== undefined) {
          if (next.tab === DEFAULT_TAB) out.delete('tab');
          else out.set('tab', next.tab);
          out.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page <= 1) out.delete('page');
          else out.set('page', String(next.page));
        }
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{t('myAssessments.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('myAssessments.intro')}</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => update({ tab: value as MyAssessmentTab })}>
        <TabList aria-label={t('myAssessments.tabsLabel')} className="max-sm:grid-flow-row max-sm:grid-cols-2">
          {MY_ASSESSMENT_TABS.map((value) => (
            <Tab key={value} value={value}>
              {t(`myAssessments.tabs.${value}`)}
            </Tab>
          ))}
        </TabList>
        {MY_ASSESSMENT_TABS.map((value) => (
          <TabPanel key={value} value={value}>
            <AssessmentList tab={value} page={value === tab ? page : 1} onPage={(p) => update({ page: p })} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

function AssessmentList({ tab, page, onPage }: { tab: MyAssessmentTab; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery({
    queryKey: participantKeys.mine(tab, page, PAGE_SIZE),
    queryFn: ({ signal }) => participantApi.mine(tab, page, PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
  if (isPending) return <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>;
  if (isError) return <EmptyState title={t('myAssessments.loadError')} className="rounded-xl border border-line bg-surface" />;
  if (data.data.length === 0) {
    return <EmptyState icon={ClipboardList} title={t(`myAssessments.empty.${tab}`)} className="rounded-xl border border-line bg-surface" />;
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {data.data.map((item) => (
          <li key={item.assessorId}>
            <AssessmentItem item={item} />
          </li>
        ))}
      </ul>
      {data.totalPages > 1 ? (
        <Pagination idPrefix={`my-${tab}`} pageIndex={page} pageSize={PAGE_SIZE} totalItems={data.totalItems} totalPages={data.totalPages} onPageChange={onPage} />
      ) : null}
    </div>
  );
}

function AssessmentItem({ item }: { item: MyAssessment }) {
  const { t } = useTranslation();
  const lang = useLang();
  const state = participantState(item);
  const step = nextStep(item);
  const template = (lang === 'en' && item.templateTitleEn) || item.templateTitle;
  const headingId = `my-assessment-${item.assessorId}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {item.role === 'self' ? t('myAssessments.selfTitle') : t('myAssessments.assessorTitle', { name: item.targetName })}
          </h2>
          <Badge tone={STATE_TONE[state]}>{t(`myAssessments.state.${state}`)}</Badge>
        </div>
        <p className="text-ink-muted">{template}</p>
        <p className="text-sm text-ink-muted">{t(`myAssessments.stateHint.${state}`)}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          {item.finishesOn ? (
            <span className="inline-flex items-center gap-1">
              <CalendarClock aria-hidden className="size-4" />
              {t('myAssessments.finishesOn', { date: formatDate(item.finishesOn, lang) })}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" />
            {t('myAssessments.minutes', { value: localDigits(item.estimatedMinutes, lang) })}
          </span>
        </p>
      </div>
      {step?.kind === 'link' ? (
        <Link to={step.to} className={buttonClasses(step.primary ? 'primary' : 'secondary', 'md', 'shrink-0')} aria-describedby={headingId}>
          {t(step.labelKey)}
        </Link>
      ) : step?.kind === 'text' ? (
        <p className="max-w-56 text-sm text-ink-muted">{t(step.textKey)}</p>
      ) : null}
    </article>
  );
}
