import { describe, expect, it } from 'vitest';
import { answersNeeded, groupTakesPart, nominationOutlook, othersCount } from './group-thresholds.ts';

describe('which group takes part in a report (assessment-method.md §2)', () => {
  it('the manager from one answer; an anonymous group only from minGroupSize; nothing from none', () => {
    expect(groupTakesPart('manager', 1, 3)).toBe(true);
    expect(groupTakesPart('manager', 0, 3)).toBe(false);
    expect([0, 1, 2, 3, 4].map((n) => groupTakesPart('peer', n, 3))).toEqual([false, false, false, true, true]);
    expect(groupTakesPart('external', 4, 5)).toBe(false);
    expect(groupTakesPart('subordinate', 5, 5)).toBe(true);
    expect(answersNeeded('manager', 5)).toBe(1);
    expect(answersNeeded('external', 5)).toBe(5);
  });

  it('counts in others the answers of the groups that take part only', () => {
    // manager 1 + peers 2 (held back) → 1; manager 1 + peers 3 + external 1 (held back) → 4.
    expect(othersCount({ manager: 1, peer: 2 }, 3)).toBe(1);
    expect(othersCount({ manager: 1, peer: 3, external: 1 }, 3)).toBe(4);
    expect(othersCount({}, 3)).toBe(0);
  });
});

describe('groups chosen as assessors that could never be shown', () => {
  it('manager and three peers: nothing to say', () => {
    expect(nominationOutlook(['manager', 'peer', 'peer', 'peer'], 3)).toEqual({ minGroupSize: 3, smallGroups: [], othersShort: false });
  });

  it('manager and two peers: peers 2 of 3, and others would hold the manager only', () => {
    expect(nominationOutlook(['manager', 'peer', 'peer'], 3)).toEqual({
      minGroupSize: 3,
      smallGroups: [{ group: 'peer', nominated: 2, needed: 3 }],
      othersShort: true,
    });
  });

  it('manager, three peers, two direct reports and one external: the last two groups, in the report’s order; others of 4 fine', () => {
    expect(nominationOutlook(['external', 'manager', 'peer', 'subordinate', 'peer', 'peer', 'subordinate'], 3)).toEqual({
      minGroupSize: 3,
      smallGroups: [
        { group: 'subordinate', nominated: 2, needed: 3 },
        { group: 'external', nominated: 1, needed: 3 },
      ],
      othersShort: false,
    });
  });

  it('follows a raised threshold: four peers of five needed', () => {
    expect(nominationOutlook(['manager', 'peer', 'peer', 'peer', 'peer'], 5)).toEqual({
      minGroupSize: 5,
      smallGroups: [{ group: 'peer', nominated: 4, needed: 5 }],
      othersShort: true,
    });
  });

  it('says nothing of an empty list, a manager is never a small group, and self is ignored', () => {
    expect(nominationOutlook([], 3)).toEqual({ minGroupSize: 3, smallGroups: [], othersShort: false });
    expect(nominationOutlook(['self'], 3)).toEqual({ minGroupSize: 3, smallGroups: [], othersShort: false });
    // A manager alone: no small group, but others (1 answer) could never be shown.
    expect(nominationOutlook(['self', 'manager'], 3)).toEqual({ minGroupSize: 3, smallGroups: [], othersShort: true });
  });
});
