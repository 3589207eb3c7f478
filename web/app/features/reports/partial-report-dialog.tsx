import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { generateReportSchema } from '@rira/contracts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useAction } from '../../lib/use-action.ts';

/** The dialog's form: a reason is required here, though the schema leaves it optional (a complete report needs none). */
const partialReportSchema = generateReportSchema.required({ reason: true });
type PartialReportInput = z.input<typeof partialReportSchema>;
type PartialReportOutput = z.output<typeof partialReportSchema>;

/**
 * A report of an assessment still collecting answers: the system manager's alone (assessment-method.md
 * §2, inside the company), with the reason the audit log keeps. `onGenerate` makes it; a refusal of
 * the reason is shown on its field.
 */
export function PartialReportDialog({
  assessmentId,
  generate,
  onGenerated,
  onClose,
}: {
  assessmentId: string;
  /** Makes the partial report with the reason given. */
  generate: (reason: string) => Promise<unknown>;
  /** After the report is made (show it). */
  onGenerated: () => unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PartialReportInput, unknown, PartialReportOutput>({
    resolver: zodResolver(partialReportSchema) as Resolver<PartialReportInput, unknown, PartialReportOutput>,
    defaultValues: { id: assessmentId, reason: '' },
  });
  const make = useAction((values: PartialReportOutput) => generate(values.reason), {
    onSuccess: async () => {
      onClose();
      await onGenerated();
    },
    form: { setError, fields: ['reason'] },
  });
  return (
    <FormDialog
      title={t('report.partialDialog.title')}
      description={t('report.partialDialog.intro')}
      busy={make.busy}
      onClose={onClose}
      onSubmit={handleSubmit((values) => make.fire(values))}
      submitLabel={t('report.partialDialog.confirm')}
    >
      <Field
        id="partial-report-reason"
        label={t('report.partialDialog.reason')}
        hint={t('report.partialDialog.reasonHint')}
        error={errorText(errors.reason)}
      >
        {(c) => <Textarea {...c} rows={3} {...register('reason')} />}
      </Field>
    </FormDialog>
  );
}
