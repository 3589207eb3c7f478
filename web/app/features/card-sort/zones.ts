import { PILES, type Card, type Pile } from '@rira/contracts/assessments';
import type { LanguageCode } from '@rira/contracts/language';
import { pickLocal } from '@rira/contracts/local-text';

/**
 * The four places a card can be: the unsorted cards and the three piles, in reading order.
 * The zone ids double as dnd-kit droppable ids.
 */
export const UNSORTED = 'unsorted' as const;
export type Zone = Pile | typeof UNSORTED;
export const ZONES: readonly Zone[] = [UNSORTED, ...PILES];

export function isPile(value: unknown): value is Pile {
  return typeof value === 'string' && (PILES as readonly string[]).includes(value);
}

export function zoneOf(pile: Pile | null): Zone {
  return pile ?? UNSORTED;
}

export function pileOfZone(zone: Zone): Pile | null {
  return zone === UNSORTED ? null : zone;
}

/** The zone `step` places after (1) or before (-1) this one, clamped at the ends. */
export function neighbourZone(zone: Zone, step: 1 | -1): Zone {
  const index = ZONES.indexOf(zone);
  return ZONES[Math.min(ZONES.length - 1, Math.max(0, index + step))]!;
}

/**
 * A card's texts in the reader's language, falling back to Persian when English is missing
 * (lib/language-marked-text.tsx); `langs` says which language each is in, for its element's `lang`.
 */
export function cardText(card: Card, lang: LanguageCode) {
  const title = pickLocal(card.title, card.titleEn, lang);
  const skilled = pickLocal(card.skilled, card.skilledEn, lang);
  const unskilled = pickLocal(card.unskilled, card.unskilledEn, lang);
  return {
    title: title.text,
    skilled: skilled.text,
    unskilled: unskilled.text,
    langs: { title: title.lang, skilled: skilled.lang, unskilled: unskilled.lang },
  };
}

/** Pile keys as the screen calls them; every text is under cardSort.piles.<pile>. */
export const PILE_TONE: Record<Zone, string> = {
  unsorted: 'border-s-line',
  best: 'border-s-success',
  mostly: 'border-s-primary-600',
  least: 'border-s-warning-ink',
};
