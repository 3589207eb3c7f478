import { describe, expect, it } from 'vitest';
import { everyQuery } from './library-api.ts';

describe('every item of a library kind, as a query', () => {
  it('keeps differently filtered reads apart: the active templates of the new-assessment page are not the list filter’s templates', () => {
    const active = everyQuery('template', { companyId: 'c1', isActive: true }).queryKey;
    const all = everyQuery('template', { companyId: 'c1' }).queryKey;
    expect(active).not.toEqual(all);
    expect(everyQuery('factor').queryKey).toEqual(everyQuery('factor', {}).queryKey);
    // Under the kind's key, so a change to the kind re-reads every one of them.
    expect(all.slice(0, 2)).toEqual(['library', 'template']);
  });
});
