/**
 * Builders for the report-engine tests and bench (never imported by the app). Answers are written as one
 * letter per card, in the order of the card ids given: b = best (3), m = mostly (2), l = least (1),
 * '-' = not placed.
 */
import type {
  Pile,
  ReportAnswerInput,
  ReportCardInput,
  ReportFactorInput,
  ReportGroup,
} from '../modules/assessments/domain/report-types.ts';

export function card(id: string, over: Partial<ReportCardInput> = {}): ReportCardInput {
  return { id, title: id, titleEn: null, factorId: 'f1', compensatorIds: [], isHard: false, ...over };
}

export function factor(id: string, over: Partial<ReportFactorInput> = {}): ReportFactorInput {
  return { id, title: id, titleEn: null, ...over };
}

const LETTERS: Record<string, Pile | null> = { b: 'best', m: 'mostly', l: 'least', '-': null };

let serial = 0;

/** answer('peer', 'bml', ['c1', 'c2', 'c3'], 2): a peer of weight 2 who put c1 in best, c2 in mostly, c3 in least. */
export function answer(group: ReportGroup, piles: string, cardIds: readonly string[], weight = 1): ReportAnswerInput {
  const letters = piles.replace(/\s+/g, '');
  if (letters.length !== cardIds.length) throw new Error(`answer "${piles}" has ${letters.length} piles for ${cardIds.length} cards`);
  const placements: Record<string, Pile> = {};
  [...letters].forEach((letter, i) => {
    const pile = LETTERS[letter];
    if (pile === undefined) throw new Error(`unknown pile letter ${letter}`);
    if (pile) placements[cardIds[i]!] = pile;
  });
  return { assessorId: `assessor-${group}-${++serial}`, group, weight, placements };
}

/** Every number in a JSON-like value, with its path. */
export function numbersIn(value: unknown, path = '$'): { path: string; value: number }[] {
  if (typeof value === 'number') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => numbersIn(v, `${path}.${k}`));
  return [];
}

/** mulberry32: a small seeded PRNG (numbers in [0, 1)), so that a random case can be replayed from its seed. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
