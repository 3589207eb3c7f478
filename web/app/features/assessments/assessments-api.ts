import { toast } from 'sonner';
import type { z } from 'zod';
import type {
  AssessmentCreate,
  AssessmentDetail,
  AssessmentListItem,
  AssessmentStatus,
  Nomination,
  assessmentUpdateSchema,
  critiqueSchema,
  notReadyReasonSchema,
} from '@rira/contracts/assessments';
import { ApiError, apiGet, apiRequest, apiUrl } from '../../lib/api-client.ts';
import { translate } from '../../lib/i18n.ts';
import { loadingStore } from '../../lib/loading-store.ts';
import { compact, postAction, postList } from '../organisation/list-request.ts';

/** The company admin's assessment calls (admin/Assessment/*); the system manager names the company. */
export type Critique = z.infer<typeof critiqueSchema>;
export type NotReadyReason = z.infer<typeof notReadyReasonSchema>;
export type AssessmentUpdate = z.input<typeof assessmentUpdateSchema>;

export interface AssessmentListRequest {
  pageIndex: number;
  pageSize: number;
  search?: string;
  companyId?: string;
  status?: AssessmentStatus;
  templateId?: string;
  sort: 'createdAt' | 'updatedAt' | 'finishesOn' | 'target';
  direction: 'asc' | 'desc';
}

const base = 'admin/Assessment';

export const assessmentKeys = {
  all: ['assessments'] as const,
  list: (request: AssessmentListRequest) => ['assessments', 'list', request] as const,
  one: (id: string) => ['assessments', 'one', id] as const,
  critiques: (id: string) => ['assessments', 'critiques', id] as const,
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
    if (typeof r?.messageKey === 'string') return [{ code, message: translate(r.messageKey) }];
    return [];
  });
}

export const assessmentsApi = {
  list: (request: AssessmentListRequest, signal?: AbortSignal) => postList<AssessmentListItem>(`${base}/GetAll`, compact({ ...request }), signal),
  get: (id: string, signal?: AbortSignal) => apiGet<AssessmentDetail>(`${base}/Get/${id}`, { signal }),
  /** Creates one assessment per person; answers the new ids. A refused "publish at once" is a 409 with reasons. */
  add: (input: AssessmentCreate) => apiRequest<{ data: string[] }>(`${base}/Add`, { method: 'POST', body: input, loading: true, errorToast: false }).then((e) => e.data),
  update: (input: AssessmentUpdate) => postAction(`${base}/Update`, input),
  remove: (id: string) => postAction(`${base}/Delete`, { id }),
  /** 409 with `reasons` when not ready: the screen shows them, so no error toast. */
  publish: (id: string) => apiRequest(`${base}/Publish`, { method: 'POST', body: { id }, loading: true, errorToast: false }),
  copyToUsers: (id: string, userIds: string[]) => postAction<string[]>(`${base}/CopyToUsers`, { id, userIds }),
  confirmAssessors: (assessmentId: string, decisions: Array<{ assessorId: string; confirmation: 'confirmed' | 'disapproved' }>) =>
    postAction(`${base}/ConfirmAssessors`, { assessmentId, decisions }),
  pickAssessors: (assessmentId: string, assessors: Nomination[]) =>
    apiRequest(`${base}/PickAssessors`, { method: 'POST', body: { assessmentId, assessors }, loading: true, errorToast: false }),
  /** Send or resend; a failed mail is reported as an error toast (the spec's "internet disruption" text). */
  sendInvitations: async (assessmentId: string, assessorIds?: string[]) => {
    const envelope = await apiRequest<{ data: { sent: number; failed: number }; message: string | null }>(`${base}/SendInvitations`, {
      method: 'POST',
      body: compact({ assessmentId, assessorIds }),
      successToast: false,
      loading: true,
    });
    const message = envelope.message ?? translate(envelope.data.failed ? 'errors.invitationFailed' : 'success.invitationsSent');
    if (envelope.data.failed) toast.error(message);
    else toast.success(message);
    return envelope.data;
  },
  remind: (id: string) => postAction(`${base}/Remind`, { id }),
  resetAssessor: (assessorId: string) => postAction(`${base}/ResetAssessor`, { assessorId }),
  revokeLink: (assessorId: string) => postAction(`${base}/RevokeLink`, { assessorId }),
  close: (id: string) => postAction(`${base}/Close`, { id }),
  critiques: (id: string, signal?: AbortSignal) => apiGet<Critique[]>(`${base}/GetCritiques/${id}`, { signal }),
};

/**
 * The company's assessments as an Excel workbook (spec: "base data"): fetched with the session's
 * cookie, then saved under the server's file name; a success toast says it arrived.
 */
export async function downloadBaseData(companyId?: string): Promise<void> {
  loadingStore.start();
  try {
    let response: Response;
    try {
      response = await fetch(apiUrl(`${base}/DownloadBaseData`, { companyId }), { credentials: 'include' });
    } catch {
      toast.error(translate('http.network'), { id: 'network-error' });
      return;
    }
    if (!response.ok) {
      let message = translate('http.generic');
      try {
        message = ((await response.json()) as { message?: string }).message ?? message;
      } catch {
        /* not JSON */
      }
      toast.error(message);
      return;
    }
    const blob = await response.blob();
    const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'assessments.xlsx';
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast.success(translate('assessments.baseDataReceived'));
  } finally {
    loadingStore.stop();
  }
}
