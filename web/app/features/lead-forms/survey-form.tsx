import { useTranslation } from 'react-i18next';
import { SCALE_VALUES, type SurveyContent, type SurveyQuestion } from '@rira/contracts/site/content';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { cn } from '../../components/ui/cn.ts';
import { localDigits } from '../../lib/digits.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { firstInError, LeadForm, useLeadFormResult } from './lead-form.tsx';
import { SURVEY_RESPONDENT_FIELDS } from './lead-form-result.ts';

const choiceClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2 hover:border-primary-300 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50';

/** What was answered before the page came back (a checkbox group's every ticked value). */
type Answer = string | string[] | undefined;
const isChosen = (answer: Answer, value: string) => (Array.isArray(answer) ? answer.includes(value) : answer === value);

function QuestionBlock({ question, answer, error, focus }: { question: SurveyQuestion; answer: Answer; error?: string; focus: boolean }) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  const name = `answers.${question.id}`;
  const base = `survey-${question.id}`;
  const describedBy = [error ? `${base}-error` : null, question.hint ? `${base}-hint` : null].filter(Boolean).join(' ') || undefined;
  const legend = (
    <>
      {question.label}{' '}
      <span className="text-sm font-normal text-ink-muted">({t(question.required ? 'site.survey.required' : 'site.survey.optional')})</span>
    </>
  );
  const hint = question.hint ? (
    <p id={`${base}-hint`} className="text-sm text-ink-muted">
      {question.hint}
    </p>
  ) : null;
  const errorLine = error ? (
    <p id={`${base}-error`} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;

  if (question.kind === 'text') {
    return (
      <Field id={base} label={legend} hint={question.hint} error={error}>
        {(control) => <Textarea {...control} name={name} defaultValue={typeof answer === 'string' ? answer : ''} autoFocus={focus} />}
      </Field>
    );
  }
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-ink">{legend}</legend>
      {hint}
      {question.kind === 'scale' ? (
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-5 gap-2">
            {SCALE_VALUES.map((value, i) => (
              <label key={value} className={cn(choiceClasses, 'justify-center')}>
                <input
                  type="radio"
                  name={name}
                  value={String(value)}
                  defaultChecked={isChosen(answer, String(value))}
                  autoFocus={focus && i === 0}
                  className="size-5 accent-primary-700"
                />
                <span aria-hidden>{localDigits(value, lang)}</span>
                <span className="sr-only">{t('site.survey.scaleValue', { value: localDigits(value, lang) })}</span>
              </label>
            ))}
          </div>
          <div className="flex justify-between text-sm text-ink-muted" aria-hidden>
            <span>{question.scale?.low}</span>
            <span>{question.scale?.high}</span>
          </div>
          <p className="sr-only">{`${localDigits(1, lang)}: ${question.scale?.low}، ${localDigits(5, lang)}: ${question.scale?.high}`}</p>
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {(question.options ?? []).map((option, i) => (
            <label key={option.value} className={choiceClasses}>
              <input
                type={question.kind === 'multiple' ? 'checkbox' : 'radio'}
                name={name}
                value={option.value}
                defaultChecked={isChosen(answer, option.value)}
                autoFocus={focus && i === 0}
                className="size-5 shrink-0 accent-primary-700"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
      {errorLine}
    </fieldset>
  );
}

/**
 * User/AssessmentServey/Submit: the questions are content (the admin edits them); so are their
 * rules. Posted to the page's action (routes/site/assessment-survey.tsx), which checks it with the
 * rules built from the current questions (docs/decisions/027).
 */
export function SurveyForm({ content }: { content: SurveyContent }) {
  const { t } = useTranslation();
  const result = useLeadFormResult<string>('survey');
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const names = [...content.questions.map((q) => `answers.${q.id}`), ...SURVEY_RESPONDENT_FIELDS];
  const first = firstInError(names, result);
  const respondent = (name: (typeof SURVEY_RESPONDENT_FIELDS)[number]) => ({
    name,
    defaultValue: typeof values[name] === 'string' ? values[name] : '',
    autoFocus: first === name,
  });

  return (
    <LeadForm
      intent="survey"
      id="survey-form"
      label={content.title}
      submitLabel={t('site.survey.submit')}
      result={result}
      sentTitle={<h2 className="text-2xl font-bold">{content.thankYou.title}</h2>}
      sentMessage={content.thankYou.body}
      className="relative flex flex-col gap-8"
    >
      <ol className="flex flex-col gap-8">
        {content.questions.map((question) => (
          <li key={question.id} className="rounded-xl border border-line bg-surface p-5 shadow-sm">
            <QuestionBlock
              question={question}
              answer={values[`answers.${question.id}`]}
              error={errors[`answers.${question.id}`]}
              focus={first === `answers.${question.id}`}
            />
          </li>
        ))}
      </ol>
      <section aria-labelledby="survey-respondent" className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-sm">
        <h2 id="survey-respondent" className="text-lg font-bold">
          {content.respondent.title}
        </h2>
        <p className="text-ink-muted">{content.respondent.intro}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="survey-fullname" label={t('leadForms.fields.fullname')} error={errors.fullname}>
            {(control) => <Input {...control} autoComplete="name" {...respondent('fullname')} />}
          </Field>
          <Field id="survey-company" label={t('leadForms.fields.companyName')} error={errors.companyName}>
            {(control) => <Input {...control} autoComplete="organization" {...respondent('companyName')} />}
          </Field>
          <Field id="survey-email" label={t('leadForms.fields.emailPersonal')} error={errors.email}>
            {(control) => <Input {...control} type="email" dir="ltr" autoComplete="email" {...respondent('email')} />}
          </Field>
          <Field
            id="survey-phone"
            label={t('leadForms.fields.phoneNumber')}
            hint={t('leadForms.fields.phoneHint')}
            error={errors.phoneNumber}
          >
            {(control) => <Input {...control} type="tel" inputMode="tel" dir="ltr" autoComplete="tel" {...respondent('phoneNumber')} />}
          </Field>
        </div>
      </section>
    </LeadForm>
  );
}
