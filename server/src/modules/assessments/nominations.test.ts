import { describe, expect, it } from 'vitest';
import { checkNominations } from './nominations.ts';

const type = (id: string, raterGroup: string, min: number, max: number, allowOutsideCompany = false) =>
  ({
    id,
    title: id,
    titleEn: `${id} (en)`,
    raterGroup,
    weight: 1,
    minCount: min,
    maxCount: max,
    allowOutsideCompany,
    needsConfirmation: true,
    isActive: true,
    createdAt: new Date(),
    updatedAt: new Date(),
  }) as never;
const TYPES = [
  type('self', 'self', 1, 1),
  type('manager', 'manager', 1, 1),
  type('peer', 'peer', 3, 6),
  type('external', 'external', 0, 3, true),
];
const peer = (n: number) => ({ userId: `p${n}`, assessorTypeId: 'peer' });

describe('nominations', () => {
  it('accepts a manager, three peers and an external assessor when externals are allowed', () => {
    const set = [
      { userId: 'm', assessorTypeId: 'manager' },
      peer(1),
      peer(2),
      peer(3),
      { external: { name: 'X', email: 'x@example.com' }, assessorTypeId: 'external' },
    ];
    expect(checkNominations(TYPES, set, { checkMinimum: true, allowExternal: true })).toEqual([]);
  });
  it('reports each type below its minimum only when submitting', () => {
    const set = [peer(1)];
    expect(checkNominations(TYPES, set, { checkMinimum: false, allowExternal: false })).toEqual([]);
    expect(checkNominations(TYPES, set, { checkMinimum: true, allowExternal: false, lang: 'en' }).map((p) => p.params?.type)).toEqual([
      'manager (en)',
      'peer (en)',
    ]);
  });
  it('refuses more than a type’s maximum', () => {
    expect(checkNominations(TYPES, [1, 2, 3, 4, 5, 6, 7].map(peer), { checkMinimum: false, allowExternal: false })).toEqual([
      { code: 'assessorCount', messageKey: 'errors.assessorCount', params: { type: 'peer', min: 3, max: 6 } },
    ]);
  });
  it('refuses external assessors unless both the assessment and the type allow them', () => {
    const ext = { external: { name: 'X', email: 'x@example.com' }, assessorTypeId: 'external' };
    expect(checkNominations(TYPES, [ext], { checkMinimum: false, allowExternal: false }).map((p) => p.code)).toEqual([
      'externalNotAllowed',
    ]);
    expect(
      checkNominations(TYPES, [{ ...ext, assessorTypeId: 'peer' }], { checkMinimum: false, allowExternal: true }).map((p) => p.code),
    ).toEqual(['externalNotAllowed']);
  });
  it('refuses the same person twice, the assessed person, and the self type', () => {
    const problems = checkNominations(
      TYPES,
      [peer(1), peer(1), { userId: 'me', assessorTypeId: 'peer' }, { userId: 'z', assessorTypeId: 'self' }],
      {
        checkMinimum: false,
        allowExternal: false,
        targetUserId: 'me',
      },
    );
    expect(problems.map((p) => p.code).sort()).toEqual(['assessorNotColleague', 'duplicateAssessor', 'unknownOption']);
  });
});
