import type { AppLoadContext } from 'react-router';
import { assessmentsContract } from '@rira/contracts/api/assessments';
import { authContract } from '@rira/contracts/api/auth';
import { reportsContract as call } from '@rira/contracts/api/reports';
import { serverApi } from '../../lib/server-api.ts';
import type { AdminAssessmentInfo, ReportLoad, ReportViewer } from './report-load-types.ts';

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
