import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reopenAssessmentSchema, type AssessmentDetail, type ReopenExposure } from '@rira/contracts/assessments';
import { DateField } from '../../components/ui/date-field.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { calendarOf, isoToParts, tehranToday } from '../../lib/dates.ts';
import { localDigits } from '../../lib/digits.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { assessmentKeys, assessmentsApi, type AssessmentReopen } from './assessments-api.ts';

type ReopenOutput = z.output<typeof reopenAssessmentSchema>;

/**
 * The system manager reopens a closed assessment (assessment-method.md §2, inside the company: the
 * platform's one exception). Before they confirm, the dialog says what a later version beside the one
 * the company has read would give away — group by group, from the server's `reopenExposure` — and
 * asks for the reason the audit log keeps and a new finish date.
 */
export function ReopenDialog({ assessment, onClose }: { assessment: AssessmentDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const currentYear = isoToParts(tehranToday(), calendarOf(lang))!.year;
  const exposure = useQuery({
    queryKey: assessmentKeys.reopenExposure(assessment.id),
    queryFn: ({ signal }) => assessmentsApi.reopenExposure(assessment.id, signal),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AssessmentReopen, unknown, ReopenOutput>({
    resolver: zodResolver(reopenAssessmentSchema) as Resolver<AssessmentReopen, unknown, ReopenOutput>,
    defaultValues: { id: assessment.id, reason: '', finishesOn: '' },
  });
  const reopen = useAction((input: ReopenOutput) => assessmentsApi.reopen(input), {
    invalidates: [assessmentKeys.all],
    onSuccess: onClose,
    form: { setError, fields: ['reason', 'finishesOn'] },
  });
  const submit = handleSubmit((values) => reopen.fire(values));

  return (
    <FormDialog
      title={t('assessments.reopen.title')}
      description={t('assessments.reopen.intro')}
      busy={reopen.busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('assessments.reopen.confirm')}
      className="max-h-[70dvh] overflow-y-auto"
    >
      <section aria-live="polite" className="rounded-lg border border-warning-ink/30 bg-warning-soft px-4 py-3 text-sm text-warning-ink">
        {exposure.isPending ? (
          <p>{t('assessments.reopen.loading')}</p>
        ) : exposure.isError ? null : (
          <ExposureText exposure={exposure.data} />
        )}
      </section>
      <Field
        id="reopen-reason"
        label={t('assessments.reopen.reason')}
        hint={t('assessments.reopen.reasonHint')}
        error={errorText(errors.reason)}
      >
        {(c) => <Textarea {...c} rows={3} {...register('reason')} />}
      </Field>
      <DateField
        control={control}
        name="finishesOn"
        id="reopen-finishesOn"
        label={t('assessments.reopen.finishesOn')}
        error={errorText(errors.finishesOn)}
        minYear={currentYear}
        maxYear={currentYear + 2}
      />
    </FormDialog>
  );
}

function ExposureText({ exposure }: { exposure: ReopenExposure }) {
  const { t } = useTranslation();
  const lang = useLang();
  const n = (value: number) => localDigits(value, lang);
  if (exposure.comparedWith === null) return <p>{t('assessments.reopen.nothingRead')}</p>;
  const version = n(exposure.comparedWith);
  const min = n(exposure.minGroupSize);
  const groupName = (group: ReopenExposure['groups'][number]['group']) => t(`assessorSetting.groupProgress.groups.${group}`);
  const example = exposure.groups.find((g) => g.anonymous);
  return (
    <div className="flex flex-col gap-2">
      <p>{t('assessments.reopen.comparedWith', { version, min })}</p>
      <ul className="list-disc ps-5">
        {exposure.groups.map((g) => (
          <li key={g.group}>
            {t(g.anonymous ? 'assessments.reopen.group' : 'assessments.reopen.groupNamed', {
              group: groupName(g.group),
              count: n(g.answers),
              version,
            })}
          </li>
        ))}
        {exposure.others !== null ? <li>{t('assessments.reopen.others', { count: n(exposure.others) })}</li> : null}
      </ul>
      {example ? (
        <p>
          {t('assessments.reopen.example', { group: groupName(example.group), next: n(example.answers + 1), count: n(example.answers) })}
        </p>
      ) : null}
      <p className="font-medium">{t('assessments.reopen.advice', { min })}</p>
    </div>
  );
}
