import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { generateReportSchema } from '@rira/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/drawer.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';

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
  busy,
  onGenerate,
  onClose,
}: {
  assessmentId: string;
  busy: boolean;
  onGenerate: (reason: string) => Promise<unknown>;
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
  const submit = handleSubmit(async (values) => {
    try {
      await onGenerate(values.reason);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['reason']);
    }
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('report.partialDialog.title')}
      description={t('report.partialDialog.intro')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field
          id="partial-report-reason"
          label={t('report.partialDialog.reason')}
          hint={t('report.partialDialog.reasonHint')}
          error={errorText(errors.reason)}
        >
          {(c) => <Textarea {...c} rows={3} {...register('reason')} />}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('report.partialDialog.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
