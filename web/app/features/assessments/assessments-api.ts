import { toast } from 'sonner';
import type { z } from 'zod';
import { assessmentsContract as call } from '@rira/contracts/api/assessments';
import { reportsContract } from '@rira/contracts/api/reports';
import type {
  AssessmentCreate,
  Nomination,
  assessmentListRequestSchema,
  assessmentUpdateSchema,
  extendAssessmentSchema,
  notReadyReasonSchema,
  reopenAssessmentSchema,
} from '@rira/contracts/assessments';
import { api, apiData, apiHref } from '../../lib/api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { translate, translateServerMessage } from '../../lib/i18n.ts';
import { compact } from '../../lib/list-request.ts';

/** The company admin's assessment calls (admin/Assessment/*); the system manager names the company. */
export type NotReadyReason = z.infer<typeof notReadyReasonSchema>;
export type AssessmentUpdate = z.input<typeof assessmentUpdateSchema>;
export type AssessmentReopen = z.input<typeof reopenAssessmentSchema>;
export type AssessmentExtend = z.input<typeof extendAssessmentSchema>;
type AssessmentListRequest = z.input<typeof assessmentListRequestSchema>;

/** Reading is silent; a change shows the full-screen loading and the server's success message. */
const changing = { loading: true } as const;

export const assessmentKeys = {
  all: ['assessments'] as const,
  list: (request: AssessmentListRequest) => ['assessments', 'list', request] as const,
  one: (id: string) => ['assessments', 'one', id] as const,
  reopenExposure: (id: string) => ['assessments', 'reopenExposure', id] as const,
  critiques: (id: string) => ['assessments', 'critiques', id] as const,
  proposals: (id: string) => ['assessments', 'proposals', id] as const,
};

/**
 * The reasons a 409 from Publish (or Add with publish) carries, if any. Each has its text in
 * `message`, or a message key (`messageKey`) translated here.
 */
export function notReadyReasons(error: unknown): NotReadyReason[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const reasons = (error.body as { reasons?: unknown } | null)?.reasons;
  if (!Array.isArray(reasons)) return [];
  return reasons.flatMap((r: { code?: unknown; message?: unknown; messageKey?: unknown }) => {
    const code = typeof r?.code === 'string' ? r.code : 'notReady';
    if (typeof r?.message === 'string') return [{ code, message: r.message }];
    if (typeof r?.messageKey === 'string') return [{ code, message: translateServerMessage(r.messageKey) }];
    return [];
  });
}

export const assessmentsApi = {
  list: (request: AssessmentListRequest, signal?: AbortSignal) =>
    api(call.list, { body: compact({ ...request }) }, { successToast: false, signal }),
  get: (id: string, signal?: AbortSignal) => apiData(call.get, { params: { id } }, { signal }),
  /** Creates one assessment per person; answers the new ids. A refused "publish at once" is a 409 with reasons. */
  add: (input: AssessmentCreate) => apiData(call.create, { body: input }, { loading: true, errorToast: false }),
  update: (input: AssessmentUpdate) => apiData(call.update, { body: input }, changing),
  remove: (id: string) => apiData(call.remove, { body: { id } }, changing),
  /** 409 with `reasons` when not ready: the screen shows them, so no error toast. */
  publish: (id: string) => api(call.publish, { body: { id } }, { loading: true, errorToast: false }),
  copyToUsers: (id: string, userIds: string[]) => apiData(call.copyToUsers, { body: { id, userIds } }, changing),
  confirmAssessors: (assessmentId: string, decisions: Array<{ assessorId: string; confirmation: 'confirmed' | 'disapproved' }>) =>
    apiData(call.confirmAssessors, { body: { assessmentId, decisions } }, changing),
  /** Assessors proposed from the assessed person's reporting line, those on the assessment left out. */
  proposals: (id: string, signal?: AbortSignal) => apiData(call.proposals, { params: { id } }, { signal, errorToast: false }),
  pickAssessors: (assessmentId: string, assessors: Nomination[]) =>
    api(call.pickAssessors, { body: { assessmentId, assessors } }, { loading: true, errorToast: false }),
  /** Send or resend; a failed mail is reported as an error toast (the spec's "internet disruption" text). */
  sendInvitations: async (assessmentId: string, assessorIds?: string[]) => {
    const envelope = await api(
      call.sendInvitations,
      { body: { assessmentId, ...compact({ assessorIds }) } },
      { successToast: false, loading: true },
    );
    const message = envelope.message ?? translate(envelope.data.failed ? 'errors.invitationFailed' : 'success.invitationsSent');
    if (envelope.data.failed) toast.error(message);
    else toast.success(message);
    return envelope.data;
  },
  remind: (id: string) => apiData(call.remind, { body: { id } }, changing),
  resetAssessor: (assessorId: string) => apiData(call.resetAssessor, { body: { assessorId } }, changing),
  revokeLink: (assessorId: string) => apiData(call.revokeLink, { body: { assessorId } }, changing),
  /** A fresh personal link to hand on (the old one stops working); the screen says what became of it, so no success toast. */
  copyLink: (assessorId: string) => apiData(call.copyLink, { body: { assessorId } }, { loading: true, successToast: false }),
  close: (id: string) => apiData(call.close, { body: { id } }, changing),
  /** A refused date shows on the dialog's field, any other refusal in the dialog: no error toast. */
  extend: (input: AssessmentExtend) => apiData(call.extend, { body: input }, { loading: true, errorToast: false }),
  /** The system manager's alone; a refusal (a short reason, a past date) is shown in the dialog's fields. */
  reopen: (input: AssessmentReopen) => apiData(call.reopen, { body: input }, { loading: true, errorToast: false }),
  /** What a version made after reopening would give away beside the one the company reads (system manager). */
  reopenExposure: (id: string, signal?: AbortSignal) =>
    apiData(reportsContract.reopenExposure, { params: { assessmentId: id } }, { signal }),
  critiques: (id: string, signal?: AbortSignal) => apiData(call.critiques, { params: { id } }, { signal }),
};

/**
 * The company's assessments as an Excel workbook (spec: "base data"): fetched with the session's
 * cookie, then saved under the server's file name; a success toast says it arrived.
 */
export async function downloadBaseData(companyId?: string): Promise<void> {
  const result = await downloadFile(apiHref(call.baseData, { query: { companyId } }), 'assessments.xlsx');
  if (result.ok) toast.success(translate('assessments.baseDataReceived'));
  else if (result.status === 0) toast.error(result.message, { id: 'network-error' });
  else toast.error(result.message);
}
