import { assessmentsContract as call } from '@rira/contracts/api/assessments';
import type { ApiRoute, RouteData, RouteInput } from '@rira/contracts/api/route';
import type { MY_ASSESSMENT_TABS, ParticipantNomination, Placements } from '@rira/contracts/assessments';
import { api, apiData, checkAnswer } from '../../lib/api.ts';
import { API_BASE } from '../../lib/api-client.ts';

/** The participant's calls (user/Assessment/*, user/Assessor/*): their assessments, answers and assessors. */
export type MyAssessmentTab = (typeof MY_ASSESSMENT_TABS)[number];
export type Colleague = RouteData<typeof call.searchColleagues>[number];

export const participantKeys = {
  all: ['participant'] as const,
  mine: (tab: MyAssessmentTab, pageIndex: number, pageSize: number) => ['participant', 'mine', tab, pageIndex, pageSize] as const,
  session: (assessorId: string) => ['participant', 'session', assessorId] as const,
  nextInRound: (assessorId: string) => ['participant', 'nextInRound', assessorId] as const,
  types: (assessmentId: string) => ['participant', 'assessorTypes', assessmentId] as const,
  assessors: (assessmentId: string) => ['participant', 'assessors', assessmentId] as const,
  colleagues: (assessmentId: string, search: string) => ['participant', 'colleagues', assessmentId, search] as const,
  proposals: (assessmentId: string) => ['participant', 'proposals', assessmentId] as const,
};

const quiet = { successToast: false } as const;

export const participantApi = {
  counts: (signal?: AbortSignal) => apiData(call.mineCounts, {}, { signal }),
  mine: (tab: MyAssessmentTab, pageIndex: number, pageSize: number, signal?: AbortSignal) =>
    api(call.mine, { body: { tab, pageIndex, pageSize } }, { ...quiet, signal }),
  session: (assessorId: string, signal?: AbortSignal) => apiData(call.myAnswer, { params: { assessorId } }, { signal }),
  register: (assessorId: string, placements: Placements, version: number) =>
    apiData(call.register, { body: { assessorId, placements, version } }, { errorToast: false, loading: true }),
  /** After a sort: my next one to answer in the same round, or null. */
  nextInRound: (assessorId: string, signal?: AbortSignal) =>
    apiData(call.nextInRound, { params: { assessorId } }, { signal, errorToast: false }),
  critique: (assessmentId: string, text: string) => apiData(call.critique, { body: { assessmentId, text } }, { loading: true }),

  assessorTypes: (assessmentId: string, signal?: AbortSignal) => apiData(call.assessorTypes, { params: { assessmentId } }, { signal }),
  searchColleagues: (assessmentId: string, search: string, signal?: AbortSignal) =>
    apiData(call.searchColleagues, { body: { assessmentId, search } }, { ...quiet, signal }),
  myAssessors: (assessmentId: string, signal?: AbortSignal) => apiData(call.myAssessors, { params: { assessmentId } }, { signal }),
  /** Colleagues proposed from the person's reporting line (manager, peers, direct reports). */
  proposals: (assessmentId: string, signal?: AbortSignal) =>
    apiData(call.myProposals, { params: { assessmentId } }, { signal, errorToast: false }),
  nominate: (assessmentId: string, nominations: ParticipantNomination[]) =>
    apiData(call.nominate, { body: { assessmentId, nominations } }, { loading: true, errorToast: false }),
  sendInvitations: (assessmentId: string) => apiData(call.submitNominations, { body: { assessmentId } }, { loading: true }),
};

type Recorded = RouteData<typeof call.record>;
type RecordBody<R extends ApiRoute> = NonNullable<RouteInput<R>['body']>;

/**
 * The save that must outlive the page (tab closed, phone app switched): fetch with keepalive,
 * same cookies and JSON as every other call. Its answer is only used if the page is still there.
 */
async function keepaliveRecord(route: ApiRoute, body: object): Promise<Recorded> {
  const response = await fetch(API_BASE + route.path.replace(/^\/+/, ''), {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const envelope = (await response.json()) as { data: Recorded };
  checkAnswer(route, envelope);
  return envelope.data;
}

/**
 * A Record call (a draft save of the card sort: the participant's own, by assessor id, or an
 * invitation link's, by token) as the autosave wants it: silent (the screen shows "saved"), its
 * errors the screen's to show, and with keepalive when the page is being left.
 */
export function recordVia(
  route: typeof call.record,
  body: RecordBody<typeof call.record>,
  keepalive: boolean | undefined,
): Promise<Recorded>;
export function recordVia(
  route: typeof call.recordByLink,
  body: RecordBody<typeof call.recordByLink>,
  keepalive: boolean | undefined,
): Promise<Recorded>;
export function recordVia(
  route: typeof call.record | typeof call.recordByLink,
  body: object,
  keepalive: boolean | undefined,
): Promise<Recorded> {
  if (keepalive) return keepaliveRecord(route, body);
  // Both routes answer the same envelope; the overloads above pair each route with its body.
  return apiData(route as typeof call.record, { body: body as RecordBody<typeof call.record> }, { successToast: false, errorToast: false });
}
