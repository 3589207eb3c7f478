import { describe, expect, it } from 'vitest';
import { canonicalEmail, canonicalMobile, checkExternalAddresses, checkNominations, participantConfirmation } from './nominations.ts';

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

describe('externals who are people inside (issue 22, finding 5)', () => {
  const ext = (email: string, mobile: string | null = null) => ({
    external: { name: 'X', email, mobile },
    assessorTypeId: 'external',
  });
  // As the database holds them: the assessed person's and the company's people's addresses.
  const insiders = { emails: ['me@aria.example', 'Colleague@Aria.example '], mobiles: ['09120000003', '09121000004'] };

  it('refuses an external whose e-mail belongs to someone inside, in any case and with spaces, on that row’s e-mail', () => {
    const problems = checkExternalAddresses(
      [peer(1), ext('x@partner.example'), ext('  ME@aria.EXAMPLE'), ext('colleague@aria.example')],
      insiders,
      'participant',
    );
    expect(problems).toEqual([
      { code: 'externalIsInsider', messageKey: 'errors.externalIsInsider', index: 2, field: 'external.email' },
      { code: 'externalIsInsider', messageKey: 'errors.externalIsInsider', index: 3, field: 'external.email' },
    ]);
  });

  it('refuses an external whose mobile belongs to someone inside, whatever its spelling', () => {
    for (const mobile of ['09120000003', '+989120000003', '989120000003', '9120000003', '۰۹۱۲۰۰۰۰۰۰۳', '0912 000 0003', '00989121000004']) {
      expect(checkExternalAddresses([ext('x@partner.example', mobile)], insiders, 'participant'), mobile).toEqual([
        { code: 'externalIsInsider', messageKey: 'errors.externalIsInsider', index: 0, field: 'external.mobile' },
      ]);
    }
  });

  it('accepts a genuine outsider and leaves colleagues nominated as themselves alone', () => {
    expect(checkExternalAddresses([peer(1), ext('sam@partner.example', '09351234567')], insiders, 'participant')).toEqual([]);
    expect(checkExternalAddresses([ext('sam@partner.example')], { emails: [], mobiles: [] }, 'participant')).toEqual([]);
  });

  it('tells an admin to add that person as themselves (the same rule, their own words)', () => {
    expect(checkExternalAddresses([ext('me@aria.example')], insiders, 'admin')).toEqual([
      { code: 'externalIsInsider', messageKey: 'errors.externalIsInsiderAdmin', index: 0, field: 'external.email' },
    ]);
  });

  it('compares addresses in one canonical form', () => {
    expect(canonicalEmail('  Sam@Partner.EXAMPLE ')).toBe('sam@partner.example');
    expect(['+98 912 000 0003', '00989120000003', '۰۹۱۲۰۰۰۰۰۰۳', '9120000003'].map(canonicalMobile)).toEqual(Array(4).fill('09120000003'));
  });
});

describe('the confirmation of a nomination by the assessed person', () => {
  const of = (raterGroup: string, needsConfirmation: boolean) => ({ raterGroup, needsConfirmation }) as never;
  it('waits for an admin for a manager, whatever the assessment and the type say', () => {
    for (const needsAssessorConfirmation of [true, false]) {
      for (const needsConfirmation of [true, false]) {
        expect(participantConfirmation(of('manager', needsConfirmation), { needsAssessorConfirmation })).toBe('pending');
      }
    }
  });
  it('follows the assessment and the type for the other groups', () => {
    for (const group of ['peer', 'subordinate', 'external']) {
      expect(participantConfirmation(of(group, true), { needsAssessorConfirmation: true })).toBe('pending');
      expect(participantConfirmation(of(group, true), { needsAssessorConfirmation: false })).toBe('confirmed');
      expect(participantConfirmation(of(group, false), { needsAssessorConfirmation: true })).toBe('confirmed');
    }
  });
});
