import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SurveyContent } from '@rira/contracts/site/content';
import { localDigits } from '../../lib/digits.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { SurveyForm } from '../lead-forms/survey-form.tsx';
import { PageHero } from './page-sections.tsx';

/** The public assessment survey: its questions come from the page-content store. */
export function SurveyPage({ content }: { content: SurveyContent }) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  return (
    <>
      <PageHero title={content.title} subtitle={content.intro} crumbs={[{ name: content.title }]}>
        <p className="inline-flex items-center gap-2 text-sm text-ink-muted">
          <Clock aria-hidden className="size-4" />
          {t('site.survey.minutes', { value: localDigits(content.estimatedMinutes, lang) })}
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-12 lg:px-6">
        <SurveyForm content={content} />
      </div>
    </>
  );
}
