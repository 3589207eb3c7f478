import { assessmentsContract as call } from '@rira/contracts/api/assessments';
import type { Placements } from '@rira/contracts/assessments';
import { apiData } from '../../lib/api.ts';

/**
 * The invitation link's calls: no account, the token alone opens that one answer. 401/403 are
 * not "signed out" here (there is no one signed in), so the usual redirect is off.
 */
export const invitationKeys = {
  session: (token: string) => ['invitation', token] as const,
};

export const invitationApi = {
  open: (token: string, signal?: AbortSignal) =>
    apiData(call.openLink, { params: { token } }, { signal, handleAuthErrors: false, errorToast: false }),
  record: (token: string, placements: Placements, version: number) =>
    apiData(
      call.recordByLink,
      { body: { token, placements, version } },
      { successToast: false, errorToast: false, handleAuthErrors: false },
    ),
  register: (token: string, placements: Placements, version: number) =>
    apiData(call.registerByLink, { body: { token, placements, version } }, { errorToast: false, handleAuthErrors: false, loading: true }),
};
