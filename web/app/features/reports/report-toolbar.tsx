import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowRight, ArrowLeft, FileDown, FileSpreadsheet, Printer, RefreshCw, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReportKind } from '@rira/contracts';
import type { ReportOutline } from './report-outline.ts';
import type { LanguageCode } from '@rira/contracts/language';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { LanguageSwitch } from '../../components/language/language-switch.tsx';
import { downloadCompanyExport, downloadPdf, printPath, reportPath } from './report-api.ts';
import { formatCount } from './report-format.ts';

export interface ToolbarAdmin {
  /** The company the export is for (the system manager names it; a company admin's is the session's). */
  companyId: string | null;
  /** Null when this reader may not make a version now (a company admin while answers still come in). */
  onGenerate: (() => void) | null;
  /** Makes the version on screen the one the assessed person reads: the system manager's alone (null otherwise). */
  onRelease: (() => void) | null;
  generating: boolean;
}

/**
 * The report screen's controls (never printed): back, short or complete, the version (admins),
 * PDFs, print, generate again and the company export (admins), language.
 */
export function ReportToolbar({
  outline,
  kind,
  lang,
  backTo,
  admin,
}: {
  outline: Pick<ReportOutline, 'assessmentId' | 'version' | 'versions' | 'pdfAvailable'>;
  kind: ReportKind;
  lang: LanguageCode;
  backTo: string;
  admin: ToolbarAdmin | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const versionId = useId();
  const shown = outline.versions.find((v) => v.version === outline.version);
  const Back = lang === 'fa' ? ArrowRight : ArrowLeft;
  const kindSearch = (k: ReportKind) => {
    const params = new URLSearchParams();
    params.set('version', String(outline.version));
    if (k === 'short') params.set('kind', 'short');
    return `?${params}`;
  };

  async function pdf(k: ReportKind) {
    const result = await downloadPdf(outline.assessmentId, { version: outline.version, kind: k, lang });
    if (result.ok) return;
    if (result.status === 503) {
      // No Chromium on the server after all: the print view, with the reason.
      void notify.info(result.message, { duration: 10_000 });
      const url = printPath(outline.assessmentId, { version: outline.version, kind: k, lang });
      const opened = window.open(url, '_blank');
      if (opened) opened.opener = null;
      else window.location.assign(url);
      return;
    }
    void notify.error(result.message);
  }

  async function exportCompany() {
    const result = await downloadCompanyExport(admin?.companyId ?? null);
    if (!result.ok) void notify.error(result.message);
  }

  return (
    <div className="no-print mb-8 flex flex-col gap-4 border-b border-line pb-6" role="toolbar" aria-label={t('report.toolbar.label')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={backTo} className={buttonClasses('ghost', 'sm')}>
          <Back aria-hidden className="size-4" />
          {t('report.toolbar.back')}
        </Link>
        <LanguageSwitch compact />
      </div>

      <nav aria-label={t('report.toolbar.kind')} className="flex w-full rounded-lg border border-line p-1 sm:w-auto sm:self-start">
        {(['complete', 'short'] as const).map((k) => (
          <Link
            key={k}
            to={kindSearch(k)}
            aria-current={k === kind ? 'page' : undefined}
            className={cn(
              'flex min-h-10 flex-1 items-center justify-center whitespace-nowrap rounded-md px-4 text-sm font-medium',
              k === kind ? 'bg-primary-700 text-white' : 'text-ink hover:bg-primary-50',
            )}
          >
            {t(`report.kind.${k}`)}
          </Link>
        ))}
      </nav>

      {admin ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-56 flex-col gap-1">
            <label htmlFor={versionId} className="text-sm font-medium">
              {t('report.toolbar.version')}
            </label>
            <select
              id={versionId}
              value={outline.version}
              onChange={(e) =>
                void navigate(reportPath(outline.assessmentId, Number(e.currentTarget.value)) + (kind === 'short' ? '&kind=short' : ''))
              }
              className="min-h-11 rounded-lg border border-line bg-surface px-3 text-sm lg:min-h-10"
            >
              {outline.versions.map((v) => (
                <option key={v.version} value={v.version}>
                  {t(
                    v.partial
                      ? 'report.toolbar.versionPartial'
                      : v.released
                        ? 'report.toolbar.versionReleased'
                        : 'report.toolbar.versionOption',
                    {
                      n: formatCount(v.version, lang),
                      date: formatDateTime(v.generatedAt, lang),
                    },
                  )}
                </option>
              ))}
            </select>
          </div>
          {admin.onGenerate ? (
            <Button variant="secondary" size="sm" onClick={admin.onGenerate} disabled={admin.generating}>
              <RefreshCw aria-hidden className="size-4" />
              {t('report.toolbar.generate')}
            </Button>
          ) : null}
          {admin.onRelease && shown && !shown.partial && !shown.released ? (
            <Button variant="secondary" size="sm" onClick={admin.onRelease} disabled={admin.generating}>
              <Send aria-hidden className="size-4" />
              {t('report.toolbar.release')}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => void exportCompany()}>
            <FileSpreadsheet aria-hidden className="size-4" />
            {t('report.toolbar.export')}
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          {(['short', 'complete'] as const).map((k) =>
            outline.pdfAvailable ? (
              <Button key={k} size="sm" variant={k === 'complete' ? 'primary' : 'secondary'} onClick={() => void pdf(k)}>
                <FileDown aria-hidden className="size-4" />
                {t(`report.toolbar.pdf.${k}`)}
              </Button>
            ) : (
              <a
                key={k}
                href={printPath(outline.assessmentId, { version: outline.version, kind: k, lang })}
                target="_blank"
                rel="noopener"
                className={buttonClasses(k === 'complete' ? 'primary' : 'secondary', 'sm')}
              >
                <Printer aria-hidden className="size-4" />
                {t(`report.toolbar.printView.${k}`)}
              </a>
            ),
          )}
          <Button size="sm" variant="ghost" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            {t('report.toolbar.print')}
          </Button>
        </div>
        {outline.pdfAvailable ? null : <p className="text-sm text-warning-ink">{t('report.toolbar.pdfUnavailable')}</p>}
      </div>
    </div>
  );
}
