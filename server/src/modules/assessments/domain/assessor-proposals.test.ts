import { describe, expect, it } from 'vitest';
import { proposeAssessors, typeForRelation, type LineRelation } from './assessor-proposals.ts';

const TYPES = [
  { id: 'self', raterGroup: 'self', isActive: true, maxCount: 1 },
  { id: 'manager', raterGroup: 'manager', isActive: true, maxCount: 1 },
  { id: 'peer-old', raterGroup: 'peer', isActive: false, maxCount: 5 },
  { id: 'peer', raterGroup: 'peer', isActive: true, maxCount: 5 },
  { id: 'subordinate', raterGroup: 'subordinate', isActive: true, maxCount: 5 },
  { id: 'external', raterGroup: 'external', isActive: true, maxCount: 3 },
];

const member = (userId: string, relation: LineRelation) => ({ userId, relation });

describe('assessors proposed from a reporting line', () => {
  it('proposes Reza as manager, his other three reports as peers and Ali’s two reports as subordinates', () => {
    // Ali (assessed) reports to Reza; Zahra, Mohammad and Narges report to Reza too; Kian and Lale report to Ali.
    const line = [
      member('reza', 'manager'),
      member('zahra', 'peer'),
      member('mohammad', 'peer'),
      member('narges', 'peer'),
      member('kian', 'subordinate'),
      member('lale', 'subordinate'),
    ];
    expect(proposeAssessors(line, TYPES, new Set(['ali'])).map((p) => [p.userId, p.assessorTypeId])).toEqual([
      ['reza', 'manager'],
      ['zahra', 'peer'],
      ['mohammad', 'peer'],
      ['narges', 'peer'],
      ['kian', 'subordinate'],
      ['lale', 'subordinate'],
    ]);
  });

  it('leaves out people already on the assessment and anyone met twice', () => {
    const line = [member('reza', 'manager'), member('zahra', 'peer'), member('zahra', 'subordinate'), member('narges', 'peer')];
    expect(proposeAssessors(line, TYPES, new Set(['narges'])).map((p) => p.userId)).toEqual(['reza', 'zahra']);
  });

  it('proposes nobody for a relation no type takes: an inactive type, one allowing none, or none at all', () => {
    expect(typeForRelation(TYPES, 'peer')).toBe('peer'); // the inactive one is passed over
    const noManager = TYPES.map((t) => (t.raterGroup === 'manager' ? { ...t, maxCount: 0 } : t));
    expect(proposeAssessors([member('reza', 'manager'), member('zahra', 'peer')], noManager, new Set()).map((p) => p.userId)).toEqual([
      'zahra',
    ]);
    const withoutSubordinates = TYPES.filter((t) => t.raterGroup !== 'subordinate');
    expect(proposeAssessors([member('kian', 'subordinate')], withoutSubordinates, new Set())).toEqual([]);
  });
});
