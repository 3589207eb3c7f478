import { describe, expect, it } from 'vitest';
import { englishFullName, fullNameIn, fullNameLanguage } from './person-name.ts';
import { isLatinName, optionalLatinNameSchema } from './identity.ts';

const sara = { firstName: 'سارا', lastName: 'محمدی', firstNameEn: 'Sara', lastNameEn: 'Mohammadi' };
const ali = { firstName: 'علی', lastName: 'رضایی', firstNameEn: null, lastNameEn: null };

describe('a person’s name for each reader', () => {
  it('is the Latin spelling in English when there is one, else the Persian name', () => {
    expect(fullNameIn(sara, 'en')).toBe('Sara Mohammadi');
    expect(fullNameIn(sara, 'fa')).toBe('سارا محمدی');
    expect(fullNameIn(ali, 'en')).toBe('علی رضایی');
    expect(englishFullName(ali)).toBeNull();
    expect(englishFullName({ ...ali, firstNameEn: 'Ali' })).toBeNull();
    expect(fullNameLanguage(sara, 'en')).toBe('en');
    expect(fullNameLanguage(ali, 'en')).toBe('fa');
  });
});

describe('English name fields', () => {
  it('take Latin letters with spaces, hyphens and apostrophes', () => {
    for (const ok of ['Sara', 'Mohammad-Reza', "O'Neil", 'Ali Akbar', 'Zoë', 'Rezaʼi'.replace('ʼ', '’')])
      expect(isLatinName(ok), ok).toBe(true);
    for (const bad of ['سارا', 'Sara1', 'Sara!', '-Sara', "Sara'", 'Sara  ']) expect(isLatinName(bad), bad).toBe(false);
  });

  it('store blank as null and refuse Persian letters', () => {
    expect(optionalLatinNameSchema().parse('  ')).toBeNull();
    expect(optionalLatinNameSchema().parse(' Sara ')).toBe('Sara');
    expect(optionalLatinNameSchema().safeParse('سارا').error?.issues[0]?.message).toBe('validation.latinName');
  });
});
