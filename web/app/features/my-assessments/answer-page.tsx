import { useState } from 'react';
import { Link } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button.tsx';
import { SortFlow, isAssessmentClosed, loadErrorMessage } from '../card-sort/sort-flow.tsx';
import { participantSource } from './participant-sort-source.ts';
import { useLang } from '../../lib/use-lang.ts';

/** /admin/my-assessments/{assessorId}: the signed-in person answers (their self-assessment, or as an assessor). */
export function AnswerPage({ assessorId }: { assessorId: string }) {
  const lang = useLang();
  const [source] = useState(() => participantSource(assessorId));
  return <SortFlow source={source} lang={lang} offset="admin" renderError={(error) => <AnswerUnavailable error={error} />} />;
}

function AnswerUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="answer-unavailable" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <FileQuestion aria-hidden className="size-14 text-primary-300" />
      <h1 id="answer-unavailable" className="text-2xl font-bold">
        {isAssessmentClosed(error) ? t('myAssessments.closed') : t('myAssessments.unavailable')}
      </h1>
      <p className="text-ink-muted">{loadErrorMessage(error, t('errors.notFound'))}</p>
      <Link to="/admin/my-assessments" className={buttonClasses('primary', 'md')}>
        {t('cardSort.thanks.back')}
      </Link>
    </section>
  );
}
