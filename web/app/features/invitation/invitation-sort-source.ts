import { assessmentsContract as call } from '@rira/contracts/api/assessments';
import type { SortSource } from '../card-sort/sort-source.ts';
import { recordVia } from '../my-assessments/participant-api.ts';
import { invitationApi, invitationKeys } from './invitation-api.ts';

/** An invitation link's answer, by token (no account). */
export function invitationSource(token: string): SortSource {
  return {
    context: 'invitation',
    key: invitationKeys.session(token),
    load: (signal) => invitationApi.open(token, signal),
    record: ({ placements, version, keepalive }) => recordVia(call.recordByLink, { token, placements, version }, keepalive),
    register: (placements, version) => invitationApi.register(token, placements, version),
  };
}
