import { useMemo } from 'react';
import { useForm, type FieldError, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { buildSurveyAnswersSchema, SCALE_VALUES, type SurveyContent, type SurveyQuestion } from '@rira/contracts/site/content';
import { surveySubmissionSchema } from '@rira/contracts/site/forms';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { cn } from '../../components/ui/cn.ts';
import { localDigits } from '../../lib/digits.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { asFieldError, HoneypotField, LEAD_CALLS, PrivacyNote, SentNote, SubmitButton, useLeadSubmit } from './form-parts.tsx';
import { ClientForm } from '../../components/ui/client-form.tsx';

type Values = {
  answers: Record<string, unknown>;
  fullname: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  website: string;
};

const choiceClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2 hover:border-primary-300 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50';

function QuestionBlock({
  question,
  form,
  error,
}: {
  question: SurveyQuestion;
  form: UseFormReturn<Values, unknown, Values>;
  error?: string;
}) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  const name = `answers.${question.id}` as const;
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
        {(control) => <Textarea {...control} {...form.register(name)} />}
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
            {SCALE_VALUES.map((value) => (
              <label key={value} className={cn(choiceClasses, 'justify-center')}>
                <input type="radio" value={String(value)} className="size-5 accent-primary-700" {...form.register(name)} />
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
          {(question.options ?? []).map((option) => (
            <label key={option.value} className={choiceClasses}>
              <input
                type={question.kind === 'multiple' ? 'checkbox' : 'radio'}
                value={option.value}
                className="size-5 shrink-0 accent-primary-700"
                {...form.register(name)}
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

/** User/AssessmentServey/Submit: the questions are content (the admin edits them); so are their rules. */
export function SurveyForm({ content }: { content: SurveyContent }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const schema = useMemo(
    () => surveySubmissionSchema.extend({ answers: buildSurveyAnswersSchema(content.questions) }),
    [content.questions],
  );
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, Values>,
    defaultValues: { answers: {}, fullname: '', companyName: '', email: '', phoneNumber: '', website: '' },
  });
  const fields = [...content.questions.map((q) => `answers.${q.id}` as const), 'fullname', 'companyName', 'email', 'phoneNumber'] as const;
  const { submit, sentMessage, clearSent } = useLeadSubmit(form, LEAD_CALLS.survey, fields as never);
  const { errors, isSubmitting } = form.formState;
  const answerErrors = (errors.answers ?? {}) as Record<string, FieldError | undefined>;

  if (sentMessage) {
    return (
      <div className="flex flex-col gap-3">
        <h2 className="text-2xl font-bold">{content.thankYou.title}</h2>
        <SentNote message={content.thankYou.body} onAgain={clearSent} />
      </div>
    );
  }
  return (
    <ClientForm noValidate onSubmit={(event) => void submit(event)} className="relative flex flex-col gap-8" aria-label={content.title}>
      <ol className="flex flex-col gap-8">
        {content.questions.map((question) => (
          <li key={question.id} className="rounded-xl border border-line bg-surface p-5 shadow-sm">
            <QuestionBlock question={question} form={form} error={errorText(answerErrors[question.id])} />
          </li>
        ))}
      </ol>
      <section aria-labelledby="survey-respondent" className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-sm">
        <h2 id="survey-respondent" className="text-lg font-bold">
          {content.respondent.title}
        </h2>
        <p className="text-ink-muted">{content.respondent.intro}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="survey-fullname" label={t('leadForms.fields.fullname')} error={errorText(asFieldError(errors.fullname))}>
            {(control) => <Input {...control} autoComplete="name" {...form.register('fullname')} />}
          </Field>
          <Field id="survey-company" label={t('leadForms.fields.companyName')} error={errorText(asFieldError(errors.companyName))}>
            {(control) => <Input {...control} autoComplete="organization" {...form.register('companyName')} />}
          </Field>
          <Field id="survey-email" label={t('leadForms.fields.emailPersonal')} error={errorText(asFieldError(errors.email))}>
            {(control) => <Input {...control} type="email" dir="ltr" autoComplete="email" {...form.register('email')} />}
          </Field>
          <Field
            id="survey-phone"
            label={t('leadForms.fields.phoneNumber')}
            hint={t('leadForms.fields.phoneHint')}
            error={errorText(asFieldError(errors.phoneNumber))}
          >
            {(control) => <Input {...control} type="tel" inputMode="tel" dir="ltr" autoComplete="tel" {...form.register('phoneNumber')} />}
          </Field>
        </div>
      </section>
      <HoneypotField form={form} />
      <PrivacyNote />
      <div>
        <SubmitButton busy={isSubmitting} label={t('site.survey.submit')} />
      </div>
    </ClientForm>
  );
}
