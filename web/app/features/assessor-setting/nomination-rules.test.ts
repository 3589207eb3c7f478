import { describe, expect, it } from 'vitest';
import type { AssessorType } from '@rira/contracts/assessments';
import {
  choosableTypes,
  colleagueTypes,
  countByType,
  countProblems,
  externalTypes,
  firstTypeWithRoom,
  proposalsThatFit,
} from './nomination-rules.ts';

const type = (
  id: string,
  raterGroup: AssessorType['raterGroup'],
  minCount: number,
  maxCount: number,
  allowOutsideCompany = false,
): AssessorType => ({
  id,
  title: id,
  titleEn: id,
  raterGroup,
  weight: 1,
  minCount,
  maxCount,
  allowOutsideCompany,
  needsConfirmation: true,
  isActive: true,
});

const TYPES = [
  type('self', 'self', 1, 1),
  type('manager', 'manager', 1, 1),
  type('peer', 'peer', 3, 6),
  type('external', 'external', 0, 3, true),
  type('none', 'subordinate', 0, 0),
];

describe('nomination min..max checks', () => {
  it('offers every non-self type with room, colleagues the internal ones and outsiders only the open ones', () => {
    expect(choosableTypes(TYPES).map((t) => t.id)).toEqual(['manager', 'peer', 'external']);
    expect(colleagueTypes(TYPES).map((t) => t.id)).toEqual(['manager', 'peer']);
    expect(externalTypes(TYPES).map((t) => t.id)).toEqual(['external']);
  });

  it('counts each type live and says which are below their minimum or above their maximum', () => {
    const counts = countByType(TYPES, ['manager', 'manager', 'peer', 'peer', 'external']);
    expect(counts.map((c) => [c.type.id, c.count, c.state])).toEqual([
      ['manager', 2, 'tooMany'],
      ['peer', 2, 'tooFew'],
      ['external', 1, 'ok'],
    ]);
    // Saving only needs the maxima; sending needs the minima too.
    expect(countProblems(counts, { checkMinimum: false }).map((c) => c.type.id)).toEqual(['manager']);
    expect(countProblems(counts, { checkMinimum: true }).map((c) => c.type.id)).toEqual(['manager', 'peer']);
  });

  it('is satisfied by a manager, three peers and one external assessor', () => {
    const counts = countByType(TYPES, ['manager', 'peer', 'peer', 'peer', 'external']);
    expect(countProblems(counts, { checkMinimum: true })).toEqual([]);
  });

  it('suggests the first type that still has room', () => {
    const counts = countByType(TYPES, ['manager']);
    expect(firstTypeWithRoom(colleagueTypes(TYPES), counts)?.id).toBe('peer');
    expect(firstTypeWithRoom(colleagueTypes(TYPES), countByType(TYPES, []))?.id).toBe('manager');
  });
});

describe('proposals that fit', () => {
  const proposal = (userId: string, assessorTypeId: string) => ({ userId, assessorTypeId });

  it('adds a manager and peers up to each type’s room, in the order proposed', () => {
    // One peer chosen already: the peer type (at most 6) has room for five of the seven proposed.
    const counts = countByType(TYPES, ['peer']);
    const proposals = [proposal('reza', 'manager'), ...['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'].map((id) => proposal(id, 'peer'))];
    expect(proposalsThatFit(proposals, counts).map((p) => p.userId)).toEqual(['reza', 'p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('adds nobody of a full type, nor of a type the person cannot choose', () => {
    const counts = countByType(TYPES, ['manager']);
    expect(proposalsThatFit([proposal('reza', 'manager'), proposal('kian', 'none'), proposal('x', 'unknown')], counts)).toEqual([]);
  });
});
