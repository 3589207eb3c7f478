import { describe, expect, it } from 'vitest';
import { checkPlacements, pileMaxima } from './card-sort.ts';

describe('pile maxima', () => {
  it.each([
    [38, 13],
    [39, 13],
    [40, 14],
    [1, 1],
    [2, 1],
    [60, 20],
  ])('%i cards: ceil(N/3) = %i per pile, adding up to at least N', (n, each) => {
    const maxima = pileMaxima(n);
    expect(maxima).toEqual({ best: each, mostly: each, least: each });
    expect(maxima.best + maxima.mostly + maxima.least).toBeGreaterThanOrEqual(n);
  });
  it('takes a template’s own maxima', () => {
    expect(pileMaxima(30, { best: 5, least: null })).toEqual({ best: 5, mostly: 10, least: 10 });
  });
});

describe('placements', () => {
  const cards = ['a', 'b', 'c', 'd', 'e', 'f'];
  const maxima = pileMaxima(cards.length); // 2 each

  it('accepts a partial draft within the maxima', () => {
    expect(checkPlacements(cards, { a: 'best', b: 'least' }, maxima, false)).toEqual([]);
  });
  it('refuses a full pile with its count and maximum', () => {
    expect(checkPlacements(cards, { a: 'best', b: 'best', c: 'best' }, maxima, false)).toEqual([
      { code: 'pileFull', pile: 'best', count: 3, max: 2 },
    ]);
  });
  it('refuses a card that is not in the assessment', () => {
    expect(checkPlacements(cards, { z: 'best' }, maxima, false)).toEqual([{ code: 'unknownCard', cardId: 'z' }]);
  });
  it('needs every card placed to register, and says how many are missing', () => {
    expect(checkPlacements(cards, { a: 'best', b: 'best', c: 'mostly' }, maxima, true)).toEqual([{ code: 'allCardsNeeded', missing: 3 }]);
    expect(checkPlacements(cards, { a: 'best', b: 'best', c: 'mostly', d: 'mostly', e: 'least', f: 'least' }, maxima, true)).toEqual([]);
  });
});
