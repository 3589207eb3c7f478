import { describe, expect, it, vi } from 'vitest';
import { SortStore, checkPlace, countPiles, defaultPileMax } from './sort-store.ts';

const ids = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];
const maxima = { best: 2, mostly: 2, least: 2 };

describe('pile rules', () => {
  it('defaults each pile to ceil(N/3), so the three together hold every card', () => {
    expect(defaultPileMax(38)).toBe(13);
    expect(defaultPileMax(60)).toBe(20);
    expect(defaultPileMax(1)).toBe(1);
    expect(3 * defaultPileMax(38)).toBeGreaterThanOrEqual(38);
  });

  it('counts the cards of each pile', () => {
    expect(countPiles({ c1: 'best', c2: 'best', c3: 'least' })).toEqual({ best: 2, mostly: 0, least: 1 });
  });

  it('refuses a card for a full pile, and lets a card move within the limit', () => {
    const placements = { c1: 'best', c2: 'best' } as const;
    expect(checkPlace(placements, maxima, 'c3', 'best')).toBe('pileFull');
    expect(checkPlace(placements, maxima, 'c1', 'best')).toBe('unchanged');
    expect(checkPlace(placements, maxima, 'c1', 'mostly')).toBe('ok');
    expect(checkPlace(placements, maxima, 'c1', null)).toBe('ok');
  });
});

describe('SortStore', () => {
  it('places cards, keeps live counts and knows when every card is placed', () => {
    const store = new SortStore(ids, maxima, {});
    expect(store.getSnapshot()).toMatchObject({ placed: 0, total: 6, allPlaced: false, canUndo: false });
    for (const [id, pile] of [
      ['c1', 'best'],
      ['c2', 'best'],
      ['c3', 'mostly'],
      ['c4', 'mostly'],
      ['c5', 'least'],
    ] as const) {
      expect(store.place(id, pile).ok).toBe(true);
    }
    expect(store.getSnapshot().counts).toEqual({ best: 2, mostly: 2, least: 1 });
    expect(store.getSnapshot().allPlaced).toBe(false);
    store.place('c6', 'least');
    expect(store.getSnapshot()).toMatchObject({ placed: 6, allPlaced: true });
  });

  it('refuses a full pile with its reason, marks the pile for the limit message and changes nothing else', () => {
    const store = new SortStore(ids, maxima, { c1: 'best', c2: 'best' });
    const before = store.getSnapshot();
    const result = store.place('c3', 'best');
    expect(result).toEqual({ ok: false, reason: 'pileFull', cardId: 'c3', pile: 'best' });
    const after = store.getSnapshot();
    expect(after.placements).toEqual(before.placements);
    expect(after.revision).toBe(before.revision);
    expect(after.refusedPile).toBe('best');
    // The next successful move clears the message.
    store.place('c3', 'mostly');
    expect(store.getSnapshot().refusedPile).toBeNull();
  });

  it('undoes step by step back to the loaded answer, and no further', () => {
    const store = new SortStore(ids, maxima, { c1: 'least' });
    store.place('c2', 'best');
    store.place('c2', 'mostly');
    store.place('c1', null);
    expect(store.getSnapshot().placements).toEqual({ c2: 'mostly' });
    expect(store.undo()).toEqual({ ok: true, cardId: 'c1', from: null, to: 'least' });
    expect(store.getSnapshot().placements).toEqual({ c1: 'least', c2: 'mostly' });
    expect(store.undo()).toMatchObject({ ok: true, cardId: 'c2', to: 'best' });
    expect(store.undo()).toMatchObject({ ok: true, cardId: 'c2', to: null });
    expect(store.getSnapshot().placements).toEqual({ c1: 'least' });
    expect(store.getSnapshot().canUndo).toBe(false);
    expect(store.undo()).toEqual({ ok: false });
  });

  it('does not count a refused or unchanged move as a step to undo', () => {
    const store = new SortStore(ids, maxima, { c1: 'best', c2: 'best' });
    store.place('c3', 'best');
    store.place('c1', 'best');
    expect(store.getSnapshot().canUndo).toBe(false);
  });

  it('tells subscribers about every change and bumps the revision', () => {
    const store = new SortStore(ids, maxima, {});
    const listener = vi.fn();
    store.subscribe(listener);
    store.place('c1', 'best');
    store.undo();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().revision).toBe(2);
  });

  it('ignores unknown cards and stale piles in a loaded answer', () => {
    const store = new SortStore(ids, maxima, { c1: 'best', ghost: 'least' });
    expect(store.getSnapshot().placements).toEqual({ c1: 'best' });
    expect(store.place('ghost', 'best')).toMatchObject({ ok: false, reason: 'unknownCard' });
  });

  it('replaces the placements with a reloaded answer and forgets the history', () => {
    const store = new SortStore(ids, maxima, {});
    store.place('c1', 'best');
    store.replace({ c2: 'least' });
    expect(store.getSnapshot()).toMatchObject({ placements: { c2: 'least' }, canUndo: false });
  });
});
