import { describe, expect, it } from 'vitest';
import { ACCOUNT_FIELDS, accountEditableBy, changedAccountFields } from './account-policy.ts';
import { personInputSchema } from '@rira/contracts';
import { identityColumns } from './people.service.ts';

const A = 'company-a';
const B = 'company-b';
const adminOfB = { role: 'companyAdmin' as const, companyId: B };

describe('accountEditableBy', () => {
  it('lets a company admin change the account of someone only in their company', () => {
    expect(accountEditableBy(adminOfB, { companyIds: [B], hasPlatformRole: false })).toEqual({ editable: true });
  });

  it('refuses a company admin for someone also in another company, whichever company comes first', () => {
    expect(accountEditableBy(adminOfB, { companyIds: [A, B], hasPlatformRole: false })).toEqual({
      editable: false,
      reason: 'sharedWithOtherCompany',
    });
    expect(accountEditableBy(adminOfB, { companyIds: [B, A], hasPlatformRole: false })).toEqual({
      editable: false,
      reason: 'sharedWithOtherCompany',
    });
  });

  it('refuses a company admin for a platform manager, even one only in their company', () => {
    expect(accountEditableBy(adminOfB, { companyIds: [B], hasPlatformRole: true })).toEqual({ editable: false, reason: 'platformAccount' });
    expect(accountEditableBy(adminOfB, { companyIds: [A, B], hasPlatformRole: true })).toEqual({
      editable: false,
      reason: 'platformAccount',
    });
  });

  it('refuses a company admin for someone not in their company at all', () => {
    expect(accountEditableBy(adminOfB, { companyIds: [A], hasPlatformRole: false })).toEqual({ editable: false, reason: 'notAllowed' });
    expect(accountEditableBy(adminOfB, { companyIds: [], hasPlatformRole: false })).toEqual({ editable: false, reason: 'notAllowed' });
  });

  it('lets the system manager change any account, and nobody else', () => {
    expect(accountEditableBy({ role: 'systemManager', companyId: null }, { companyIds: [A, B], hasPlatformRole: true })).toEqual({
      editable: true,
    });
    for (const role of ['contentManager', 'user', null] as const) {
      expect(accountEditableBy({ role, companyId: role === 'user' ? B : null }, { companyIds: [B], hasPlatformRole: false })).toEqual({
        editable: false,
        reason: 'notAllowed',
      });
    }
    expect(accountEditableBy({ role: 'companyAdmin', companyId: null }, { companyIds: [B], hasPlatformRole: false })).toEqual({
      editable: false,
      reason: 'notAllowed',
    });
  });
});

describe('changedAccountFields', () => {
  it('names the fields whose value would change, treating missing and null alike', () => {
    const stored = { firstName: 'سارا', email: 'a@example.com', birthDate: null, passportNumber: undefined };
    expect(changedAccountFields(stored, { firstName: 'سارا', email: 'a@example.com', birthDate: null, passportNumber: null })).toEqual([]);
    expect(
      changedAccountFields(stored, { firstName: 'سارا', email: 'b@example.com', birthDate: '1990-01-01', passportNumber: null }),
    ).toEqual(['email', 'birthDate']);
  });
});

describe('ACCOUNT_FIELDS', () => {
  const form = {
    firstName: 'سارا',
    lastName: 'محمدی',
    firstNameEn: 'Sara',
    lastNameEn: 'Mohammadi',
    nationality: 'iranian',
    nationalCode: '0012345679',
    mobile: '09121234567',
  };
  /** The values a person form's request becomes after validation. */
  const values = (changes: Record<string, unknown> = {}) => personInputSchema.parse({ ...form, ...changes });

  it('names every column a person form writes to the account, the English names among them', () => {
    expect(Object.keys(identityColumns(values())).sort()).toEqual([...ACCOUNT_FIELDS].sort());
    expect(ACCOUNT_FIELDS).toEqual(expect.arrayContaining(['firstNameEn', 'lastNameEn']));
  });

  it('sees a new English name as an account change', () => {
    const stored = { ...identityColumns(values()) };
    expect(changedAccountFields(stored, identityColumns(values({ firstNameEn: 'Sarah' })))).toEqual(['firstNameEn']);
    expect(changedAccountFields({ ...stored, firstNameEn: null, lastNameEn: null }, identityColumns(values()))).toEqual([
      'firstNameEn',
      'lastNameEn',
    ]);
  });

  it('leaves the English names alone when the request does not carry them, and clears both when it blanks them', () => {
    const stored = { ...identityColumns(values()) };
    const withoutEnglish = values({ firstNameEn: undefined, lastNameEn: undefined });
    expect(identityColumns(withoutEnglish)).toMatchObject({ firstNameEn: undefined, lastNameEn: undefined });
    expect(changedAccountFields(stored, identityColumns(withoutEnglish))).toEqual([]);
    expect(identityColumns(values({ firstNameEn: '', lastNameEn: '' }))).toMatchObject({ firstNameEn: null, lastNameEn: null });
  });
});
