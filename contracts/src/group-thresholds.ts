/**
 * When a rater group can be shown in a report (assessment-method.md §2), and what that means before
 * every answer is in. Pure, shared by the server and the web:
 * - the report engine decides with `groupTakesPart` which finished answers take part
 *   (server: domain/report-scores.ts `participationOf`);
 * - the same rule over the answers finished so far warns the admin before a close (server:
 *   domain/close-outlook.ts);
 * - over the people chosen as assessors, it warns the assessed person and the admin, while assessors
 *   are chosen and before anyone is invited, about a group that can never be shown
 *   (`nominationOutlook`; the server returns it with the assessors, and the screens compute it live
 *   from the list being edited).
 */
import type { NominationOutlook } from './assessments.ts';
import { ANONYMOUS_GROUPS, isAnonymousGroup, OTHER_GROUPS, type OtherGroup } from './report-types.ts';

/**
 * Whether `answers` finished answers of a group take part in a report: the manager's from one (shown
 * on its own, by name: not anonymous), an anonymous group's (peer, subordinate, external) only from
 * `minGroupSize`; a smaller anonymous group is held back.
 */
export function groupTakesPart(group: OtherGroup, answers: number, minGroupSize: number): boolean {
  if (answers <= 0) return false;
  return !isAnonymousGroup(group) || answers >= minGroupSize;
}

/** How many finished answers a group needs to be shown: `minGroupSize` for an anonymous group, one for the manager. */
export function answersNeeded(group: OtherGroup, minGroupSize: number): number {
  return isAnonymousGroup(group) ? minGroupSize : 1;
}

/** The answers in *others*: those of every group that takes part (self is never in it). */
export function othersCount(counts: Partial<Record<OtherGroup, number>>, minGroupSize: number): number {
  let counted = 0;
  for (const group of OTHER_GROUPS) {
    const n = counts[group] ?? 0;
    if (groupTakesPart(group, n, minGroupSize)) counted += n;
  }
  return counted;
}

/** One anonymous group with someone chosen, but fewer than `minGroupSize`: `nominated` of `needed`. */
export type SmallGroup = NominationOutlook['smallGroups'][number];

/**
 * The outlook of a list of assessors, given the rater group of each person chosen (self and
 * disapproved nominations left out by the caller; other values are ignored). Hand-worked, threshold
 * 3: manager + 3 peers → nothing to say; manager + 2 peers → peers (2 of 3) and others short (only
 * the manager's 1 answer would count); manager + 3 peers + 1 external → external (1 of 3), others
 * of 4 fine.
 */
export function nominationOutlook(groups: readonly string[], minGroupSize: number): NominationOutlook {
  const counts: Partial<Record<OtherGroup, number>> = {};
  let chosen = 0;
  for (const group of groups) {
    if (!(OTHER_GROUPS as readonly string[]).includes(group)) continue;
    counts[group as OtherGroup] = (counts[group as OtherGroup] ?? 0) + 1;
    chosen++;
  }
  const smallGroups = ANONYMOUS_GROUPS.flatMap((group): SmallGroup[] => {
    const nominated = counts[group] ?? 0;
    return nominated > 0 && !groupTakesPart(group, nominated, minGroupSize)
      ? [{ group, nominated, needed: answersNeeded(group, minGroupSize) }]
      : [];
  });
  return { minGroupSize, smallGroups, othersShort: chosen > 0 && othersCount(counts, minGroupSize) < minGroupSize };
}
