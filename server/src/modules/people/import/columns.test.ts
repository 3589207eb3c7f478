import { describe, expect, it } from 'vitest';
import { columnForHeader } from './columns.ts';

describe('columnForHeader', () => {
  it('knows the sample’s headers in either language, and the code names', () => {
    expect(columnForHeader('نام خانوادگی')).toBe('lastName');
    expect(columnForHeader('Passport number')).toBe('passportNumber');
    expect(columnForHeader('nationalCode')).toBe('nationalCode');
  });

  it('reads them as people type them: without spaces or ZWNJ, with ي/ك, a hamza left out, a star or a colon', () => {
    expect(columnForHeader('کدملی')).toBe('nationalCode');
    expect(columnForHeader('نام‌خانوادگی *')).toBe('lastName');
    expect(columnForHeader(' شماره گذرنامه: ')).toBe('passportNumber');
    expect(columnForHeader('سطح مديريت')).toBe('managementLevel');
    expect(columnForHeader('EMAIL')).toBe('email');
    expect(columnForHeader('first_name')).toBe('firstName');
  });

  it('names no column for a title or another header', () => {
    expect(columnForHeader('فهرست کارکنان شرکت نمونه — ۱۴۰۴')).toBeNull();
    expect(columnForHeader('ردیف')).toBeNull();
    expect(columnForHeader('نام پدر')).toBeNull();
    expect(columnForHeader('')).toBeNull();
  });
});
