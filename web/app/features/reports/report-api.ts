import type { LanguageCode } from '@rira/contracts/language';
import type { ReportKind } from '@rira/contracts';
import { reportsContract as call } from '@rira/contracts/api/reports';
import type { RouteData } from '@rira/contracts/api/route';
import { apiData, apiHref } from '../../lib/api.ts';
import { downloadFile, type DownloadResult } from '../../lib/download.ts';
import { translate } from '../../lib/i18n.ts';

export { downloadFile, type DownloadResult };

/** The report screen's address (the assessments page and "my assessments" link here). */
export function reportPath(assessmentId: string, version?: number): string {
  return `/reports/${assessmentId}${version ? `?version=${version}` : ''}`;
}

/** The print view: what the server's Chromium prints, and the fallback when it cannot. */
export function printPath(assessmentId: string, options: { version: number; kind: ReportKind; lang: LanguageCode }): string {
  const query = new URLSearchParams({ version: String(options.version), kind: options.kind, lang: options.lang });
  return `/reports/${assessmentId}/print?${query}`;
}

export function pdfPath(assessmentId: string, options: { version: number; kind: ReportKind; lang: LanguageCode }): string {
  return apiHref(call.pdf, { params: { assessmentId }, query: { version: options.version, kind: options.kind, lang: options.lang } });
}

export function chooseDevelopment(assessmentId: string, competencyIds: string[]): Promise<null> {
  // A refusal (more than two hard ones) is shown in the form itself, not as a toast.
  return apiData(call.chooseDevelopment, { body: { assessmentId, competencyIds } }, { errorToast: false });
}

/**
 * A new version; the server's message says when it is partial (the assessment is still collecting:
 * the system manager's alone, with the reason the audit log keeps — a refusal of it is shown in the
 * dialog's field, not as a toast).
 */
export function generateReport(assessmentId: string, reason?: string): Promise<RouteData<typeof call.generate>> {
  return apiData(call.generate, { body: { id: assessmentId, ...(reason ? { reason } : {}) } }, { loading: true, errorToast: !reason });
}

/** Makes an earlier complete version the one the assessed person reads (the system manager's alone). */
export function releaseReport(assessmentId: string, version: number): Promise<null> {
  return apiData(call.release, { body: { id: assessmentId, version } }, { loading: true });
}

export function downloadPdf(
  assessmentId: string,
  options: { version: number; kind: ReportKind; lang: LanguageCode },
): Promise<DownloadResult> {
  // Printing takes seconds (more when the printer starts): the overlay says what is being made.
  return downloadFile(pdfPath(assessmentId, options), `report-${options.kind}-v${options.version}-${options.lang}.pdf`, {
    says: translate('report.toolbar.pdfMaking'),
  });
}

/** Every latest report of the company as Excel (the system manager names the company). */
export function downloadCompanyExport(companyId: string | null): Promise<DownloadResult> {
  return downloadFile(apiHref(call.companyExport, { query: { companyId: companyId ?? undefined } }), 'company-reports.xlsx');
}
