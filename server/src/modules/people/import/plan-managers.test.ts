import { describe, expect, it } from 'vitest';
import { loopProblems, planManagers, type FileManagerRow, type PeopleForManagers } from './plan-managers.ts';

/**
 * The company: Hamid (personnel code 100, national code 0012345679) manages Reza (200), who manages
 * Ali (300). Sara works elsewhere (national code 0045678901). Kian (400) is inactive here.
 */
const PEOPLE: PeopleForManagers = {
  byPersonnelCode: new Map([
    ['100', 'hamid'],
    ['200', 'reza'],
    ['300', 'ali'],
    ['400', 'kian'],
  ]),
  byNationalCode: new Map([
    ['0012345679', 'hamid'],
    ['0045678901', 'sara'],
  ]),
  members: new Set(['hamid', 'reza', 'ali', 'kian']),
  active: new Set(['hamid', 'reza', 'ali']),
  managers: new Map([
    ['reza', 'hamid'],
    ['ali', 'reza'],
  ]),
};

const row = (n: number, manager: string | null | undefined, extra: Partial<FileManagerRow> = {}): FileManagerRow => ({
  row: n,
  personnelCode: `K${n}`,
  nationalCode: null,
  manager,
  person: { create: true },
  ...extra,
});

const messages = (plan: { problems: { row: number; message: string }[] }) => plan.problems.map((p) => [p.row, p.message]);

describe('the Manager column of the people import', () => {
  it('finds managers in the file whatever the order of the rows, and among the company’s people', () => {
    // Row 2's manager is row 4 (below it); row 4's is Reza by personnel code; row 3's is Hamid by national code.
    const rows = [row(2, 'K4'), row(3, '12345679'), row(4, '200')];
    const plan = planManagers(rows, PEOPLE, 'en');
    expect(plan.problems).toEqual([]);
    expect(plan.changes).toEqual([
      { row: 2, person: { row: 2 }, manager: { row: 4 } },
      { row: 3, person: { row: 3 }, manager: { userId: 'hamid' } },
      { row: 4, person: { row: 4 }, manager: { userId: 'reza' } },
    ]);
    expect(plan.loops).toEqual([]);
  });

  it('clears a manager for a blank cell and changes nothing without the column', () => {
    const update = { person: { userId: 'ali' }, personnelCode: '300' };
    expect(planManagers([row(2, null, update)], PEOPLE, 'en').changes).toEqual([{ row: 2, person: { userId: 'ali' }, manager: null }]);
    expect(planManagers([row(2, undefined, update)], PEOPLE, 'en').changes).toEqual([]);
  });

  it('says what is wrong with each row at once, in the Manager column', () => {
    const rows = [
      row(2, '999'), // nobody
      row(3, '0045678901'), // Sara: another company
      row(4, 'K4'), // the row itself
      row(5, '400'), // Kian: inactive
    ];
    const plan = planManagers(rows, PEOPLE, 'en');
    expect(messages(plan)).toEqual([
      [2, 'Nobody in this file or in this organisation has this personnel code or national code.'],
      [3, 'The owner of this national code does not work in this organisation: the manager must be one of its people.'],
      [4, 'Nobody is their own manager: choose someone else.'],
      [5, 'The chosen manager is inactive in this organisation: choose an active person.'],
    ]);
    expect(new Set(plan.problems.map((p) => p.column))).toEqual(new Set(['Manager']));
  });

  it('refuses a code two people have: one’s personnel code, another’s national code', () => {
    const rows = [row(2, '0099999999'), row(3, null, { personnelCode: '0099999999' })];
    const people = { ...PEOPLE, byNationalCode: new Map([...PEOPLE.byNationalCode, ['0099999999', 'reza']]) };
    expect(messages(planManagers(rows, people, 'fa'))).toEqual([
      [2, 'این کد به بیش از یک نفر می‌خورد (کد پرسنلی یکی و کد ملی دیگری)؛ کد دیگرِ مدیر را بنویسید.'],
    ]);
  });

  it('finds someone a row updates by the row’s codes, and takes them as active', () => {
    // Row 2 updates Kian (inactive until now) with personnel code 401; row 3 names him by it.
    const rows = [row(2, null, { person: { userId: 'kian' }, personnelCode: '401' }), row(3, '401')];
    const plan = planManagers(rows, PEOPLE, 'en');
    expect(plan.problems).toEqual([]);
    expect(plan.changes[1]).toEqual({ row: 3, person: { row: 3 }, manager: { userId: 'kian' } });
    // His old code names nobody any more.
    expect(messages(planManagers([...rows, row(4, '400')], PEOPLE, 'en'))[0]?.[0]).toBe(4);
  });

  it('leaves alone a row whose manager is a row with problems of its own', () => {
    expect(planManagers([row(2, 'K3'), row(3, null, { person: null })], PEOPLE, 'en').problems).toEqual([]);
  });

  it('finds loops in the file and through the company: A manages B manages A, and Hamid under Ali', () => {
    // Rows 2 and 3 manage each other; row 4 updates Hamid to report to Ali, who reports to Reza, who reports to Hamid.
    const rows = [row(2, 'K3'), row(3, 'K2'), row(4, '300', { person: { userId: 'hamid' }, personnelCode: '100' })];
    const plan = planManagers(rows, PEOPLE, 'en');
    expect(plan.problems).toEqual([]);
    expect(plan.loops).toEqual([
      [{ row: 2 }, { row: 3 }, { row: 2 }],
      [{ userId: 'hamid' }, { userId: 'ali' }, { userId: 'reza' }, { userId: 'hamid' }],
    ]);
    const names: Record<string, string> = { ali: 'Ali Rezaei', reza: 'Reza Kazemi' };
    expect(messages({ problems: loopProblems(plan.loops, rows, (id) => names[id]!, 'en') })).toEqual([
      [2, 'The managers make a loop (each reports to the next): row 2 → row 3 → row 2.'],
      [3, 'The managers make a loop (each reports to the next): row 2 → row 3 → row 2.'],
      [4, 'The managers make a loop (each reports to the next): row 4 → Ali Rezaei → Reza Kazemi → row 4.'],
    ]);
  });
});
