import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RoundArchive } from '@rira/contracts/rounds';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { archiveDownloadUrl, roundKeys, roundsApi } from './rounds-api.ts';

const KINDS = ['short', 'complete'] as const;
const LANGUAGES = ['fa', 'en'] as const;
const RUNNING: ReadonlyArray<RoundArchive['status']> = ['queued', 'running'];
const POLL_MS = 1000;

/**
 * "Download every report": one ZIP of the round's report PDFs, short or complete, in Persian or
 * English, made by a background job on the server. The panel asks for the caller's latest archive of
 * the round, so a reload (or another tab) picks up the progress of one on its way, and polls it
 * until it is done; then it offers the download.
 */
export function RoundArchivePanel({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('complete');
  const [language, setLanguage] = useState<(typeof LANGUAGES)[number]>(lang);
  const [again, setAgain] = useState(false);
  const key = roundKeys.archive(roundId);
  const latest = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => roundsApi.latestArchive(roundId, signal),
    refetchInterval: (query) => (query.state.data && RUNNING.includes(query.state.data.status) ? POLL_MS : false),
    staleTime: 0,
  });
  const start = useAction(() => roundsApi.archiveReports({ id: roundId, kind, language }), {
    onSuccess: (archive) => {
      queryClient.setQueryData(key, archive);
      setAgain(false);
    },
  });
  const archive = latest.data ?? null;
  const running = archive ? RUNNING.includes(archive.status) : false;
  const count = (value: number) => formatNumber(value, lang);
  const choosing = !running && (!archive || again || archive.status === 'failed');

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('rounds.archive.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('rounds.archive.intro')}</p>

      {archive && running ? (
        <div className="flex flex-col gap-2" aria-live="polite">
          <ProgressBar
            value={archive.done}
            max={archive.total}
            label={t('rounds.archive.progressLabel')}
            valueText={t('rounds.archive.progress', { done: count(archive.done), total: count(archive.total) })}
          />
          <p className="text-sm text-ink-muted">
            {archive.status === 'queued'
              ? t('rounds.archive.queued')
              : t('rounds.archive.progress', { done: count(archive.done), total: count(archive.total) })}
          </p>
        </div>
      ) : null}

      {archive && archive.status === 'done' && !again ? (
        <div className="flex flex-wrap items-center gap-3" aria-live="polite">
          <p>{t('rounds.archive.done', { count: archive.done, n: count(archive.done) })}</p>
          <a href={archiveDownloadUrl(archive.id)} download className={buttonClasses('primary', 'md')}>
            <Download aria-hidden className="size-5" />
            {t('rounds.archive.download')}
          </a>
          <Button variant="ghost" size="sm" onClick={() => setAgain(true)}>
            {t('rounds.archive.again')}
          </Button>
        </div>
      ) : null}

      {archive && archive.status === 'failed' ? (
        <p role="alert" className="text-danger-ink">
          {t('rounds.archive.failed', { error: archive.error ?? '' })}
        </p>
      ) : null}

      {choosing ? (
        <form
          className="flex flex-wrap items-end gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            start.fire();
          }}
        >
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium">{t('rounds.archive.kind')}</legend>
            <div className="flex gap-4">
              {KINDS.map((value) => (
                <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input type="radio" name={`${headingId}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} />
                  {t(`rounds.archive.kinds.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium">{t('rounds.archive.language')}</legend>
            <div className="flex gap-4">
              {LANGUAGES.map((value) => (
                <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name={`${headingId}-language`}
                    value={value}
                    checked={language === value}
                    onChange={() => setLanguage(value)}
                  />
                  {t(`rounds.archive.languages.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" disabled={start.busy}>
            {t('rounds.archive.start')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
