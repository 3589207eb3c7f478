/**
 * Assessors proposed from a person's reporting line (issue 23, docs/decisions/036): their manager as
 * a manager, their peers (people with the same manager) as peers, their direct reports as
 * subordinates. A proposal is only an offer: the person (or an admin) adds it or not, and may change
 * its type; everything added is checked by the rules of nominations (nominations.ts) as any other.
 */

import type { LineRelation } from '@rira/contracts/assessments';

export type { LineRelation };

/** What a proposal needs of an assessor type. */
export interface ProposableType {
  id: string;
  raterGroup: string;
  isActive: boolean;
  maxCount: number;
}

/**
 * The type each relation is proposed as: the first of the given types (in the order they are listed
 * to the person) that is active, of that rater group and allows anyone at all (maximum above 0).
 */
export function typeForRelation(types: readonly ProposableType[], relation: LineRelation): string | null {
  return types.find((t) => t.isActive && t.raterGroup === relation && t.maxCount > 0)?.id ?? null;
}

/**
 * The proposals from the members of a reporting line: each with the type of its relation, in the
 * line's order (manager, peers, direct reports). Left out: anyone in `exclude` (the assessed person,
 * people already on the assessment who cannot be chosen again), a person met twice (the first
 * relation stays), and relations no type can take (no active manager type: no manager proposed).
 */
export function proposeAssessors<M extends { userId: string; relation: LineRelation }>(
  members: readonly M[],
  types: readonly ProposableType[],
  exclude: ReadonlySet<string>,
): (M & { assessorTypeId: string })[] {
  const seen = new Set(exclude);
  const out: (M & { assessorTypeId: string })[] = [];
  for (const member of members) {
    const assessorTypeId = typeForRelation(types, member.relation);
    if (!assessorTypeId || seen.has(member.userId)) continue;
    seen.add(member.userId);
    out.push({ ...member, assessorTypeId });
  }
  return out;
}
