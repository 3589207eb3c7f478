import type { Placements, SortSession } from '@rira/contracts/assessments';
import { participantApi, recordVia } from '../my-assessments/participant-api.ts';
import { invitationApi, invitationKeys } from '../invitation/invitation-api.ts';
import { participantKeys } from '../my-assessments/participant-api.ts';
import type { SaveFn } from './answer-saver.ts';

/**
 * Where an answer comes from and goes to: the signed-in participant's own answer (by assessor
 * id) or an invitation link (by token). The flow and the board are the same for both.
 */
export interface SortSource {
  context: 'participant' | 'invitation';
  key: readonly unknown[];
  load: (signal?: AbortSignal) => Promise<SortSession>;
  /** Record: a draft save (keepalive when the page is being left). */
  record: SaveFn;
  /** Register: the final answer. */
  register: (placements: Placements, version: number) => Promise<unknown>;
  /** The optional critique of the assessment on the thank-you page (signed-in participants). */
  critique?: (assessmentId: string, text: string) => Promise<unknown>;
}

export function participantSource(assessorId: string): SortSource {
  return {
    context: 'participant',
    key: participantKeys.session(assessorId),
    load: (signal) => participantApi.session(assessorId, signal),
    record: ({ placements, version, keepalive }) => recordVia('user/Assessment/Record', { assessorId, placements, version }, keepalive),
    register: (placements, version) => participantApi.register(assessorId, placements, version),
    critique: (assessmentId, text) => participantApi.critique(assessmentId, text),
  };
}

export function invitationSource(token: string): SortSource {
  return {
    context: 'invitation',
    key: invitationKeys.session(token),
    load: (signal) => invitationApi.open(token, signal),
    record: ({ placements, version, keepalive }) => recordVia('user/Invitation/Record', { token, placements, version }, keepalive),
    register: (placements, version) => invitationApi.register(token, placements, version),
  };
}
