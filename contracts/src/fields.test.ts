import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { birthDateSchema, hasControlCharacters, multiLineText, optionalTextSchema, singleLineText } from './fields.ts';
import { textSchema } from './identity.ts';
import { personInputSchema } from './organisation.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('control characters in text fields', () => {
  it('refuses NUL, the other C0 controls, DEL, the C1 controls and lone surrogates', () => {
    for (const bad of ['a\u0000b', '\u0001', 'a\u001Bb', '\u007F', 'a\u0085b', '\u009F', 'a\uD800b', 'a\uDC00']) {
      expect(hasControlCharacters(bad, 'single'), JSON.stringify(bad)).toBe(true);
      expect(hasControlCharacters(bad, 'multi'), JSON.stringify(bad)).toBe(true);
    }
  });

  it('keeps what Persian text needs: ZWNJ, the direction marks, Persian digits; and emoji', () => {
    const persian = 'می\u200Cخواهم \u200Fنسخهٔ ۲\u200E 😀 ي ك';
    expect(hasControlCharacters(persian, 'single')).toBe(false);
    expect(singleLineText().safeParse(persian).success).toBe(true);
  });

  it('allows tab and line breaks only in a multi-line field', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasControlCharacters(text, 'multi')).toBe(false);
      expect(hasControlCharacters(text, 'single')).toBe(true);
      expect(multiLineText().safeParse(text).success).toBe(true);
      expect(firstMessage(singleLineText().safeParse(text))).toBe('validation.controlCharacters');
    }
  });

  it('is the first problem the shared text helpers report, before their own rules', () => {
    expect(firstMessage(textSchema(100).safeParse('نام\u0000'))).toBe('validation.controlCharacters');
    expect(firstMessage(optionalTextSchema(100).safeParse('x\u0000'))).toBe('validation.controlCharacters');
    expect(firstMessage(optionalTextSchema(100, 'multi').safeParse('a\nb\u0000'))).toBe('validation.controlCharacters');
    // Normalising still joins a multi-line name's lines.
    expect(textSchema(100, 'multi').parse('خط یک\nخط دو')).toBe('خط یک خط دو');
  });
});

describe('birth dates', () => {
  const person = {
    firstName: 'مریم',
    lastName: 'احمدی',
    nationality: 'iranian',
    nationalCode: '0499370899',
    mobile: '09121234567',
  };
  const birthDateProblem = (birthDate: string | null) =>
    personInputSchema.safeParse({ ...person, birthDate }).error?.issues.find((i) => i.path[0] === 'birthDate')?.message;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 22:00 UTC on 5 October is already 6 October (14 Mehr 1403) in Tehran.
    vi.setSystemTime(new Date('2024-10-05T22:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('takes a past birth date, today’s (in Tehran) or none', () => {
    expect(birthDateProblem('1991-12-06')).toBeUndefined();
    expect(birthDateProblem('2024-10-06')).toBeUndefined();
    expect(birthDateProblem(null)).toBeUndefined();
    expect(birthDateSchema.parse('1991-12-06')).toBe('1991-12-06');
  });

  it('refuses a birth date in the future and one more than 120 years ago, each with its own message', () => {
    expect(birthDateProblem('2024-10-07')).toBe('validation.birthDateFuture');
    expect(birthDateProblem('2031-01-01')).toBe('validation.birthDateFuture');
    expect(birthDateProblem('1904-10-05')).toBe('validation.birthDateTooOld');
    expect(birthDateProblem('1904-10-06')).toBeUndefined(); // 120 today
    // Still a date first.
    expect(birthDateProblem('1403-07-15')).toBe('validation.date');
  });
});
