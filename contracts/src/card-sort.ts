import type { Pile, PileMaxima, Placements } from './assessments.ts';

/**
 * The card-sort rules (assessment-method.md §1): the server checks every answer with them, and a
 * template's pile maxima (library) and an assessment's (assessments) are computed here. Each pile
 * has a maximum (default ceil(N/3) for N cards, so the maxima add up to at least N); Register
 * needs every card placed.
 */

export function pileMaxima(cardCount: number, overrides: Partial<Record<Pile, number | null>> = {}): PileMaxima {
  const automatic = Math.max(1, Math.ceil(cardCount / 3));
  return {
    best: overrides.best ?? automatic,
    mostly: overrides.mostly ?? automatic,
    least: overrides.least ?? automatic,
  };
}

export type PlacementProblem =
  | { code: 'unknownCard'; cardId: string }
  | { code: 'pileFull'; pile: Pile; count: number; max: number }
  | { code: 'allCardsNeeded'; missing: number };

export function pileCounts(placements: Placements): Record<Pile, number> {
  const counts: Record<Pile, number> = { best: 0, mostly: 0, least: 0 };
  for (const pile of Object.values(placements)) counts[pile]++;
  return counts;
}

/** Every problem of a set of placements; `final` (Register) also needs every card placed. */
export function checkPlacements(
  cardIds: readonly string[],
  placements: Placements,
  maxima: PileMaxima,
  final: boolean,
): PlacementProblem[] {
  const problems: PlacementProblem[] = [];
  const known = new Set(cardIds);
  for (const cardId of Object.keys(placements)) {
    if (!known.has(cardId)) problems.push({ code: 'unknownCard', cardId });
  }
  const counts = pileCounts(placements);
  for (const pile of ['best', 'mostly', 'least'] as const) {
    if (counts[pile] > maxima[pile]) problems.push({ code: 'pileFull', pile, count: counts[pile], max: maxima[pile] });
  }
  if (final) {
    const missing = cardIds.filter((id) => !(id in placements)).length;
    if (missing > 0) problems.push({ code: 'allCardsNeeded', missing });
  }
  return problems;
}
