import type { AppLoadContext } from 'react-router';
import type { ReportDocument } from '@rira/contracts';
import { assessmentsContract } from '@rira/contracts/api/assessments';
import { authContract } from '@rira/contracts/api/auth';
import { reportsContract as call } from '@rira/contracts/api/reports';
import { serverApi } from '../../lib/server-api.ts';
import { resolveLanguage } from '../../lib/load-context.ts';
import { keepForRender } from '../../lib/render-only.tsx';
import { REPORT_DOCUMENT, type AdminAssessmentInfo, type ReportLoad, type ReportViewer } from './report-load-types.ts';
import { outlineOf, type ReportOutline } from './report-outline.ts';

export type { AdminAssessmentInfo, ReportLoad, ReportViewer };

/**
 * Server-only: the report pages read the API in-process (context.api, with the visitor's cookies),
 * so the whole report is in the first HTML — the print route needs no JavaScript at all.
 */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseVersion(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

export async function loadReport(
  context: AppLoadContext,
  assessmentId: string,
  options: { version?: number; printToken?: string | null } = {},
): Promise<ReportLoad> {
  if (!UUID.test(assessmentId)) return { state: 'notFound' };
  const params = { assessmentId };
  // The printer holds a token bound to one version instead of a session: its own call.
  const res = options.printToken
    ? await serverApi(context, call.print, { params, query: { printToken: options.printToken } })
    : await serverApi(context, call.get, { params, query: { version: options.version || undefined } });
  if (res.ok && res.body.data) return { state: 'ready', doc: res.body.data };
  const message = (!res.ok && res.body?.message) || '';
  if (res.status === 401) return { state: 'signedOut' };
  if (res.status === 403) return { state: 'refused', message };
  // A 404 with a message is "nothing generated yet"; a bare one is an assessment this reader cannot know of.
  if (res.status === 404 && message && !options.printToken) return { state: 'noReport', message };
  if (res.status === 404 || res.status === 400) return { state: 'notFound' };
  throw new Response(null, { status: res.status >= 500 ? 500 : res.status });
}

/**
 * A report page's data about its document: the outline, and the document itself only when this
 * request renders no HTML (a client-side navigation). On a page load the page shows the document
 * as HTML, which the browser keeps, so it is handed to the server's render alone instead of being
 * sent a second time as hydration data (docs/decisions/019).
 */
export function reportForPage(
  context: AppLoadContext,
  request: Request,
  doc: ReportDocument,
): { outline: ReportOutline; doc: ReportDocument | null } {
  const shownAsHtml = keepForRender(context, REPORT_DOCUMENT, doc);
  return { outline: outlineOf(doc, resolveLanguage(request, context)), doc: shownAsHtml ? null : doc };
}

/**
 * The report, and for an admin what the page needs of the assessment: its status (which button the
 * "not generated yet" page offers) and its company (a system manager's company export). A company
 * admin who reads a report needs neither, and the assessment call costs about as much as the
 * report's own (it brings the assessors), so it is made only where its answer is used.
 */
export async function loadReportFor(
  context: AppLoadContext,
  viewer: ReportViewer,
  assessmentId: string,
  version: number | undefined,
): Promise<{ report: ReportLoad; admin: AdminAssessmentInfo | null }> {
  const [report, admin] = await Promise.all([
    loadReport(context, assessmentId, { version }),
    viewer.isSystemManager ? loadAdminInfo(context, assessmentId) : null,
  ]);
  if (admin || !viewer.isAdmin || report.state !== 'noReport') return { report, admin };
  return { report, admin: await loadAdminInfo(context, assessmentId) };
}

export async function loadViewer(context: AppLoadContext): Promise<ReportViewer | null> {
  const res = await serverApi(context, authContract.currentUser);
  const user = res.ok ? res.body.data : undefined;
  if (!user) return null;
  const role = user.activeRole;
  return {
    fullName: user.fullName,
    isAdmin: role === 'systemManager' || role === 'companyAdmin',
    isSystemManager: role === 'systemManager',
    needsMembershipChoice: user.needsMembershipChoice,
  };
}

export async function loadAdminInfo(context: AppLoadContext, assessmentId: string): Promise<AdminAssessmentInfo | null> {
  const res = await serverApi(context, assessmentsContract.get, { params: { id: assessmentId } });
  const data = res.ok ? res.body.data : undefined;
  // Only these two fields go into the page: the assessors' names stay out of its HTML.
  return data ? { companyId: data.companyId, status: data.status } : null;
}
