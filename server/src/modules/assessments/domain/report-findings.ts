/**
 * assessment-method.md §4 findings: red flags, overuse, blind spots and hidden strengths. Pure; works on the
 * per-card scores of report-scores.ts.
 */
import type { CardScores, NormalCard } from './report-scores.ts';
import { EPSILON, type Band, type GapFinding, type OveruseFinding, type RedFlag, type ReportSettings } from './report-types.ts';

export interface ScoredCard {
  card: NormalCard;
  scores: CardScores;
}

const collator = new Intl.Collator('fa');

/** Persian title, then id: the last tie-break of every list, so that the order never depends on input order. */
export function byTitle(a: NormalCard, b: NormalCard): number {
  return collator.compare(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Red flag: at least `redFlagShare` of the non-self answers that placed the card put it in `least`.
 * The share counts answers (unweighted), as the method says "of the non-self answers"; a single
 * non-self answer in `least` is a share of 1. Ordered by share (largest first), then title.
 */
export function redFlagOf(s: ScoredCard, settings: ReportSettings): RedFlag | null {
  const { least, total } = s.scores.piles;
  if (total === 0) return null;
  const share = least / total;
  return share >= settings.redFlagShare - EPSILON ? { cardId: s.card.id, least, total, share } : null;
}

/**
 * Overuse, for a card in band `strength` with compensators: share = compensators in `need` /
 * compensators. Only compensators that are cards of this assessment and have a band count (one that
 * was not assessed can be neither in need nor not); with none left, or no compensators at all, the
 * card is never overused. Overuse when share > overuseShare (strictly: 3 of 5 = 0.6 is not).
 */
export function overuseOf(s: ScoredCard, bandById: ReadonlyMap<string, Band | null>, settings: ReportSettings): OveruseFinding | null {
  if (s.scores.band !== 'strength') return null;
  const compensators: { cardId: string; band: Band }[] = [];
  for (const id of s.card.compensatorIds) {
    const band = bandById.get(id);
    if (band) compensators.push({ cardId: id, band });
  }
  if (compensators.length === 0) return null;
  const share = compensators.filter((c) => c.band === 'need').length / compensators.length;
  return share > settings.overuseShare + EPSILON ? { cardId: s.card.id, share, compensators } : null;
}

/** Blind spot: S_self − O ≥ gap. Needs both scores. */
export function blindSpotOf(s: ScoredCard, settings: ReportSettings): GapFinding | null {
  const { self, others } = s.scores;
  if (self === null || others === null) return null;
  const difference = self - others;
  return difference >= settings.gap - EPSILON ? { cardId: s.card.id, self, others, difference } : null;
}

/** Hidden strength: O − S_self ≥ gap. Needs both scores. */
export function hiddenStrengthOf(s: ScoredCard, settings: ReportSettings): GapFinding | null {
  const { self, others } = s.scores;
  if (self === null || others === null) return null;
  const difference = others - self;
  return difference >= settings.gap - EPSILON ? { cardId: s.card.id, self, others, difference } : null;
}

/** Sorts findings by a magnitude (largest first, equal within EPSILON), then by title and id. */
export function sortByMagnitude<T extends { cardId: string }>(
  items: T[],
  magnitude: (t: T) => number,
  cardById: ReadonlyMap<string, NormalCard>,
): T[] {
  return items.sort((a, b) => {
    const d = magnitude(b) - magnitude(a);
    if (Math.abs(d) > EPSILON) return d;
    return byTitle(cardById.get(a.cardId)!, cardById.get(b.cardId)!);
  });
}
