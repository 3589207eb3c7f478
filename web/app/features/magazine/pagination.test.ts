import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination.tsx';
import { magazineHref } from './magazine-links.ts';

describe('magazine paging links', () => {
  it('shows the ends and two pages either side of the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageWindow(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
  });

  it('builds addresses that keep the filters and leave page 1 out', () => {
    expect(magazineHref('/blogs', {}, 1)).toBe('/blogs');
    expect(magazineHref('/blogs', { category: 'talent', q: 'ارزیابی' }, 3)).toBe(
      `/blogs?q=${encodeURIComponent('ارزیابی')}&category=talent&page=3`,
    );
  });
});
