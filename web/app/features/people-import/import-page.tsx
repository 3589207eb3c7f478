import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CheckCircle2, Download, FileSpreadsheet, TriangleAlert, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DUPLICATE_MODES, IMPORT_MAX_BYTES, type ImportJob } from '@rira/contracts/organisation';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FilePicker } from '../../components/ui/file-picker.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { PLAIN_CELL, PLAIN_ROW, PlainTable } from '../../components/ui/plain-table.tsx';
import { peopleContract } from '@rira/contracts/api/people';
import { ApiError } from '../../lib/api-client.ts';
import { apiUpload } from '../../lib/api.ts';
import { localDigits } from '../../lib/digits.ts';
import { formatNumber } from '../../lib/format.ts';
import { LabelledCompanyPicker } from '../companies/company-picker.tsx';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { importErrorsUrl, peopleApi, peopleKeys, sampleUrl } from '../people/people-api.ts';

const RUNNING: ReadonlyArray<ImportJob['status']> = ['queued', 'validating', 'importing'];
const POLL_MS = 1000;
const SHOWN_PROBLEMS = 200;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The message for a file saved in another spreadsheet format, by its extension (contracts/src/messages). */
const SAVE_AS_XLSX = { xls: 'errors.workbookIsXls', ods: 'errors.workbookIsOds', csv: 'errors.workbookIsCsv' } as const;

export const importJobKey = (jobId: string) => ['importJob', jobId] as const;

/** The job in a 400 answer (`{ succeeded: false, message, errors, job }`). */
function jobOf(error: unknown): ImportJob | null {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'job' in error.body) {
    return (error.body as { job: ImportJob }).job ?? null;
  }
  return null;
}

/**
 * /admin/users/import ("Import people from Excel"): download the sample in the screen's language, fill it,
 * upload it. Small files answer at once; larger ones run in the background and the page
 * polls the job, whose id stays in the address (?job=…) so a reload picks the progress up.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCompanyScope();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const [file, setFile] = useState<File | null>(null);
  const [duplicates, setDuplicates] = useState<(typeof DUPLICATE_MODES)[number]>('refuse');
  const [problem, setProblem] = useState<string | null>(null);
  const fileId = useId();
  const needsCompany = scope.isSystemManager && !scope.companyId;

  const job = useQuery({
    queryKey: importJobKey(jobId ?? ''),
    queryFn: ({ signal }) => peopleApi.importJob(jobId!, signal),
    enabled: Boolean(jobId),
    refetchInterval: (query) => (query.state.data && !RUNNING.includes(query.state.data.status) ? false : POLL_MS),
    staleTime: 0,
  });

  function showJob(found: ImportJob) {
    queryClient.setQueryData(importJobKey(found.id), found);
    setParams(
      (p) => {
        p.set('job', found.id);
        return p;
      },
      { preventScrollReset: true },
    );
    // A poll's answer, not an action: the import has finished on the server, so the people list is re-read.
    if (found.status === 'succeeded') void queryClient.invalidateQueries({ queryKey: peopleKeys.all });
  }

  // A refused workbook may still come back as a job (its rows' problems): shown like any other.
  const send = useAction(
    (chosen: File) => apiUpload(peopleContract.uploadExcel, { file: chosen, fields: { duplicates, companyId: scope.companyId } }),
    {
      onSuccess: (envelope) => {
        showJob(envelope.data);
        setFile(null);
      },
      onError: (error) => {
        const failed = jobOf(error);
        if (failed) showJob(failed);
      },
    },
  );
  const uploading = send.busy;

  function upload(event: React.FormEvent) {
    event.preventDefault();
    if (!file) {
      setProblem(t('peopleImport.chooseFirst'));
      return;
    }
    send.fire(file);
  }

  function chooseFile(chosen: File | null) {
    setProblem(null);
    if (!chosen) return setFile(null);
    const looksLikeXlsx = chosen.name.toLowerCase().endsWith('.xlsx') || chosen.type === XLSX_TYPE;
    if (!looksLikeXlsx) {
      setFile(null);
      // Another spreadsheet format gets the server's own "save it as .xlsx" message for it.
      const extension = /\.(xls|ods|csv)$/i.exec(chosen.name)?.[1]?.toLowerCase();
      setProblem(extension ? t(SAVE_AS_XLSX[extension as keyof typeof SAVE_AS_XLSX]) : t('peopleImport.badType'));
      return;
    }
    if (chosen.size > IMPORT_MAX_BYTES) {
      setFile(null);
      setProblem(t('peopleImport.tooLarge', { max: formatNumber(IMPORT_MAX_BYTES / 1024 / 1024, lang) }));
      return;
    }
    setFile(chosen);
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{t('peopleImport.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('peopleImport.intro')}</p>
      </div>

      {scope.isSystemManager ? (
        <LabelledCompanyPicker
          label={t('people.filters.company')}
          className="max-w-sm"
          id="import-company"
          value={scope.companyId ?? ''}
          emptyLabel={t('companies.choose')}
          onChange={(companyId) =>
            setParams((p) => {
              if (companyId) p.set('companyId', companyId);
              else p.delete('companyId');
              p.delete('job');
              return p;
            })
          }
        />
      ) : null}

      {needsCompany ? (
        <EmptyState title={t('structure.chooseCompany')} className="rounded-xl border border-line bg-surface" />
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          <section
            aria-labelledby="import-step-sample"
            className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm md:p-6"
          >
            <h2 id="import-step-sample" className="text-lg font-semibold">
              {t('peopleImport.sample.title')}
            </h2>
            <p className="text-ink-muted">{t('peopleImport.sample.body')}</p>
            <a href={sampleUrl(lang, scope.companyId)} download className={buttonClasses('secondary', 'md', 'self-start')}>
              <Download aria-hidden className="size-5" />
              {t('peopleImport.sample.download')}
            </a>
          </section>

          <section aria-labelledby="import-step-upload" className="rounded-xl border border-line bg-surface p-4 shadow-sm md:p-6">
            <h2 id="import-step-upload" className="mb-3 text-lg font-semibold">
              {t('peopleImport.upload.title')}
            </h2>
            <form noValidate onSubmit={upload} className="flex flex-col gap-4">
              <div className="flex flex-col gap-1.5">
                <label htmlFor={fileId} className="text-sm font-medium">
                  {t('peopleImport.upload.file')}
                </label>
                <FilePicker
                  id={fileId}
                  file={file}
                  accept={`.xlsx,${XLSX_TYPE}`}
                  icon={<FileSpreadsheet aria-hidden className="size-4" />}
                  aria-describedby={problem ? `${fileId}-error ${fileId}-hint` : `${fileId}-hint`}
                  aria-invalid={problem ? true : undefined}
                  onChoose={chooseFile}
                />
                <p id={`${fileId}-hint`} className="text-sm text-ink-muted">
                  {t('peopleImport.upload.hint', { max: formatNumber(IMPORT_MAX_BYTES / 1024 / 1024, lang) })}
                </p>
                {problem ? (
                  <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-danger">
                    {problem}
                  </p>
                ) : null}
              </div>
              <fieldset className="flex flex-col gap-1">
                <legend className="mb-1 text-sm font-medium">{t('peopleImport.duplicates.label')}</legend>
                {DUPLICATE_MODES.map((mode) => (
                  <label key={mode} className="flex min-h-11 cursor-pointer items-start gap-2 py-1">
                    <input
                      type="radio"
                      name="duplicates"
                      value={mode}
                      checked={duplicates === mode}
                      onChange={() => setDuplicates(mode)}
                      className="mt-1.5 size-5 shrink-0 accent-primary-700"
                    />
                    <span>
                      <span className="block">{t(`peopleImport.duplicates.${mode}`)}</span>
                      <span className="block text-sm text-ink-muted">{t(`peopleImport.duplicates.${mode}Hint`)}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <Button type="submit" disabled={uploading} className="self-start">
                <Upload aria-hidden className="size-5" />
                {t('peopleImport.upload.submit')}
              </Button>
            </form>
          </section>
        </div>
      )}

      {jobId ? <ImportResult job={job.data ?? null} loading={job.isPending} /> : null}
    </div>
  );
}

function ImportResult({ job, loading }: { job: ImportJob | null; loading: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const heading = useRef<HTMLHeadingElement>(null);
  const running = job ? RUNNING.includes(job.status) : false;
  // The result opens below the form, out of sight on a phone: it is brought into view and its
  // heading focused when it appears and again when the import ends, so nobody waits on a toast.
  useEffect(() => {
    if (!job) return;
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [job?.id, running]); // eslint-disable-line react-hooks/exhaustive-deps -- once per job and once at its end, not on each progress poll
  if (!job) {
    return loading ? <p className="text-ink-muted">{t('common.loading')}</p> : null;
  }
  const problems = job.problems.slice(0, SHOWN_PROBLEMS);

  return (
    <section
      aria-labelledby="import-result"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-sm md:p-6"
      aria-live="polite"
    >
      <h2 id="import-result" ref={heading} tabIndex={-1} className="scroll-mt-24 text-lg font-semibold">
        {t('peopleImport.result.title')}
      </h2>

      {running ? (
        <div className="flex flex-col gap-2">
          <p>{t(`peopleImport.status.${job.status}`)}</p>
          <ProgressBar
            value={job.processedRows}
            max={Math.max(job.totalRows, 1)}
            label={t('peopleImport.result.progress')}
            valueText={t('peopleImport.result.progressText', {
              done: formatNumber(job.processedRows, lang),
              total: formatNumber(job.totalRows, lang),
            })}
          />
          <p className="text-sm text-ink-muted">
            {t('peopleImport.result.progressText', {
              done: formatNumber(job.processedRows, lang),
              total: formatNumber(job.totalRows, lang),
            })}
          </p>
          <p className="text-sm text-ink-muted">{t('peopleImport.result.canLeave')}</p>
        </div>
      ) : job.status === 'succeeded' ? (
        <div className="flex items-start gap-3 rounded-lg bg-[#ecfdf3] p-4 text-success">
          <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0" />
          <div>
            <p className="font-semibold">{t('peopleImport.result.succeeded')}</p>
            <p>{t('peopleImport.result.counts', { created: formatNumber(job.created, lang), updated: formatNumber(job.updated, lang) })}</p>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex items-start gap-3 rounded-lg bg-danger-soft p-4 text-danger">
            <TriangleAlert aria-hidden className="mt-0.5 size-6 shrink-0" />
            <div>
              <p className="font-semibold">{t('peopleImport.result.failed')}</p>
              {job.message ? <p>{job.message}</p> : null}
            </div>
          </div>
          {job.hasErrorFile ? (
            <a href={importErrorsUrl(job.id)} download className={buttonClasses('secondary', 'md', 'self-start')}>
              <FileSpreadsheet aria-hidden className="size-5" />
              {t('peopleImport.result.downloadErrors')}
            </a>
          ) : null}
          {problems.length > 0 ? (
            <PlainTable
              caption={t('peopleImport.result.problems', { count: job.problems.length, value: formatNumber(job.problems.length, lang) })}
              captionVisible
              columns={[t('peopleImport.result.row'), t('peopleImport.result.column'), t('peopleImport.result.message')]}
              footer={
                job.problems.length > SHOWN_PROBLEMS
                  ? t('peopleImport.result.more', { value: formatNumber(job.problems.length - SHOWN_PROBLEMS, lang) })
                  : null
              }
            >
              {problems.map((p, index) => (
                <tr key={`${p.row}-${p.column}-${index}`} className={PLAIN_ROW}>
                  <td className={PLAIN_CELL}>{localDigits(p.row, lang)}</td>
                  <td className={PLAIN_CELL}>{p.column}</td>
                  <td className={PLAIN_CELL}>{p.message}</td>
                </tr>
              ))}
            </PlainTable>
          ) : null}
        </div>
      )}
    </section>
  );
}
