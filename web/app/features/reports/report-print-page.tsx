import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { printedReportMark, type ReportDocument, type ReportKind } from '@rira/contracts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { ReportDocumentView } from './report-document.tsx';
import { ReportStatePage } from './report-states.tsx';
import { REPORT_DOCUMENT } from './report-load-types.ts';
import type { ReportOutline } from './report-outline.ts';
import { useRenderOnly } from '../../lib/render-only.tsx';

export type ReportPrintData =
  | {
      state: 'ready';
      outline: ReportOutline;
      /** Null on a page load: the report is in the HTML only (as on the report screen, docs/decisions/019). */
      doc: ReportDocument | null;
      kind: ReportKind;
      /** Opened by a reader because the server cannot print. */
      fallback: boolean;
    }
  | { state: 'refused'; message: string }
  | { state: 'noReport'; message: string }
  | { state: 'notFound' };

/**
 * The printable report: no controls, no interaction. When a reader opened it because the server
 * has no Chromium, a notice (not printed) says so and offers the browser's own print.
 */
export function ReportPrint({ data }: { data: ReportPrintData }) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  const renderedDoc = useRenderOnly(REPORT_DOCUMENT);
  if (data.state !== 'ready') return <ReportStatePage kind={data.state} message={'message' in data ? data.message : undefined} />;
  return (
    <div className="report-print" data-printed-report={printedReportMark(data.outline.assessmentId, data.outline.version, data.kind)}>
      {data.fallback ? (
        <div
          className="no-print mb-8 flex flex-col gap-3 rounded-xl bg-warning-soft p-4 text-sm text-warning-ink sm:flex-row sm:items-center sm:justify-between"
          role="note"
        >
          <p>{t(data.outline.pdfAvailable ? 'report.print.view' : 'report.print.fallback')}</p>
          {/* The one control of this page: only for a reader in a browser (it needs JavaScript). */}
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-primary-700 px-4 font-medium text-white hover:bg-primary-800"
          >
            <Printer aria-hidden className="size-4" />
            {t('report.toolbar.print')}
          </button>
        </div>
      ) : null}
      <ReportDocumentView doc={data.doc ?? renderedDoc ?? null} outline={data.outline} kind={data.kind} lang={lang} />
    </div>
  );
}
