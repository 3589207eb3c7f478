import { describe, expect, it } from 'vitest';
import { endOfTehranDay, tehranDay } from './tehran-date.ts';

describe('Tehran dates', () => {
  it('ends a Tehran day at 23:59:59.999 local time (20:29:59.999 UTC)', () => {
    expect(endOfTehranDay('2026-03-20').toISOString()).toBe('2026-03-20T20:29:59.999Z');
  });
  it('reads the Tehran day of an instant, which may differ from the UTC day', () => {
    expect(tehranDay(new Date('2026-03-20T20:29:59Z'))).toBe('2026-03-20');
    expect(tehranDay(new Date('2026-03-20T20:30:00Z'))).toBe('2026-03-21');
  });
  it('round-trips a day', () => {
    expect(tehranDay(endOfTehranDay('2027-01-01'))).toBe('2027-01-01');
  });
});
