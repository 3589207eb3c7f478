import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { roundBulkSchema, type RoundBulk, type RoundBulkAction, type RoundBulkResult, type RoundDashboard } from '@rira/contracts/rounds';
import { Button } from '../../components/ui/button.tsx';
import { DateField } from '../../components/ui/date-field.tsx';
import { useFieldErrorText } from '../../components/ui/field.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { Modal } from '../../components/ui/drawer.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { calendarOf, isoToParts, tehranToday } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/format.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { assessmentKeys } from '../assessments/assessments-api.ts';
import { roundKeys, roundsApi } from './rounds-api.ts';

type BulkOutput = z.output<typeof roundBulkSchema>;

/**
 * One bulk action on a whole round (issue 26): first a confirmation that says exactly what will
 * happen to how many assessments (extend asks the new finish date), then what the server did —
 * done, skipped and failed counts and, per person, who was skipped or failed and why.
 */
export function RoundBulkDialog({ round, action, onClose }: { round: RoundDashboard; action: RoundBulkAction; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const currentYear = isoToParts(tehranToday(), calendarOf(lang))!.year;
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<RoundBulkResult | null>(null);
  const count = round.people.length;
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RoundBulk, unknown, BulkOutput>({
    resolver: zodResolver(roundBulkSchema) as Resolver<RoundBulk, unknown, BulkOutput>,
    defaultValues: { id: round.id, action, ...(action === 'extend' ? { finishesOn: '' } : {}) },
  });
  const run = useAction((input: BulkOutput) => roundsApi.bulk(input), {
    invalidates: [roundKeys.all, assessmentKeys.all],
    form: { setError, fields: ['finishesOn'] },
    onSuccess: (answer) => setResult(answer),
    onError: (error, _input, onFields) => {
      if (!onFields && error instanceof ApiError) setProblem(error.message);
    },
  });
  const label = t(`rounds.bulk.${action}.label`);

  if (result) return <BulkResult title={t('rounds.bulk.resultTitle', { action: label })} result={result} onClose={onClose} />;
  return (
    <FormDialog
      title={label}
      description={t(`rounds.bulk.${action}.confirm`, { count, value: formatNumber(count, lang) })}
      busy={run.busy}
      onClose={onClose}
      onSubmit={handleSubmit((values) => {
        setProblem(null);
        run.fire(values);
      })}
      submitLabel={label}
      submitVariant={action === 'close' ? 'danger' : 'primary'}
      problem={problem}
    >
      {action === 'extend' ? (
        <DateField
          control={control}
          name="finishesOn"
          id="round-bulk-finishesOn"
          label={t('rounds.bulk.finishesOn')}
          error={errorText(errors.finishesOn)}
          minYear={currentYear}
          maxYear={currentYear + 3}
        />
      ) : null}
    </FormDialog>
  );
}

function BulkResult({ title, result, onClose }: { title: string; result: RoundBulkResult; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const notDone = result.outcomes.filter((o) => o.outcome !== 'done');
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
      <div className="flex flex-col gap-4">
        <div role="status">
          <ul className="flex flex-wrap gap-2">
            {(['done', 'skipped', 'failed'] as const).map((kind) => (
              <li
                key={kind}
                className={
                  kind === 'failed' && result.failed > 0
                    ? 'rounded-lg bg-danger-soft px-3 py-1 font-medium text-danger'
                    : 'rounded-lg bg-page px-3 py-1 font-medium'
                }
              >
                {t(`rounds.bulk.${kind}`, { value: formatNumber(result[kind], lang) })}
              </li>
            ))}
          </ul>
        </div>
        {notDone.length ? (
          <section aria-labelledby="round-bulk-outcomes" className="flex flex-col gap-2">
            <h3 id="round-bulk-outcomes" className="font-semibold">
              {t('rounds.bulk.outcomes')}
            </h3>
            {/* One Tab stop that scrolls with the arrow keys when the list is long. */}
            <ul tabIndex={0} aria-labelledby="round-bulk-outcomes" className="flex max-h-72 flex-col gap-2 overflow-y-auto rounded-lg">
              {notDone.map((o) => (
                <li key={o.assessmentId} className="rounded-lg border border-line px-3 py-2">
                  <p className="flex flex-wrap items-center gap-2">
                    <LocalText className="font-medium" fa={o.name} en={o.nameEn} />
                    <span className={o.outcome === 'failed' ? 'text-sm font-medium text-danger' : 'text-sm text-ink-muted'}>
                      {t(`rounds.bulk.outcome.${o.outcome}`)}
                    </span>
                  </p>
                  <p className="text-sm text-ink-muted">{o.reason ?? t('rounds.bulk.noReason')}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p className="text-ink-muted">{t('rounds.bulk.noOutcomes')}</p>
        )}
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('rounds.bulk.closeResult')}</Button>
        </div>
      </div>
    </Modal>
  );
}
