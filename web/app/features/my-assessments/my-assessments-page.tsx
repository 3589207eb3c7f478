import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MY_ASSESSMENT_TAB_ORDER, MY_ASSESSMENT_TABS, type MyAssessmentCounts } from '@rira/contracts/assessments';
import { ListPagination, type PagedList } from '../../components/admin/paged-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { localDigits } from '../../lib/digits.ts';
import { defineList, listParam } from '../../lib/list-state.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { participantApi, participantKeys, type MyAssessmentTab } from './participant-api.ts';
import { MyAssessmentCard } from './my-assessment-card.tsx';

const PAGE_SIZE = 10 as const;

/** The address: ?tab=… (none named: the first with something to do) &page=…; another tab starts at page 1. */
const myAssessmentList = defineList({ filters: { tab: listParam.oneOf(MY_ASSESSMENT_TABS) }, pageSize: PAGE_SIZE, fixedPageSize: true });

/**
 * The tab to open when the address names none: the first, in the order of the work, that has
 * something for the person to do; else the first that holds anything; else their own.
 */
export function firstTab(counts: MyAssessmentCounts | undefined): MyAssessmentTab {
  if (!counts) return 'self';
  return (
    MY_ASSESSMENT_TAB_ORDER.find((tab) => counts[tab].toDo > 0) ?? MY_ASSESSMENT_TAB_ORDER.find((tab) => counts[tab].total > 0) ?? 'self'
  );
}

/**
 * /admin/my-assessments: the person's own assessments and the ones they were asked to answer,
 * in the spec's four tabs, in the order of the work (my assessment, to answer, my reports,
 * answered), opening on the one that has something to do. Each item says where it stands in the
 * participant's words and offers one next step.
 */
export function MyAssessmentsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useListState(myAssessmentList);
  const { state, update } = list;
  const counts = useQuery({ queryKey: [...participantKeys.all, 'counts'], queryFn: ({ signal }) => participantApi.counts(signal) });
  const named = state.tab || null;
  const opening = firstTab(counts.data);
  const tab = named ?? opening;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{t('myAssessments.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('myAssessments.intro')}</p>
      </div>
      {!named && counts.isPending ? (
        // Which tab opens depends on what waits for the person: no flash of an empty tab.
        <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>
      ) : (
        <Tabs value={tab} onValueChange={(value) => update({ tab: value as MyAssessmentTab })}>
          <TabList aria-label={t('myAssessments.tabsLabel')} className="max-sm:grid-flow-row max-sm:grid-cols-2">
            {MY_ASSESSMENT_TAB_ORDER.map((value) => (
              <Tab key={value} value={value}>
                {t(`myAssessments.tabs.${value}`)}
                {counts.data && counts.data[value].toDo > 0 ? (
                  <span className="ms-2 inline-flex min-w-6 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs font-semibold text-white">
                    <span className="sr-only">{t('myAssessments.toDo')}: </span>
                    {localDigits(counts.data[value].toDo, lang)}
                  </span>
                ) : null}
              </Tab>
            ))}
          </TabList>
          {MY_ASSESSMENT_TAB_ORDER.map((value) => (
            <TabPanel key={value} value={value}>
              <AssessmentList tab={value} list={value === tab ? list : FIRST_PAGE} />
            </TabPanel>
          ))}
        </Tabs>
      )}
    </div>
  );
}

/** A tab not shown: its first page (nothing to change). */
const FIRST_PAGE: PagedList = { state: myAssessmentList.defaults, update: () => undefined };

function AssessmentList({ tab, list }: { tab: MyAssessmentTab; list: PagedList }) {
  const { t } = useTranslation();
  const page = list.state.page;
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
            <MyAssessmentCard item={item} />
          </li>
        ))}
      </ul>
      {data.totalPages > 1 ? <ListPagination list={list} idPrefix={`my-${tab}`} data={data} sizeChoice={false} /> : null}
    </div>
  );
}
