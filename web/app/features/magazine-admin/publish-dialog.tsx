import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../components/ui/date-picker.tsx';
import { Modal } from '../../components/ui/drawer.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { Input } from '../../components/ui/input.tsx';
import { localDigits } from '../../lib/digits.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { parseTime, tehranInstant, tehranParts } from './publish-time.ts';

export interface PublishDialogProps {
  article: { id: string; title: string; publishDate: string | null };
  /** publish: now or at a chosen time; date: change the publish date only. */
  mode: 'publish' | 'date';
  onClose: () => void;
  /** Runs the call; the dialog stays open with the problem shown when it throws. */
  onSubmit: (publishDate: string | null) => Promise<unknown>;
  /** For tests: "now". */
  now?: Date;
}

/**
 * Publish now, or at a Jalali date (calendar or typed year/month/day) and a 24-hour Tehran time; a future
 * time schedules the article. In "date" mode only the date is changed.
 */
export function PublishDialog({ article, mode, onClose, onSubmit, now }: PublishDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const initial = tehranParts(article.publishDate ?? now ?? new Date());
  const [when, setWhen] = useState<'now' | 'later'>(mode === 'date' ? 'later' : 'now');
  const [date, setDate] = useState<string | null>(initial.date);
  const [time, setTime] = useState(localDigits(initial.time, lang));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAction(onSubmit, { onSuccess: onClose });
  const busy = save.busy;

  const instant = when === 'later' ? tehranInstant(date, time) : null;
  const timeInvalid = when === 'later' && time.trim() !== '' && parseTime(time) === null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (when === 'later' && !instant) {
      setProblem(t(timeInvalid ? 'articlesAdmin.publish.badTime' : 'articlesAdmin.publish.needDate'));
      return;
    }
    try {
      await save.run(instant);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  const future = instant ? new Date(instant).getTime() > (now ?? new Date()).getTime() : false;
  const title = t(mode === 'date' ? 'articlesAdmin.publish.dateTitle' : 'articlesAdmin.publish.title', { title: article.title });
  return (
    <Modal open onOpenChange={(open) => !open && !busy && onClose()} title={title}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {mode === 'publish' ? (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium">{t('articlesAdmin.publish.when')}</legend>
            {(['now', 'later'] as const).map((option) => (
              <label key={option} className="inline-flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name={`${id}-when`}
                  value={option}
                  checked={when === option}
                  onChange={() => setWhen(option)}
                  className="size-5 accent-primary-700"
                />
                {t(`articlesAdmin.publish.${option}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {when === 'later' ? (
          <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-date`} className="text-sm font-medium">
                {t('articlesAdmin.publish.date')}
              </label>
              <DatePicker id={`${id}-date`} value={date} onChange={setDate} />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-time`} className="text-sm font-medium">
                {t('articlesAdmin.publish.time')}
              </label>
              <Input
                id={`${id}-time`}
                dir="ltr"
                inputMode="numeric"
                autoComplete="off"
                placeholder={t('articlesAdmin.publish.timePlaceholder')}
                value={time}
                onChange={(e) => setTime(e.target.value)}
                aria-invalid={timeInvalid || undefined}
                aria-describedby={`${id}-time-hint`}
              />
            </div>
            <p id={`${id}-time-hint`} className="text-sm text-ink-muted sm:col-span-2">
              {t('articlesAdmin.publish.timeHint')} {t('articlesAdmin.publish.futureHint')}
            </p>
            {instant ? (
              <p className="text-sm font-medium sm:col-span-2" aria-live="polite">
                {t('articlesAdmin.publish.preview', { when: formatDateTime(instant, lang) })}
              </p>
            ) : null}
          </div>
        ) : null}
        {problem ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
            {problem}
          </p>
        ) : null}
        <FormActions
          cancelLabel={t('articlesAdmin.common.cancel')}
          submitLabel={
            mode === 'date'
              ? t('articlesAdmin.publish.saveDate')
              : t(future ? 'articlesAdmin.publish.schedule' : 'articlesAdmin.publish.confirm')
          }
          onCancel={onClose}
          busy={busy}
        />
      </form>
    </Modal>
  );
}
