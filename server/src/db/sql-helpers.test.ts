import { describe, expect, it } from 'vitest';
import { containsPattern } from './sql-helpers.ts';

describe('containsPattern', () => {
  it('wraps the term in % and escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('علی')).toBe('%علی%');
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('C:\\x')).toBe('%C:\\\\x%');
    expect(containsPattern('%_\\')).toBe('%\\%\\_\\\\%');
  });
});
