import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button.tsx';
import { localDigits } from '../../lib/digits.ts';
import { useLang } from '../../lib/use-lang.ts';
import { MyAssessmentCard } from '../my-assessments/my-assessment-card.tsx';
import { participantApi, participantKeys, type MyAssessmentTab } from '../my-assessments/participant-api.ts';
import type { LanguageCode } from '@rira/contracts/language';

/** How many items of a tab the dashboard shows; the rest are a link away. */
const SHOWN = 3;
/** The smallest page the API serves (page sizes are 10, 25, 50 or 100). */
const PAGE = 10;

/**
 * What waits for the person, on their dashboard (issue 11): card sorts to answer with their due
 * dates and progress, their own assessment's step, and reports ready to read — each with the one
 * button to the next step. Shown to everyone who takes part; for someone with nothing waiting, a
 * calm "nothing to do" (people with only the `user` role) or nothing at all (admins).
 */
export function MyWork({ quietWhenEmpty }: { quietWhenEmpty: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const counts = useQuery({ queryKey: [...participantKeys.all, 'counts'], queryFn: ({ signal }) => participantApi.counts(signal) });
  if (!counts.data) return null;
  // Card sorts to answer and reports to read when there are any; the person's own assessment
  // whenever one is under way (its step, even "waiting", tells them where they stand).
  const sections = (['invited', 'self', 'completed'] as const).filter(
    (tab) => (tab === 'self' ? counts.data.self.total : counts.data[tab].toDo) > 0,
  );
  const nothingToDo = sections.length === 0 || (['invited', 'self', 'completed'] as const).every((tab) => counts.data[tab].toDo === 0);
  if (sections.length === 0 || (nothingToDo && quietWhenEmpty)) {
    if (quietWhenEmpty) return null;
    return (
      <section aria-labelledby="my-work-title" className="flex flex-col gap-3">
        <h2 id="my-work-title" className="text-xl font-semibold">
          {t('dashboard.myWork.title')}
        </h2>
        <p className="flex items-center gap-2 rounded-xl border border-line bg-surface p-4 text-ink-muted">
          <CircleCheck aria-hidden className="size-5 shrink-0 text-success" />
          {t('dashboard.myWork.nothing')}
        </p>
        <Link to="/admin/my-assessments" className={buttonClasses('secondary', 'md', 'self-start')}>
          {t('dashboard.myWork.all')}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="my-work-title" className="flex flex-col gap-4">
      <h2 id="my-work-title" className="text-xl font-semibold">
        {t('dashboard.myWork.title')}
      </h2>
      {sections.map((tab) => (
        <WorkList key={tab} tab={tab} count={tab === 'self' ? counts.data.self.total : counts.data[tab].toDo} lang={lang} />
      ))}
    </section>
  );
}

function WorkList({
  tab,
  count,
  lang,
}: {
  tab: Extract<MyAssessmentTab, 'invited' | 'self' | 'completed'>;
  count: number;
  lang: LanguageCode;
}) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: participantKeys.mine(tab, 1, PAGE),
    queryFn: ({ signal }) => participantApi.mine(tab, 1, PAGE, signal),
  });
  // Of the finished ones, only reports the person may read now.
  const items = (data?.data ?? []).filter((item) => tab !== 'completed' || item.nextAction === 'viewReport').slice(0, SHOWN);
  const headingId = `my-work-${tab}`;
  return (
    <div className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-ink-muted">
        {t(`dashboard.myWork.${tab}`, { count, n: localDigits(count, lang) })}
      </h3>
      <ul aria-labelledby={headingId} className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.assessorId}>
            <MyAssessmentCard item={item} level={3} />
          </li>
        ))}
      </ul>
      {count > items.length ? (
        <Link to={`/admin/my-assessments?tab=${tab}`} className={buttonClasses('ghost', 'sm', 'self-start')}>
          {t('dashboard.myWork.more', { n: localDigits(count, lang) })}
        </Link>
      ) : null}
    </div>
  );
}
