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
  const generate = useAction(() => generateReport(data.assessmentId), {
    onSuccess: async () => {
      const latest = reportPath(data.assessmentId);
      // The newest version is the default: drop ?version= (or reload the same address).
      if (location.pathname + location.search === latest) await revalidator.revalidate();
      else await navigate(latest);
    },
  });
  const release = useAction((version: number) => releaseReport(data.assessmentId, version), {
    onSuccess: () => revalidator.revalidate(),
  });
  const generating = generate.busy || release.busy;

  if (data.state === 'refused' || data.state === 'notFound') {
    return <ReportStatePage kind={data.state} message={data.state === 'refused' ? data.message : undefined} backTo={backPath(data)} />;
  }

  const canGenerate = data.viewer.isAdmin && (data.admin?.status === 'finished' || data.admin?.status === 'collecting');
  const generateButton = canGenerate ? (
    <Button onClick={() => generate.fire()} disabled={generating}>
      <RefreshCw aria-hidden className="size-4" />
      {t(data.admin?.status === 'collecting' ? 'report.toolbar.generatePartial' : 'report.toolbar.generateFirst')}
    </Button>
  ) : null;

  if (data.state === 'noReport') {
    return <ReportStatePage kind="noReport" message={data.message} backTo={backPath(data)} action={generateButton} />;
  }

  // An admin who is the person assessed reads their own report as that person (the server says so).
  const outline = data.outline;
  const admin =
    data.viewer.isAdmin && outline.audience === 'admin'
      ? {
          companyId: data.viewer.isSystemManager ? (data.admin?.companyId ?? null) : null,
          onGenerate: () => generate.fire(),
          onRelease: () => release.fire(outline.version),
          generating,
        }
      : null;

  return (
    <>
      <ReportToolbar outline={outline} kind={data.kind} lang={lang} backTo={backPath(data)} admin={admin} />
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
