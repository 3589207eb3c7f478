/**
 * Development guidance (assessment-method.md §4, the seed's §9): the person chooses competencies to develop; at
 * most 2 of them may be marked hard to develop. Pure; the API translates a refusal into its message.
 */

/** The seed's "at most 2 hard". */
export const MAX_HARD_DEVELOPMENT_CHOICES = 2;

export type DevelopmentChoiceResult =
  /** The chosen ids, without duplicates, in the order first chosen. */
  | { ok: true; cardIds: string[] }
  /** More than 2 hard ones: `hardCardIds` are all the chosen hard cards (the message lists them). */
  | { ok: false; reason: 'tooManyHard'; hardCardIds: string[]; maxHard: number }
  /** Ids that are not cards of this assessment. */
  | { ok: false; reason: 'unknownCards'; cardIds: string[] };

/**
 * Checks a development choice. Choosing the same card twice counts once. Unknown ids are refused
 * first (a request that names a card of another assessment must not be judged on the rest).
 */
export function checkDevelopmentChoice(
  cards: readonly { id: string; isHard: boolean }[],
  chosenIds: readonly string[],
  maxHard: number = MAX_HARD_DEVELOPMENT_CHOICES,
): DevelopmentChoiceResult {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const chosen = [...new Set(chosenIds)];
  const unknown = chosen.filter((id) => !byId.has(id));
  if (unknown.length > 0) return { ok: false, reason: 'unknownCards', cardIds: unknown };
  const hard = chosen.filter((id) => byId.get(id)!.isHard);
  if (hard.length > maxHard) return { ok: false, reason: 'tooManyHard', hardCardIds: hard, maxHard };
  return { ok: true, cardIds: chosen };
}
