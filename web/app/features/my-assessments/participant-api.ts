import type { z } from 'zod';
import type {
  AssessorType,
  MY_ASSESSMENT_TABS,
  MyAssessment,
  ParticipantNomination,
  Placements,
  SortSession,
  colleagueSchema,
  MyAssessmentCounts,
  MyAssessors,
  myAssessorSchema,
  recordedSchema,
} from '@rira/contracts/assessments';
import { API_BASE, apiGet, apiPost, apiRequest } from '../../lib/api-client.ts';
import { postList } from '../organisation/list-request.ts';

/** The participant's calls (user/Assessment/*, user/Assessor/*): their assessments, answers and assessors. */
export type MyAssessmentTab = (typeof MY_ASSESSMENT_TABS)[number];
export type Colleague = z.infer<typeof colleagueSchema>;
export type Recorded = z.infer<typeof recordedSchema>;
/**
 * What the assessed person sees of one assessor. The contract leaves out who the person is
 * (userId, e-mail, mobile); when the server adds them, a saved list can be edited again.
 */
export type MyAssessor = z.infer<typeof myAssessorSchema> & {
  userId?: string | null;
  email?: string | null;
  mobile?: string | null;
};

export const participantKeys = {
  all: ['participant'] as const,
  mine: (tab: MyAssessmentTab, pageIndex: number, pageSize: number) => ['participant', 'mine', tab, pageIndex, pageSize] as const,
  session: (assessorId: string) => ['participant', 'session', assessorId] as const,
  types: (assessmentId: string) => ['participant', 'assessorTypes', assessmentId] as const,
  assessors: (assessmentId: string) => ['participant', 'assessors', assessmentId] as const,
  colleagues: (assessmentId: string, search: string) => ['participant', 'colleagues', assessmentId, search] as const,
};

const quiet = { successToast: false } as const;

export const participantApi = {
  counts: (signal?: AbortSignal) => apiGet<MyAssessmentCounts>('user/Assessment/GetMineCounts', { signal }),
  mine: (tab: MyAssessmentTab, pageIndex: number, pageSize: number, signal?: AbortSignal) =>
    postList<MyAssessment>('user/Assessment/GetMine', { tab, pageIndex, pageSize }, signal),
  session: (assessorId: string, signal?: AbortSignal) => apiGet<SortSession>(`user/Assessment/Get/${assessorId}`, { signal }),
  register: (assessorId: string, placements: Placements, version: number) =>
    apiPost<Recorded>('user/Assessment/Register', { assessorId, placements, version }, { errorToast: false, loading: true }),
  critique: (assessmentId: string, text: string) => apiPost('user/Assessment/Critique', { assessmentId, text }, { loading: true }),

  assessorTypes: (assessmentId: string, signal?: AbortSignal) => apiGet<AssessorType[]>(`user/Assessor/GetTypes/${assessmentId}`, { signal }),
  searchColleagues: (assessmentId: string, search: string, signal?: AbortSignal) =>
    apiPost<Colleague[]>('user/Assessor/SearchColleagues', { assessmentId, search }, { ...quiet, signal }),
  myAssessors: (assessmentId: string, signal?: AbortSignal) => apiGet<MyAssessors>(`user/Assessor/GetMine/${assessmentId}`, { signal }),
  nominate: (assessmentId: string, nominations: ParticipantNomination[]) =>
    apiPost('user/Assessor/Nominate', { assessmentId, nominations }, { loading: true, errorToast: false }),
  sendInvitations: (assessmentId: string) => apiPost('user/Assessor/SendInvitations', { assessmentId }, { loading: true }),
};

/**
 * The save that must outlive the page (tab closed, phone app switched): fetch with keepalive,
 * same cookies and JSON as every other call. Its answer is only used if the page is still there.
 */
export async function keepaliveRecord(path: string, body: object): Promise<Recorded> {
  const response = await fetch(API_BASE + path, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const envelope = (await response.json()) as { data: Recorded };
  return envelope.data;
}

/**
 * A Record call as the autosave wants it: silent (the screen shows "saved"), its errors the
 * screen's to show, and with keepalive when the page is being left.
 */
export function recordVia(path: string, body: object, keepalive: boolean | undefined): Promise<Recorded> {
  if (keepalive) return keepaliveRecord(path, body);
  return apiRequest<{ data: Recorded }>(path, { method: 'POST', body, successToast: false, errorToast: false }).then((e) => e.data);
}
