import { describe, expect, it } from 'vitest';
import { accountEditableBy, changedAccountFields } from './account-policy.ts';

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
