/**
 * assessment-method.md §2–§3 and the agreement row of §4: input checks and defaults, group scores S_g(c),
 * others' score O(c), self score, bands, pile distributions and agreement A(c). Pure.
 */
import {
  DEFAULT_HIGH,
  DEFAULT_IMPORTANCE,
  DEFAULT_LOW,
  DEFAULT_REPORT_SETTINGS,
  EPSILON,
  isAnonymousGroup,
  MIN_GROUP_SIZE_FLOOR,
  OTHER_GROUPS,
  PILE_VALUES,
  REPORT_GROUPS,
  ReportInputError,
  type AnonymousGroup,
  type Band,
  type CardAgreement,
  type OtherGroup,
  type Pile,
  type PileCounts,
  type ReportAnswerInput,
  type ReportGroup,
  type ReportInput,
  type ReportSettings,
} from './report-types.ts';
import { groupTakesPart } from '@rira/contracts/group-thresholds';

// ---------------- small formulas ----------------

/** `strength` when score ≥ high, `need` when score ≤ low, else `middle` (assessment-method.md §3), within EPSILON. */
export function bandOf(score: number, low: number, high: number): Band {
  if (score >= high - EPSILON) return 'strength';
  if (score <= low + EPSILON) return 'need';
  return 'middle';
}

/** Σ w·x / Σ w; null for no values. Weights are > 0 (checked on input). */
export function weightedMean(values: readonly number[], weights: readonly number[]): number | null {
  let sw = 0;
  let swx = 0;
  for (let i = 0; i < values.length; i++) {
    sw += weights[i]!;
    swx += weights[i]! * values[i]!;
  }
  return sw > 0 ? swx / sw : null;
}

/** √(Σ w·(x − μ)² / Σ w), μ the weighted mean (population, not sample); null for no values. */
export function weightedPopulationSd(values: readonly number[], weights: readonly number[]): number | null {
  const mean = weightedMean(values, weights);
  if (mean === null) return null;
  let sw = 0;
  let ss = 0;
  for (let i = 0; i < values.length; i++) {
    const d = values[i]! - mean;
    sw += weights[i]!;
    ss += weights[i]! * d * d;
  }
  return Math.sqrt(Math.max(0, ss / sw));
}

/**
 * A(c) = 1 − σ(c) over the non-self values; needs at least 2 answers. σ of values in 1..3 is at
 * most 1, so A lies in 0..1 (clamped against rounding).
 */
export function agreementOf(values: readonly number[], weights: readonly number[]): CardAgreement {
  if (values.length < 2) return { status: 'notEnoughAnswers' };
  const sd = weightedPopulationSd(values, weights)!;
  const value = Math.min(1, Math.max(0, 1 - sd));
  return { status: 'ok', value, low: value < 0.5 - EPSILON };
}

// ---------------- input ----------------

export interface NormalCard {
  id: string;
  title: string;
  titleEn: string | null;
  factorId: string;
  importance: number;
  low: number;
  high: number;
  /** Distinct, without the card itself, in the input's order. */
  compensatorIds: string[];
  isHard: boolean;
}

export interface NormalFactor {
  id: string;
  title: string;
  titleEn: string | null;
  low: number;
  high: number;
}

export interface NormalAnswer {
  group: ReportGroup;
  weight: number;
  placements: Readonly<Record<string, Pile>>;
}

export interface NormalInput {
  cards: NormalCard[];
  factors: NormalFactor[];
  self: NormalAnswer | null;
  /** Every non-self answer. */
  others: NormalAnswer[];
  /** Finished answers per group (self included). */
  finished: Record<ReportGroup, number>;
  settings: ReportSettings;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function resolveSettings(partial: Partial<ReportSettings> | undefined): ReportSettings {
  const s: ReportSettings = { ...DEFAULT_REPORT_SETTINGS };
  for (const key of Object.keys(DEFAULT_REPORT_SETTINGS) as (keyof ReportSettings)[]) {
    const v = partial?.[key];
    if (v !== undefined && v !== null) s[key] = v;
  }
  const bad = (why: string) => new ReportInputError('invalidSettings', why);
  if (!Number.isInteger(s.minGroupSize) || s.minGroupSize < MIN_GROUP_SIZE_FLOOR)
    throw bad(`minGroupSize must be an integer ≥ ${MIN_GROUP_SIZE_FLOOR}`);
  if (!isFiniteNumber(s.redFlagShare) || s.redFlagShare <= 0 || s.redFlagShare > 1) throw bad('redFlagShare must be in (0, 1]');
  if (!isFiniteNumber(s.gap) || s.gap <= 0 || s.gap > 2) throw bad('gap must be in (0, 2]');
  if (!isFiniteNumber(s.overuseShare) || s.overuseShare < 0 || s.overuseShare >= 1) throw bad('overuseShare must be in [0, 1)');
  if (!Number.isInteger(s.topCount) || s.topCount < 0) throw bad('topCount must be an integer ≥ 0');
  return s;
}

function thresholds(low: number | null | undefined, high: number | null | undefined) {
  const l = low ?? DEFAULT_LOW;
  const h = high ?? DEFAULT_HIGH;
  return isFiniteNumber(l) && isFiniteNumber(h) && l <= h ? { low: l, high: h } : null;
}

function checkAnswer(a: ReportAnswerInput, cardIds: ReadonlySet<string>): NormalAnswer {
  if (!(REPORT_GROUPS as readonly string[]).includes(a.group))
    throw new ReportInputError('invalidGroup', `unknown rater group ${String(a.group)}`);
  if (!isFiniteNumber(a.weight) || a.weight <= 0)
    throw new ReportInputError('invalidWeight', 'an answer weight must be a finite number > 0');
  for (const cardId of cardIds) {
    if (!Object.hasOwn(a.placements, cardId)) continue;
    const pile = a.placements[cardId];
    if (pile !== 'best' && pile !== 'mostly' && pile !== 'least') throw new ReportInputError('invalidPile', `unknown pile ${String(pile)}`);
  }
  return { group: a.group, weight: a.weight, placements: a.placements };
}

/** Checks the input (see ReportInputError) and fills in every default. */
export function normaliseInput(input: ReportInput): NormalInput {
  const settings = resolveSettings(input.settings);

  const factors: NormalFactor[] = [];
  const factorIds = new Set<string>();
  for (const f of input.factors) {
    if (factorIds.has(f.id)) throw new ReportInputError('duplicateFactor', `factor ${f.id} is given twice`);
    factorIds.add(f.id);
    const t = thresholds(f.minScore, f.maxScore);
    if (!t) throw new ReportInputError('invalidFactorNumbers', `factor ${f.id}: min and max must be finite with min ≤ max`);
    factors.push({ id: f.id, title: f.title, titleEn: f.titleEn ?? null, ...t });
  }

  const cards: NormalCard[] = [];
  const cardIds = new Set<string>();
  for (const c of input.cards) {
    if (cardIds.has(c.id)) throw new ReportInputError('duplicateCard', `card ${c.id} is given twice`);
    cardIds.add(c.id);
    if (!factorIds.has(c.factorId)) throw new ReportInputError('unknownFactor', `card ${c.id}: factor ${c.factorId} is not in factors`);
    const t = thresholds(c.minScore, c.maxScore);
    const importance = c.score ?? DEFAULT_IMPORTANCE;
    if (!t || !isFiniteNumber(importance) || importance <= 0) {
      throw new ReportInputError('invalidCardNumbers', `card ${c.id}: score must be > 0, min and max finite with min ≤ max`);
    }
    const compensatorIds = [...new Set(c.compensatorIds)].filter((id) => id !== c.id);
    cards.push({
      id: c.id,
      title: c.title,
      titleEn: c.titleEn ?? null,
      factorId: c.factorId,
      importance,
      ...t,
      compensatorIds,
      isHard: c.isHard,
    });
  }

  let self: NormalAnswer | null = null;
  const others: NormalAnswer[] = [];
  const finished: Record<ReportGroup, number> = { self: 0, manager: 0, peer: 0, subordinate: 0, external: 0 };
  for (const raw of input.answers) {
    const a = checkAnswer(raw, cardIds);
    finished[a.group]++;
    if (a.group === 'self') {
      if (self) throw new ReportInputError('multipleSelfAnswers', 'at most one self answer may be given');
      self = a;
    } else {
      others.push(a);
    }
  }
  return { cards, factors, self, others, finished, settings };
}

// ---------------- anonymity ----------------

/** Which answers take part in the report (assessment-method.md §2, revised): decided here, once, for every figure. */
export interface Participation {
  /** Groups shown on their own, in the order manager, peer, subordinate, external. */
  shown: OtherGroup[];
  /** The answers in *others*: every non-self answer of a shown group. */
  counted: NormalAnswer[];
  /** *others* holds at least `minGroupSize` answers, so it (and all computed from it) is shown. */
  othersShown: boolean;
  /** Finished answers held back, per anonymous group below `minGroupSize`. */
  heldBack: Partial<Record<AnonymousGroup, number>>;
}

/**
 * `manager` is shown on its own whenever it has a finished answer (it is not anonymous) and takes
 * part in *others*. `peer`, `subordinate` and `external` take part — on their own and in *others* —
 * only with at least `minGroupSize` finished answers; a smaller group is held back: it counts in no
 * figure at all (merging it into *others* would let it be worked out by subtraction). *others* is
 * shown only with at least `minGroupSize` answers, so that *others* minus the shown groups is always
 * empty and a manager alone is never presented as *others*.
 */
export function participationOf(input: NormalInput): Participation {
  const k = input.settings.minGroupSize;
  const shown: OtherGroup[] = [];
  const heldBack: Partial<Record<AnonymousGroup, number>> = {};
  for (const g of OTHER_GROUPS) {
    const n = input.finished[g];
    if (n === 0) continue;
    // The one rule, shared with the warnings before a close and while assessors are chosen.
    if (groupTakesPart(g, n, k)) shown.push(g);
    else heldBack[g as AnonymousGroup] = n;
  }
  const counted = input.others.filter((a) => shown.includes(a.group as OtherGroup));
  return { shown, counted, othersShown: counted.length >= k, heldBack };
}

// ---------------- per card ----------------

export interface CardScores {
  self: number | null;
  /** Keys: exactly the shown groups. */
  groups: Partial<Record<OtherGroup, number | null>>;
  others: number | null;
  band: Band | null;
  piles: PileCounts;
  agreement: CardAgreement;
}

const NO_PILES: PileCounts = { best: 0, mostly: 0, least: 0, total: 0 };

/**
 * Scores of one card. Finished answers place every card, so per card the rule of
 * `participationOf` holds as it is; for an answer that placed only some cards (never produced by the
 * card sort, but the engine does not trust its input) the same rule is applied per card: an
 * anonymous group with fewer than `minGroupSize` placements of this card is left out of this card
 * entirely — its own score and O(c) — and O(c) needs `minGroupSize` placements too.
 */
export function scoreCard(card: NormalCard, input: NormalInput, participation: Participation): CardScores {
  const k = input.settings.minGroupSize;
  const selfPile = input.self && Object.hasOwn(input.self.placements, card.id) ? input.self.placements[card.id] : undefined;
  const self = selfPile ? PILE_VALUES[selfPile] : null;

  const placed = new Map<OtherGroup, { weight: number; pile: Pile }[]>();
  for (const a of participation.counted) {
    if (!Object.hasOwn(a.placements, card.id)) continue;
    const group = a.group as OtherGroup;
    const list = placed.get(group) ?? [];
    list.push({ weight: a.weight, pile: a.placements[card.id]! });
    placed.set(group, list);
  }

  const groups: Partial<Record<OtherGroup, number | null>> = {};
  const values: number[] = [];
  const weights: number[] = [];
  const piles: PileCounts = { ...NO_PILES };
  for (const g of participation.shown) {
    const list = placed.get(g) ?? [];
    if (list.length === 0 || (isAnonymousGroup(g) && list.length < k)) {
      groups[g] = null;
      continue;
    }
    groups[g] = weightedMean(
      list.map((p) => PILE_VALUES[p.pile]),
      list.map((p) => p.weight),
    );
    for (const p of list) {
      values.push(PILE_VALUES[p.pile]);
      weights.push(p.weight);
      piles[p.pile]++;
      piles.total++;
    }
  }

  if (!participation.othersShown || values.length < k) {
    return { self, groups, others: null, band: null, piles: { ...NO_PILES }, agreement: { status: 'notEnoughAnswers' } };
  }
  const others = weightedMean(values, weights)!;
  return { self, groups, others, band: bandOf(others, card.low, card.high), piles, agreement: agreementOf(values, weights) };
}
