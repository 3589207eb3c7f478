import type { Placements, SortSession } from '@rira/contracts/assessments';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import type { Recorded } from '../my-assessments/participant-api.ts';

/**
 * The invitation link's calls: no account, the token alone opens that one answer. 401/403 are
 * not "signed out" here (there is no one signed in), so the usual redirect is off.
 */
export const invitationKeys = {
  session: (token: string) => ['invitation', token] as const,
};

export const invitationApi = {
  open: (token: string, signal?: AbortSignal) =>
    apiGet<SortSession>(`user/Invitation/Open/${encodeURIComponent(token)}`, { signal, handleAuthErrors: false, errorToast: false }),
  record: (token: string, placements: Placements, version: number) =>
    apiPost<Recorded>('user/Invitation/Record', { token, placements, version }, { successToast: false, errorToast: false, handleAuthErrors: false }),
  register: (token: string, placements: Placements, version: number) =>
    apiPost<Recorded>('user/Invitation/Register', { token, placements, version }, { errorToast: false, handleAuthErrors: false, loading: true }),
};
