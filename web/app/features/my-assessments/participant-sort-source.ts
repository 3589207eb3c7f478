import { assessmentsContract as call } from '@rira/contracts/api/assessments';
import type { SortSource } from '../card-sort/sort-source.ts';
import { participantApi, participantKeys, recordVia } from './participant-api.ts';

/** The signed-in participant's own answer, by assessor id. */
export function participantSource(assessorId: string): SortSource {
  return {
    context: 'participant',
    key: participantKeys.session(assessorId),
    load: (signal) => participantApi.session(assessorId, signal),
    record: ({ placements, version, keepalive }) => recordVia(call.record, { assessorId, placements, version }, keepalive),
    register: (placements, version) => participantApi.register(assessorId, placements, version),
    critique: (assessmentId, text) => participantApi.critique(assessmentId, text),
    next: { key: participantKeys.nextInRound(assessorId), load: (signal) => participantApi.nextInRound(assessorId, signal) },
  };
}
