import { useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReportDocument, ReportKind } from '@rira/contracts';
import { Button } from '../../components/ui/button.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { generateReport, releaseReport, reportPath } from './report-api.ts';
import { REPORT_DOCUMENT, type AdminAssessmentInfo, type ReportViewer } from './report-load-types.ts';
import type { ReportOutline } from './report-outline.ts';
import { useRenderOnly } from '../../lib/render-only.tsx';
import { ReportDocumentView } from './report-document.tsx';
import { PartialReportDialog } from './partial-report-dialog.tsx';
import { ReportStatePage } from './report-states.tsx';
import { ReportToolbar } from './report-toolbar.tsx';

export type ReportScreenData =
  | {
      state: 'ready';
      assessmentId: string;
      /** What the toolbar and the development choice need (and the page title). */
      outline: ReportOutline;
      /**
       * The whole document, or null on a page's first load: the report then arrives as HTML only
       * and the browser keeps it (docs/decisions/019); the server's render reads the document
       * from `REPORT_DOCUMENT`. A client-side navigation or revalidation brings it.
       */
      doc: ReportDocument | null;
      kind: ReportKind;
      viewer: ReportViewer;
      /** Only for a system manager (the company export names the company): see `loadReportFor`. */
      admin: AdminAssessmentInfo | null;
    }
  | { state: 'noReport'; assessmentId: string; message: string; viewer: ReportViewer; admin: AdminAssessmentInfo | null }
  | { state: 'refused'; assessmentId: string; message: string; viewer: ReportViewer | null }
  | { state: 'notFound'; assessmentId: string; viewer: ReportViewer | null };

/** Where "back" goes: the assessment's admin page, or the person's own assessments. */
function backPath(data: ReportScreenData): string {
  if (data.viewer?.isAdmin) return `/admin/assessments/${data.assessmentId}`;
  return '/admin/my-assessments';
}

/**
 * /reports/{assessmentId}: the report on screen (server-rendered; readable on a phone; the
 * browser's print prints the report without the controls). Admins also pick the version,
 * generate a new one and download the company export.
 */
export function ReportScreen({ data }: { data: ReportScreenData }) {
  const { t } = useTranslation();
  const renderedDoc = useRenderOnly(REPORT_DOCUMENT);
  const lang = useLangFromContext();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  // A refusal of either call ends in the API client's toast. Both keep the buttons disabled until
  // the page shows the new version.
  const [askingReason, setAskingReason] = useState(false);
  const showNewest = async () => {
    const latest = reportPath(data.assessmentId);
    // The newest version is the default: drop ?version= (or reload the same address).
    if (location.pathname + location.search === latest) await revalidator.revalidate();
    else await navigate(latest);
  };
  const generate = useAction(() => generateReport(data.assessmentId), { onSuccess: showNewest });
  const release = useAction((version: number) => releaseReport(data.assessmentId, version), {
    onSuccess: () => revalidator.revalidate(),
  });
  const generating = generate.busy || release.busy;

  if (data.state === 'refused' || data.state === 'notFound') {
    return <ReportStatePage kind={data.state} message={data.state === 'refused' ? data.message : undefined} backTo={backPath(data)} />;
  }

  // assessment-method.md §2, inside the company: a company admin makes the report of a closed assessment only; a
  // partial one, while answers still come in, is the system manager's, with a reason.
  const partial = data.admin?.status === 'collecting';
  const canGenerate = data.viewer.isAdmin && (data.admin?.status === 'finished' || (partial && data.viewer.isSystemManager));
  const startGenerate = () => (partial ? setAskingReason(true) : generate.fire());
  const generateButton = canGenerate ? (
    <Button onClick={startGenerate} disabled={generating}>
      <RefreshCw aria-hidden className="size-4" />
      {t(partial ? 'report.toolbar.generatePartial' : 'report.toolbar.generateFirst')}
    </Button>
  ) : null;
  const reasonDialog = askingReason ? (
    <PartialReportDialog
      assessmentId={data.assessmentId}
      generate={(reason) => generateReport(data.assessmentId, reason)}
      onGenerated={showNewest}
      onClose={() => setAskingReason(false)}
    />
  ) : null;

  if (data.state === 'noReport') {
    return (
      <>
        <ReportStatePage kind="noReport" message={data.message} backTo={backPath(data)} action={generateButton} />
        {reasonDialog}
      </>
    );
  }

  // An admin who is the person assessed reads their own report as that person (the server says so).
  const outline = data.outline;
  const admin =
    data.viewer.isAdmin && outline.audience === 'admin'
      ? {
          companyId: data.viewer.isSystemManager ? (data.admin?.companyId ?? null) : null,
          // A company admin reads a report only once the assessment has closed: generating again is theirs too.
          onGenerate: startGenerate,
          // Releasing an earlier version is the platform's: the person would then have read two.
          onRelease: data.viewer.isSystemManager ? () => release.fire(outline.version) : null,
          generating,
        }
      : null;

  return (
    <>
      <ReportToolbar outline={outline} kind={data.kind} lang={lang} backTo={backPath(data)} admin={admin} />
      {reasonDialog}
      <ReportDocumentView
        doc={data.doc ?? renderedDoc ?? null}
        outline={outline}
        kind={data.kind}
        lang={lang}
        interactive
        onDevelopmentSaved={() => void revalidator.revalidate()}
      />
    </>
  );
}
