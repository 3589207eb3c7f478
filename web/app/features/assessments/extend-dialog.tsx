import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { extendAssessmentSchema, type AssessmentDetail } from '@rira/contracts/assessments';
import { DateField } from '../../components/ui/date-field.tsx';
import { useFieldErrorText } from '../../components/ui/field.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { calendarOf, isoToParts, tehranToday } from '../../lib/dates.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { assessmentKeys, assessmentsApi, type AssessmentExtend } from './assessments-api.ts';

type ExtendOutput = z.output<typeof extendAssessmentSchema>;

/**
 * A running assessment's finish date, moved later (issue 23): the company admin's alternative to
 * closing with groups too small to be shown. The server refuses a date before today or not after the
 * current one (the refusal shows on the field); the state does not change.
 */
export function ExtendDialog({ assessment, onClose }: { assessment: AssessmentDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const currentYear = isoToParts(tehranToday(), calendarOf(lang))!.year;
  // A refusal that is not the date's (closed meanwhile, no longer allowed) is said in the dialog.
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AssessmentExtend, unknown, ExtendOutput>({
    resolver: zodResolver(extendAssessmentSchema) as Resolver<AssessmentExtend, unknown, ExtendOutput>,
    defaultValues: { id: assessment.id, finishesOn: '' },
  });
  const extend = useAction((input: ExtendOutput) => assessmentsApi.extend(input), {
    invalidates: [assessmentKeys.all],
    onSuccess: onClose,
    form: { setError, fields: ['finishesOn'] },
    onError: (error, _input, onFields) => {
      if (!onFields && error instanceof ApiError) setProblem(error.message);
    },
  });
  const submit = handleSubmit((values) => {
    setProblem(null);
    extend.fire(values);
  });

  return (
    <FormDialog
      title={t('assessments.extendDialog.title')}
      description={t('assessments.extendDialog.intro', { date: assessment.finishesOn ? formatDate(assessment.finishesOn, lang) : '—' })}
      busy={extend.busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('assessments.extendDialog.confirm')}
      problem={problem}
    >
      <DateField
        control={control}
        name="finishesOn"
        id="extend-finishesOn"
        label={t('assessments.extendDialog.finishesOn')}
        error={errorText(errors.finishesOn)}
        minYear={currentYear}
        maxYear={currentYear + 3}
      />
    </FormDialog>
  );
}
