import { describe, expect, it } from 'vitest';
import { defineList, flagOf, listParam } from './list-state.ts';

const ID = '33333333-3333-4333-8333-333333333333';
const OTHER = '44444444-4444-4444-8444-444444444444';

const list = defineList({
  sort: { fields: ['title', 'createdAt'], default: 'title', direction: 'asc' },
  filters: { status: listParam.oneOf(['active', 'inactive']), departmentId: listParam.id(), companyId: listParam.id() },
  names: { departmentId: 'department' },
  clears: { companyId: ['departmentId'] },
});

describe('a list’s state in the address', () => {
  it('reads every parameter through its schema, and what it cannot trust as the default', () => {
    expect(list.read(new URLSearchParams(`page=3&size=25&sort=createdAt&dir=desc&q=علي&status=inactive&department=${ID}`))).toEqual({
      page: 3,
      size: 25,
      sort: 'createdAt',
      direction: 'desc',
      search: 'علي',
      status: 'inactive',
      departmentId: ID,
      companyId: '',
    });
    expect(list.read(new URLSearchParams(`page=0&size=7&sort=password&dir=up&q=${'x'.repeat(300)}&status=gone&department=1`))).toEqual({
      ...list.defaults,
      search: 'x'.repeat(200),
    });
    expect(list.defaults).toEqual({
      page: 1,
      size: 10,
      sort: 'title',
      direction: 'asc',
      search: '',
      status: '',
      departmentId: '',
      companyId: '',
    });
  });

  it('writes defaults out of the address, goes back to page 1 when the rows change, and empties dependent filters', () => {
    const start = new URLSearchParams(`page=4&size=25&department=${ID}&companyId=${ID}`);
    expect(list.write(start, { page: 5 }).toString()).toBe(`page=5&size=25&department=${ID}&companyId=${ID}`);
    expect(list.write(start, { size: 10 }).toString()).toBe(`department=${ID}&companyId=${ID}`);
    expect(list.write(start, { sort: 'title', direction: 'asc', status: 'active' }).toString()).toBe(
      `size=25&department=${ID}&companyId=${ID}&status=active`,
    );
    // The same company keeps its department; another one empties it.
    expect(list.write(start, { companyId: ID }).get('department')).toBe(ID);
    const moved = list.write(start, { companyId: OTHER });
    expect(moved.get('department')).toBeNull();
    expect(moved.get('companyId')).toBe(OTHER);
    // A value the schema refuses is written as the default (left out).
    expect(list.write(start, { sort: 'password' as 'title' }).get('sort')).toBeNull();
  });

  it('knows when a search or a filter narrows the rows', () => {
    expect(list.isFiltered(list.defaults)).toBe(false);
    expect(list.isFiltered({ ...list.defaults, page: 3, size: 50, sort: 'createdAt' })).toBe(false);
    expect(list.isFiltered({ ...list.defaults, search: '  ' })).toBe(false);
    expect(list.isFiltered({ ...list.defaults, search: 'x' })).toBe(true);
    expect(list.isFiltered({ ...list.defaults, status: 'active' })).toBe(true);
  });

  it('keeps two lists of one page apart with a prefix, and takes a list’s own default page size', () => {
    const inner = defineList({ prefix: 'assessments-', pageSize: 25 });
    expect(inner.read(new URLSearchParams('page=4&assessments-page=2'))).toEqual({ page: 2, size: 25, search: '' });
    expect(inner.write(new URLSearchParams('page=4'), { page: 3 }).toString()).toBe('page=4&assessments-page=3');
    expect(inner.write(new URLSearchParams('assessments-size=50'), { size: 25 }).toString()).toBe('');
    const fixed = defineList({ fixedPageSize: true });
    expect(fixed.read(new URLSearchParams('size=50')).size).toBe(10);
  });

  it('reads yes/no filters as the request wants them', () => {
    expect([flagOf('true'), flagOf('yes'), flagOf('false'), flagOf('no'), flagOf('')]).toEqual([true, true, false, false, undefined]);
  });

  it('builds the GetAll body: paging, sorting and the trimmed search, plus the screen’s filters without the empty ones', () => {
    const state = { ...list.defaults, page: 2, size: 25 as const, search: '  علي ' };
    expect(list.request(state, { isActive: false, departmentId: state.departmentId, companyId: null })).toStrictEqual({
      pageIndex: 2,
      pageSize: 25,
      sort: 'title',
      direction: 'asc',
      search: 'علي',
      isActive: false,
    });
    // An unsorted list has no sort in its body; a blank search is left out.
    const plain = defineList();
    expect(plain.request({ ...plain.defaults, search: '   ' })).toStrictEqual({ pageIndex: 1, pageSize: 10 });
  });
});
