import { describe, expect, it } from 'vitest';
import { isIranianNationalCode, nationalCodeSchema } from './identity.ts';
import { personInputSchema } from './organisation.ts';

describe('Iranian national codes', () => {
  it('accepts a code whose check digit is right, whatever its first three digits', () => {
    // 846 is not on any list of city prefixes; the check digit (8) is right.
    expect(isIranianNationalCode('8468807958')).toBe(true);
    expect(isIranianNationalCode('0056789017')).toBe(true);
    // Remainders 0 and 1 are the check digit itself; 2 to 10 give 11 minus the remainder.
    expect(isIranianNationalCode('4000010220')).toBe(true);
    expect(isIranianNationalCode('4000000421')).toBe(true);
  });

  it('refuses a wrong check digit, the wrong length, other characters and ten of one digit', () => {
    for (const bad of [
      '8468807957',
      '8468807950',
      '4000010221',
      '4000000420',
      '846880795',
      '84688079580',
      '846880795a',
      ' 8468807958',
      '۸۴۶۸۸۰۷۹۵۸',
      '',
      '0000000000',
      '1111111111',
      '9999999999',
    ]) {
      expect(isIranianNationalCode(bad), bad).toBe(false);
    }
  });

  it('reads the code as typed on the form: Persian digits, spaces and dashes', () => {
    expect(nationalCodeSchema.parse('۸۴۶-۸۸۰۷۹۵ ۸')).toBe('8468807958');
    expect(nationalCodeSchema.safeParse('8468807957').error?.issues[0]?.message).toBe('validation.nationalCode');
  });

  it('lets the person form (and so the API and the import) take such a code', () => {
    const person = { firstName: 'نگار', lastName: 'کیانی', nationality: 'iranian', nationalCode: '8468807958', mobile: '09121234567' };
    expect(personInputSchema.safeParse(person).success).toBe(true);
    const wrong = personInputSchema.safeParse({ ...person, nationalCode: '8468807957' });
    expect(wrong.error?.issues.map((i) => i.path.join('.'))).toEqual(['nationalCode']);
  });
});
