/**
 * What a close now would leave out of the report (issue 23: closing silently threw answers away).
 * Pure: the assessment service gives it the assessor rows, the admin's assessment page shows it in
 * the close dialog, and nothing here decides differently from the report engine — a group takes
 * part by `groupTakesPart` (contracts/src/group-thresholds.ts), the rule `participationOf` uses.
 *
 * Only finished (registered) answers count at a close (assessment-method.md §2; reports' `finishedAnswers` reads
 * rows with `registered_at` set): an answer in progress — a draft saved with Record — is not counted
 * and stays a draft, so it is reported here as `inProgress`, never as an answer.
 *
 * What it tells is what the admin's own progress view already shows — per group, how many are
 * invited, finished and in progress (the admins' assessor list has each assessor's progress) — and
 * never who: no name, no assessor id.
 */
import type { CloseOutlook, RaterGroup } from '@rira/contracts';
import { answersNeeded, groupTakesPart, othersCount } from '@rira/contracts/group-thresholds';
import { isAnonymousGroup, OTHER_GROUPS, type OtherGroup } from './report-types.ts';

/** What the rule needs of an assessor row. */
export interface AssessorAtClose {
  raterGroup: RaterGroup;
  confirmation: 'pending' | 'confirmed' | 'disapproved';
  invited: boolean;
  registered: boolean;
  progress: 'notStarted' | 'inProgress' | 'finished';
}

/**
 * Per group that has anyone invited or any finished answer (in the report's order): its counts, the
 * answers it needs, whether a close now would show it, and whether it would hold finished answers
 * back. `warn` when the report made now would leave finished answers out: a group held back, or
 * *others* too small to be shown while some non-self answer is finished. Hand-worked, threshold 3:
 * manager 1 finished, peers 2 finished and 1 in progress, external 1 finished → peer and external
 * held back, others of 1 not shown, warn; manager + 3 peers finished and 1 peer in progress → both
 * shown, others of 4, no warning (the draft is only counted in `inProgress`).
 */
export function closeOutlook(assessors: readonly AssessorAtClose[], minGroupSize: number): CloseOutlook {
  const tally = new Map<OtherGroup, { invited: number; finished: number; inProgress: number }>();
  for (const a of assessors) {
    if (a.raterGroup === 'self') continue;
    const group = a.raterGroup;
    const entry = tally.get(group) ?? { invited: 0, finished: 0, inProgress: 0 };
    if (a.confirmation === 'confirmed' && a.invited) entry.invited++;
    // Every registered answer counts in the report, as in reports' `finishedAnswers`.
    if (a.registered) entry.finished++;
    else if (a.progress === 'inProgress') entry.inProgress++;
    tally.set(group, entry);
  }
  const finished: Partial<Record<OtherGroup, number>> = {};
  const groups: CloseOutlook['groups'] = [];
  for (const group of OTHER_GROUPS) {
    const entry = tally.get(group);
    if (!entry || (entry.invited === 0 && entry.finished === 0)) continue;
    finished[group] = entry.finished;
    const shown = groupTakesPart(group, entry.finished, minGroupSize);
    groups.push({
      group,
      anonymous: isAnonymousGroup(group),
      ...entry,
      needed: answersNeeded(group, minGroupSize),
      shown,
      heldBack: !shown && entry.finished > 0,
    });
  }
  const others = othersCount(finished, minGroupSize);
  const othersShown = others >= minGroupSize;
  const anyFinished = groups.some((g) => g.finished > 0);
  return {
    minGroupSize,
    groups,
    others,
    othersShown,
    inProgress: groups.reduce((sum, g) => sum + g.inProgress, 0),
    warn: groups.some((g) => g.heldBack) || (!othersShown && anyFinished),
  };
}
