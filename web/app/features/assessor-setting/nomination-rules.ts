import type { AssessorType } from '@rira/contracts/assessments';

/**
 * The live checks of the assessor-setting screen: how many assessors each assessor type has,
 * against its minimum and maximum. The server checks the same (at most the maximum on saving, at
 * least the minimum on sending); this only says so earlier.
 */
export interface TypeCount {
  type: AssessorType;
  count: number;
  state: 'ok' | 'tooFew' | 'tooMany';
}

export function choosableTypes(types: readonly AssessorType[]): AssessorType[] {
  return types.filter((t) => t.isActive && t.raterGroup !== 'self' && t.maxCount > 0);
}

/** Types a colleague may be nominated as (external-only types are for people outside). */
export function colleagueTypes(types: readonly AssessorType[]): AssessorType[] {
  return choosableTypes(types).filter((t) => t.raterGroup !== 'external');
}

/** Types a person from outside the organisation may be nominated as. */
export function externalTypes(types: readonly AssessorType[]): AssessorType[] {
  return choosableTypes(types).filter((t) => t.allowOutsideCompany);
}

export function countByType(types: readonly AssessorType[], typeIds: readonly (string | null)[]): TypeCount[] {
  const counts = new Map<string, number>();
  for (const id of typeIds) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  return choosableTypes(types).map((type) => {
    const count = counts.get(type.id) ?? 0;
    return { type, count, state: count > type.maxCount ? 'tooMany' : count < type.minCount ? 'tooFew' : 'ok' };
  });
}

/** The problems that block saving (too many) or sending (too few as well). */
export function countProblems(counts: readonly TypeCount[], options: { checkMinimum: boolean }): TypeCount[] {
  return counts.filter((c) => c.state === 'tooMany' || (options.checkMinimum && c.state === 'tooFew'));
}

/** The first type that still has room for one more, among those allowed. */
export function firstTypeWithRoom(allowed: readonly AssessorType[], counts: readonly TypeCount[]): AssessorType | undefined {
  return allowed.find((type) => (counts.find((c) => c.type.id === type.id)?.count ?? 0) < type.maxCount) ?? allowed[0];
}

/**
 * Of the proposals from a reporting line, those that still fit, in their order: each type takes at
 * most its room (its maximum less those already chosen), so "add all" never makes a list the server
 * would refuse for too many. The others stay offered, to be added in place of someone.
 */
export function proposalsThatFit<P extends { assessorTypeId: string }>(proposals: readonly P[], counts: readonly TypeCount[]): P[] {
  const room = new Map(counts.map((c) => [c.type.id, Math.max(0, c.type.maxCount - c.count)]));
  return proposals.filter((p) => {
    const left = room.get(p.assessorTypeId) ?? 0;
    if (left <= 0) return false;
    room.set(p.assessorTypeId, left - 1);
    return true;
  });
}
