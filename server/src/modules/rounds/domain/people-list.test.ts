import { describe, expect, it } from 'vitest';
import { listRowKeys, matchPeopleList, type ListLookup } from './people-list.ts';

const lookup = (over: Partial<ListLookup> = {}): ListLookup => ({
  byNationalCode: new Map([
    ['0012345678', 'ali'],
    ['0087654321', 'other'],
  ]),
  byMobile: new Map([
    ['09121000001', 'ali'],
    ['09121000002', 'sara'],
    ['09129999999', 'gone'],
  ]),
  byEmail: new Map([['sara@aria.example', 'sara']]),
  byPersonnelCode: new Map([['2001', 'ali']]),
  inCompany: new Map([
    ['ali', true],
    ['sara', true],
    ['gone', false],
  ]),
  ...over,
});

describe('listRowKeys', () => {
  it('reads identifiers as they are stored: Latin digits, the national code’s lost zeros back, a mobile as 09…, e-mail in lower case', () => {
    expect(
      listRowKeys({ nationalCode: '۱۲۳۴۵۶۷۸', mobile: '+98 912 100 0001', email: ' Sara@Aria.Example ', personnelCode: ' ٢٠٠١ ' }),
    ).toEqual({ nationalCode: '0012345678', mobile: '09121000001', email: 'sara@aria.example', personnelCode: '2001' });
    expect(listRowKeys({ nationalCode: '001-234-5678', mobile: '9121000001' })).toEqual({
      nationalCode: '0012345678',
      mobile: '09121000001',
    });
    expect(listRowKeys({ firstName: 'علی', email: '   ' })).toEqual({});
  });
});

describe('matchPeopleList', () => {
  it('names each person once, by any identifier, in the sheet’s order', () => {
    const match = matchPeopleList(
      [
        { row: 2, keys: { personnelCode: '2001' } },
        { row: 3, keys: { email: 'sara@aria.example', mobile: '09121000002' } },
      ],
      lookup(),
    );
    expect(match).toEqual({
      people: [
        { row: 2, userId: 'ali' },
        { row: 3, userId: 'sara' },
      ],
      problems: [],
    });
  });

  it('an identifier that names nobody beside one that names the person does not stand in the way', () => {
    expect(matchPeopleList([{ row: 2, keys: { nationalCode: '0012345678', mobile: '09120000000' } }], lookup()).people).toEqual([
      { row: 2, userId: 'ali' },
    ]);
  });

  it('gives every row’s problem at once: missing, unknown, another company’s, inactive, repeated, conflicting', () => {
    const match = matchPeopleList(
      [
        { row: 2, keys: {} },
        { row: 3, keys: { mobile: '09120000000' } },
        { row: 4, keys: { nationalCode: '0087654321' } },
        { row: 5, keys: { mobile: '09129999999' } },
        { row: 6, keys: { nationalCode: '0012345678' } },
        { row: 7, keys: { mobile: '09121000001' } },
        { row: 8, keys: { nationalCode: '0012345678', email: 'sara@aria.example' } },
      ],
      lookup(),
    );
    expect(match.people).toEqual([{ row: 6, userId: 'ali' }]);
    expect(match.problems).toEqual([
      { row: 2, column: null, value: '', reason: 'missing' },
      { row: 3, column: 'mobile', value: '09120000000', reason: 'unknown' },
      { row: 4, column: 'nationalCode', value: '0087654321', reason: 'otherCompany' },
      { row: 5, column: 'mobile', value: '09129999999', reason: 'inactive' },
      { row: 7, column: 'mobile', value: '09121000001', reason: 'duplicate', duplicateOf: 6 },
      { row: 8, column: 'nationalCode', value: '0012345678', reason: 'conflict', columns: ['nationalCode', 'email'] },
    ]);
  });

  it('a personnel code is the company’s own: one of nobody here is unknown', () => {
    expect(matchPeopleList([{ row: 2, keys: { personnelCode: '9999' } }], lookup()).problems[0]?.reason).toBe('unknown');
  });
});
