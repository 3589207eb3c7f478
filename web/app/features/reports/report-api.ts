import type { LanguageCode } from '@rira/contracts/auth';
import type { ReportKind } from '@rira/contracts';
import { API_BASE, apiPost } from '../../lib/api-client.ts';
import { translate } from '../../lib/i18n.ts';
import { loadingStore } from '../../lib/loading-store.ts';

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
  const query = new URLSearchParams({ version: String(options.version), kind: options.kind, lang: options.lang });
  return `${API_BASE}user/Report/Pdf/${assessmentId}?${query}`;
}

export function chooseDevelopment(assessmentId: string, competencyIds: string[]): Promise<unknown> {
  // A refusal (more than two hard ones) is shown in the form itself, not as a toast.
  return apiPost('user/Report/ChooseDevelopment', { assessmentId, competencyIds }, { errorToast: false });
}

/** A new version; the server's message says when it is partial (the assessment is still collecting). */
export function generateReport(assessmentId: string): Promise<{ version: number; partial: boolean }> {
  return apiPost('admin/Report/Generate', { id: assessmentId }, { loading: true });
}

/** Makes a complete version the one the assessed person reads. */
export function releaseReport(assessmentId: string, version: number): Promise<unknown> {
  return apiPost('admin/Report/Release', { id: assessmentId, version }, { loading: true });
}

/** Saves a response body as a file (an object URL clicked through a temporary link). */
function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function filenameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    /* not JSON */
  }
  return translate('http.generic');
}

export type DownloadResult = { ok: true } | { ok: false; status: number; message: string };

/** GETs a file with the session cookie and saves it; an error answer comes back with the server's message. */
export async function downloadFile(url: string, fallbackName: string): Promise<DownloadResult> {
  loadingStore.start();
  try {
    let response: Response;
    try {
      response = await fetch(url, { credentials: 'include' });
    } catch {
      return { ok: false, status: 0, message: translate('http.network') };
    }
    if (!response.ok) return { ok: false, status: response.status, message: await errorMessage(response) };
    saveBlob(await response.blob(), filenameOf(response, fallbackName));
    return { ok: true };
  } finally {
    loadingStore.stop();
  }
}

export function downloadPdf(
  assessmentId: string,
  options: { version: number; kind: ReportKind; lang: LanguageCode },
): Promise<DownloadResult> {
  return downloadFile(pdfPath(assessmentId, options), `report-${options.kind}-v${options.version}-${options.lang}.pdf`);
}

/** Every latest report of the company as Excel (the system manager names the company). */
export function downloadCompanyExport(companyId: string | null): Promise<DownloadResult> {
  const query = companyId ? `?companyId=${encodeURIComponent(companyId)}` : '';
  return downloadFile(`${API_BASE}admin/Report/ExportCompany${query}`, 'company-reports.xlsx');
}
