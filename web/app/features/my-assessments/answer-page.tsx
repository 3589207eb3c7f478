import { useState } from 'react';
import { Link } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { SortFlow, isAssessmentClosed, loadErrorMessage } from '../card-sort/sort-flow.tsx';
import { participantSource } from './participant-sort-source.ts';
import { useLang } from '../../lib/use-lang.ts';

/** /admin/my-assessments/{assessorId}: the signed-in person answers (their self-assessment, or as an assessor). */
export function AnswerPage({ assessorId }: { assessorId: string }) {
  const lang = useLang();
  const [source] = useState(() => participantSource(assessorId));
  return <SortFlow source={source} lang={lang} offset="admin" renderError={(error) => <AnswerUnavailable error={error} />} />;
}

/**
 * A rule refusal of the answer (403 `reason: 'rule'`): a system manager acting as this person, who
 * may neither read nor save their answers (docs/decisions/030). The server's message says so.
 */
function isRuleRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && (error.body as { reason?: unknown } | null)?.reason === 'rule';
}

function AnswerUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const title = isAssessmentClosed(error)
    ? t('myAssessments.closed')
    : isRuleRefusal(error)
      ? t('myAssessments.actingAs')
      : t('myAssessments.unavailable');
  return (
    <section aria-labelledby="answer-unavailable" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <FileQuestion aria-hidden className="size-14 text-primary-300" />
      <h1 id="answer-unavailable" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="text-ink-muted">{loadErrorMessage(error, t('errors.notFound'))}</p>
      <Link to="/admin/my-assessments" className={buttonClasses('primary', 'md')}>
        {t('cardSort.thanks.back')}
      </Link>
    </section>
  );
}
