import { useState } from 'react';
import type { AssessmentStatus, MyAssessor, ParticipantNomination } from '@rira/contracts/assessments';
import type { LanguageCode } from '@rira/contracts/language';

/** One assessor on this screen: chosen now, or saved earlier and still the person's to change. */
export interface Draft {
  key: string;
  userId?: string;
  external?: { name: string; email: string; mobile: string | null };
  name: string;
  detail: string | null;
  assessorTypeId: string;
  invitationLanguage: LanguageCode;
}

/**
 * The people behind saved nominations. The server's list of one's own assessors does not say how
 * to reach them (no e-mail or mobile, not even of an outside assessor the person typed), yet saving
 * replaces every uninvited nomination; so what this browser saved is remembered here, per
 * assessment, until the invitations go out, and a saved row is matched back to it by name and type.
 */
type Remembered = Pick<Draft, 'userId' | 'external' | 'name' | 'assessorTypeId'>;
const memoryKey = (assessmentId: string) => `rira:nominations:${assessmentId}`;

export function rememberNominations(assessmentId: string, drafts: readonly Draft[]): void {
  try {
    const list: Remembered[] = drafts.map(({ userId, external, name, assessorTypeId }) => ({ userId, external, name, assessorTypeId }));
    window.localStorage.setItem(memoryKey(assessmentId), JSON.stringify(list));
  } catch {
    /* private mode or full storage: the server's own fields are the only source then */
  }
}

export function recallNominations(assessmentId: string): Remembered[] {
  try {
    const raw = window.localStorage.getItem(memoryKey(assessmentId));
    return raw ? (JSON.parse(raw) as Remembered[]) : [];
  } catch {
    return [];
  }
}

export function forgetNominations(assessmentId: string): void {
  try {
    window.localStorage.removeItem(memoryKey(assessmentId));
  } catch {
    /* nothing to forget */
  }
}

/**
 * Whether saving would replace this saved row: the person's own, uninvited, not disapproved
 * nomination, while nominations are still being chosen (once sent, they wait for the admin and
 * only additions are possible).
 */
export function replaceable(row: MyAssessor, status: AssessmentStatus): boolean {
  const nominatedBy = (row as { nominatedBy?: string }).nominatedBy;
  return (
    status === 'needSetAssessor' &&
    row.invitationStatus === 'notSent' &&
    row.confirmation !== 'disapproved' &&
    (!nominatedBy || nominatedBy === 'participant') &&
    Boolean(row.assessorTypeId)
  );
}

/**
 * A replaceable saved row becomes a draft again when we know who it is: from the server (when it
 * says), else from what this browser remembered.
 */
function toDraft(row: MyAssessor, remembered: Remembered[], status: AssessmentStatus): Draft | null {
  if (!replaceable(row, status)) return null;
  const index = remembered.findIndex(
    (r) => r.name === row.name && r.assessorTypeId === row.assessorTypeId && Boolean(r.external) === row.isExternal,
  );
  const memory = index >= 0 ? remembered.splice(index, 1)[0] : undefined;
  const base = { key: row.id, name: row.name, assessorTypeId: row.assessorTypeId!, invitationLanguage: row.invitationLanguage };
  if (!row.isExternal) {
    const userId = row.userId ?? memory?.userId;
    return userId ? { ...base, userId, detail: null } : null;
  }
  // An outside assessor saved in another browser cannot be sent again: it stays a saved row.
  const external = memory?.external;
  if (!external?.email) return null;
  return { ...base, external: { name: row.name, email: external.email, mobile: external.mobile ?? null }, detail: external.email };
}

export function toNomination(draft: Draft): ParticipantNomination {
  return draft.userId
    ? { userId: draft.userId, assessorTypeId: draft.assessorTypeId, invitationLanguage: draft.invitationLanguage }
    : { external: draft.external!, assessorTypeId: draft.assessorTypeId, invitationLanguage: draft.invitationLanguage };
}

let nextKey = 0;
export const newKey = () => `new-${(nextKey += 1)}`;

/**
 * The person's drafts: the replaceable saved rows this browser can name again, then whatever they
 * choose. `remember` after a save, `forget` once the invitations are out.
 */
export function useAssessorDrafts(assessmentId: string, status: AssessmentStatus, assessors: readonly MyAssessor[]) {
  const [drafts, setDrafts] = useState<Draft[]>(() => {
    const remembered = recallNominations(assessmentId);
    return assessors.map((row) => toDraft(row, remembered, status)).filter((d): d is Draft => d !== null);
  });
  return {
    drafts,
    setDrafts,
    remember: (saved: readonly Draft[]) => rememberNominations(assessmentId, saved),
    forget: () => forgetNominations(assessmentId),
  };
}
