import { PILES, type Pile, type PileMaxima, type Placements } from '@rira/contracts/assessments';

/**
 * The card sort's state outside React (assessment-method.md §1): which pile each card is in,
 * the pile maxima, and the undo history. Every change goes through `place` or `undo`, which
 * answer at once whether it happened, so the screen can show the limit message in the same
 * event. Components read it with useSyncExternalStore; nothing here knows about the DOM.
 */
export type PileCounts = Record<Pile, number>;

export interface SortSnapshot {
  placements: Placements;
  counts: PileCounts;
  placed: number;
  total: number;
  allPlaced: boolean;
  canUndo: boolean;
  /** Bumped by every change (autosave and "unsaved changes" follow it). */
  revision: number;
  /** The pile that refused the last card, for the limit message beside it; cleared by the next change. */
  refusedPile: Pile | null;
}

export type PlaceResult =
  | { ok: true; cardId: string; from: Pile | null; to: Pile | null }
  | { ok: false; reason: 'pileFull' | 'unchanged' | 'unknownCard'; cardId: string; pile: Pile | null };

export type UndoResult = { ok: true; cardId: string | null; from: Pile | null; to: Pile | null } | { ok: false };

const MAX_HISTORY = 500;

export function countPiles(placements: Placements): PileCounts {
  const counts: PileCounts = { best: 0, mostly: 0, least: 0 };
  for (const pile of Object.values(placements)) counts[pile] += 1;
  return counts;
}

/** The default maximum of each pile for N cards: ceil(N / 3), so the three together hold every card. */
export function defaultPileMax(cardCount: number): number {
  return Math.ceil(cardCount / 3);
}

/** Whether `cardId` may go to `pile` (null: back to the unsorted cards). */
export function checkPlace(placements: Placements, maxima: PileMaxima, cardId: string, pile: Pile | null): 'ok' | 'pileFull' | 'unchanged' {
  const from = placements[cardId] ?? null;
  if (from === pile) return 'unchanged';
  if (pile && countPiles(placements)[pile] >= maxima[pile]) return 'pileFull';
  return 'ok';
}

export class SortStore {
  readonly cardIds: readonly string[];
  readonly maxima: PileMaxima;
  private readonly known: ReadonlySet<string>;
  private past: Placements[] = [];
  private snapshot: SortSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(cardIds: readonly string[], maxima: PileMaxima, placements: Placements) {
    this.cardIds = cardIds;
    this.maxima = maxima;
    this.known = new Set(cardIds);
    this.snapshot = this.build(this.clean(placements), 0, null);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SortSnapshot => this.snapshot;

  get placements(): Placements {
    return this.snapshot.placements;
  }

  pileOf(cardId: string): Pile | null {
    return this.snapshot.placements[cardId] ?? null;
  }

  /** Puts a card in a pile (or back among the unsorted with null); a full pile refuses it. */
  place(cardId: string, pile: Pile | null): PlaceResult {
    if (!this.known.has(cardId)) return { ok: false, reason: 'unknownCard', cardId, pile };
    const current = this.snapshot.placements;
    const verdict = checkPlace(current, this.maxima, cardId, pile);
    if (verdict === 'pileFull') {
      this.commit({ ...this.snapshot, refusedPile: pile });
      return { ok: false, reason: 'pileFull', cardId, pile };
    }
    if (verdict === 'unchanged') return { ok: false, reason: 'unchanged', cardId, pile };
    const from = current[cardId] ?? null;
    const next: Placements = { ...current };
    if (pile) next[cardId] = pile;
    else delete next[cardId];
    this.past.push(current);
    if (this.past.length > MAX_HISTORY) this.past.shift();
    this.commit(this.build(next, this.snapshot.revision + 1, null));
    return { ok: true, cardId, from, to: pile };
  }

  /** Takes back the last change (as many steps as were made since the answer was loaded). */
  undo(): UndoResult {
    const previous = this.past.pop();
    if (!previous) return { ok: false };
    const current = this.snapshot.placements;
    const cardId = changedCard(previous, current);
    this.commit(this.build(previous, this.snapshot.revision + 1, null));
    return { ok: true, cardId, from: cardId ? (current[cardId] ?? null) : null, to: cardId ? (previous[cardId] ?? null) : null };
  }

  /** The placements that were saved elsewhere replace these (history goes: it no longer applies). */
  replace(placements: Placements): void {
    this.past = [];
    this.commit(this.build(this.clean(placements), this.snapshot.revision + 1, null));
  }

  private clean(placements: Placements): Placements {
    const out: Placements = {};
    for (const [id, pile] of Object.entries(placements)) {
      if (this.known.has(id) && (PILES as readonly string[]).includes(pile)) out[id] = pile;
    }
    return out;
  }

  private build(placements: Placements, revision: number, refusedPile: Pile | null): SortSnapshot {
    const counts = countPiles(placements);
    const placed = counts.best + counts.mostly + counts.least;
    const total = this.cardIds.length;
    return {
      placements,
      counts,
      placed,
      total,
      allPlaced: total > 0 && placed === total,
      canUndo: this.past.length > 0,
      revision,
      refusedPile,
    };
  }

  private commit(next: SortSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

function changedCard(a: Placements, b: Placements): string | null {
  for (const id of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (a[id] !== b[id]) return id;
  }
  return null;
}
