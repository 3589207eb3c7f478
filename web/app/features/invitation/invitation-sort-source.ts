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
    // The link is the assessor's only credential: a refusal is shown on the page, never a sign-out
    // (invitationApi.record turns the session handling off); on leaving, the keepalive save.
    record: ({ placements, version, keepalive }) =>
      keepalive ? recordVia(call.recordByLink, { token, placements, version }, true) : invitationApi.record(token, placements, version),
    register: (placements, version) => invitationApi.register(token, placements, version),
  };
}
