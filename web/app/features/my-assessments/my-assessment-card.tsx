import { Link } from 'react-router';
import { CalendarClock, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MyAssessment } from '@rira/contracts/assessments';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatDate } from '../../lib/format.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn } from '@rira/contracts/local-text';
import { useLang } from '../../lib/use-lang.ts';
import { roundLine } from '../card-sort/round-line.ts';
import { nextStep, participantState, STATE_TONE } from './participant-status.ts';

/**
 * One of the person's assessments: where it stands in the participant's words, its due date and
 * time, and the one next step. On "my assessments" (heading level 2) and the dashboard (level 3).
 */
export function MyAssessmentCard({ item, level = 2 }: { item: MyAssessment; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const lang = useLang();
  const state = participantState(item);
  const step = nextStep(item);
  const headingId = `my-assessment-${item.assessorId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading id={headingId} className="text-lg font-semibold">
            {item.role === 'self'
              ? t('myAssessments.selfTitle')
              : t('myAssessments.assessorTitle', { name: textIn(item.targetName, item.targetNameEn, lang) })}
          </Heading>
          <Badge tone={STATE_TONE[state]}>{t(`myAssessments.state.${state}`)}</Badge>
        </div>
        {item.roundTitle ? <p className="text-sm text-ink-muted">{roundLine(item, lang, t)}</p> : null}
        <LocalText as="p" className="text-ink-muted" fa={item.templateTitle} en={item.templateTitleEn} />
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
