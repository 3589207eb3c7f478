/**
 * Types of the 360-degree report engine (issue 7). The arithmetic is fixed in the design's
 * assessment-method.md §2–§4; this folder is pure (no database, no I/O), and the assessment module
 * adapts its rows to `ReportInput` and stores the `Report` it gets back as the snapshot.
 *
 * Everything in `Report` is plain JSON: strings, finite numbers, booleans, null, arrays and plain
 * objects (no undefined, NaN or Infinity). Scores keep full precision; rounding to two decimals
 * (and Persian digits) is the display's job.
 */

// ---------------- constants ----------------

/**
 * Stored with each snapshot, so that a later change of the arithmetic can be told apart.
 * 2: small anonymous groups are held back instead of merged into others (assessment-method.md §2, revised).
 */
export const REPORT_ENGINE_VERSION = 2;

/** Same names as the contracts' RATER_GROUPS; the engine keeps its own copy to stay pure. */
export const REPORT_GROUPS = ['self', 'manager', 'peer', 'subordinate', 'external'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** The groups that are not `self`, in the order the report shows them. */
export const OTHER_GROUPS = ['manager', 'peer', 'subordinate', 'external'] as const;
export type OtherGroup = (typeof OTHER_GROUPS)[number];
/**
 * Groups that take part in a report only with at least `minGroupSize` finished answers (smaller
 * ones are held back). `manager` is not anonymous.
 */
export const ANONYMOUS_GROUPS = ['peer', 'subordinate', 'external'] as const satisfies readonly OtherGroup[];
export type AnonymousGroup = (typeof ANONYMOUS_GROUPS)[number];
export const isAnonymousGroup = (g: string): g is AnonymousGroup => (ANONYMOUS_GROUPS as readonly string[]).includes(g);

/** `minGroupSize` may never be set below this (assessment-method.md §2): two answers can be told apart by their authors. */
export const MIN_GROUP_SIZE_FLOOR = 3;

export type Pile = 'best' | 'mostly' | 'least';
/** best describes = 3, mostly describes = 2, least describes = 1 (assessment-method.md §1). */
export const PILE_VALUES: Readonly<Record<Pile, 1 | 2 | 3>> = { best: 3, mostly: 2, least: 1 };

export type Band = 'strength' | 'middle' | 'need';

/** Defaults of the competency's and the factor's min and max score fields (assessment-method.md §3). */
export const DEFAULT_LOW = 1.67;
export const DEFAULT_HIGH = 2.33;
/** Default importance `s(c)` of a competency in the factor summary. */
export const DEFAULT_IMPORTANCE = 1;

/**
 * Tolerance of every threshold comparison (bands, gap, red-flag share, overuse share, low
 * agreement). Weighted means of decimal weights carry binary rounding (0.33·3 + 0.67·2 may come
 * out as 2.3299999999999996); a value that is on the threshold in decimal arithmetic counts as on
 * it. Far below any difference the report can show (two decimals).
 */
export const EPSILON = 1e-9;

// ---------------- input ----------------

/** One card of the assessment (a competency). Missing or null numbers take the defaults. */
export interface ReportCardInput {
  id: string;
  /** Persian title. */
  title: string;
  titleEn: string | null;
  factorId: string;
  /** Importance `s(c)` in the factor summary; must be > 0. Default 1. */
  score?: number | null;
  /** `low(c)`: band `need` when O(c) ≤ low. Default 1.67. */
  minScore?: number | null;
  /** `high(c)`: band `strength` when O(c) ≥ high. Default 2.33. */
  maxScore?: number | null;
  /** Competencies that balance this one when it is overused. */
  compensatorIds: readonly string[];
  /** Its difficulty is marked hard (development guidance: at most 2 hard ones). */
  isHard: boolean;
}

export interface ReportFactorInput {
  id: string;
  title: string;
  titleEn: string | null;
  /** Default 1.67. */
  minScore?: number | null;
  /** Default 2.33. */
  maxScore?: number | null;
}

/** A finished (registered) answer. Drafts must not be passed in. */
export interface ReportAnswerInput {
  /** Used only to check the input (at most one self answer); never copied to the output. */
  assessorId: string;
  group: ReportGroup;
  /** w(r) > 0. The self answer's weight does not matter (S_self is its value). */
  weight: number;
  /** Pile per card id. Placements of cards that are not in `cards` are ignored. */
  placements: Readonly<Record<string, Pile>>;
}

/**
 * Invited counts per group, for the cover's response counts. `finished` may be given but is not
 * read: the engine counts the finished answers it was handed, so that the counts always match the
 * scores (a snapshot taken while collecting included exactly those answers).
 */
export type ReportInvitations = Partial<Record<ReportGroup, { invited: number; finished?: number }>>;

export interface ReportSettings {
  /**
   * An anonymous group takes part only with at least this many finished answers, and *others*
   * is shown only when it holds at least this many. Default 3, never below MIN_GROUP_SIZE_FLOOR.
   */
  minGroupSize: number;
  /** Red flag when at least this share of the answers in *others* placed the card in `least`. Default 2/3. */
  redFlagShare: number;
  /** Blind spot: S_self − O ≥ gap; hidden strength: O − S_self ≥ gap. Default 1.0. */
  gap: number;
  /** Overuse when the share of a strength's compensators in `need` is strictly above this. Default 0.6. */
  overuseShare: number;
  /** Length of the top-strengths and top-needs lists. Default 5. */
  topCount: number;
}

export const DEFAULT_REPORT_SETTINGS: Readonly<ReportSettings> = Object.freeze({
  minGroupSize: 3,
  redFlagShare: 2 / 3,
  gap: 1.0,
  overuseShare: 0.6,
  topCount: 5,
});

export interface ReportInput {
  cards: readonly ReportCardInput[];
  factors: readonly ReportFactorInput[];
  /** Finished answers only, self included (at most one). */
  answers: readonly ReportAnswerInput[];
  invitations?: ReportInvitations;
  settings?: Partial<ReportSettings>;
}

/**
 * Thrown for input that breaks the contract above (an adapter bug or a broken library row), never
 * for a lack of answers: too few answers give a `notEnoughAnswers` state instead.
 */
export class ReportInputError extends Error {
  constructor(
    readonly code:
      | 'invalidSettings'
      | 'duplicateCard'
      | 'duplicateFactor'
      | 'unknownFactor'
      | 'invalidCardNumbers'
      | 'invalidFactorNumbers'
      | 'invalidGroup'
      | 'invalidWeight'
      | 'invalidPile'
      | 'multipleSelfAnswers'
      | 'invalidInvitations',
    message: string,
  ) {
    super(message);
    this.name = 'ReportInputError';
  }
}

// ---------------- output ----------------

/** How many answers in *others* placed a card in each pile (unweighted counts); all 0 while *others* is not shown. */
export interface PileCounts {
  best: number;
  mostly: number;
  least: number;
  /** best + mostly + least: the answers in *others* that placed this card. */
  total: number;
}

/** A(c) = 1 − σ(c), σ the weighted population standard deviation of the values in *others*. */
export type CardAgreement =
  | { status: 'ok'; /** 0..1 */ value: number; /** A(c) < 0.5 */ low: boolean }
  /** *others* is not shown for this card. */
  | { status: 'notEnoughAnswers' };

export interface ReportCardRow {
  cardId: string;
  title: string;
  titleEn: string | null;
  factorId: string;
  isHard: boolean;
  /** S_self(c), or null without a self answer that placed the card. */
  self: number | null;
  /**
   * S_g(c) for exactly the groups of `Report.shownGroups` (no other key ever appears). Null when the
   * group has no answer for this card, or (anonymous groups) fewer than `minGroupSize` answers
   * placed this card.
   */
  groups: Partial<Record<OtherGroup, number | null>>;
  /**
   * O(c): weighted mean of the answers in *others* (every answer that takes part, except self);
   * null while fewer than `minGroupSize` of them placed the card.
   */
  others: number | null;
  /** From O(c) and the card's own min/max; null when `others` is null. */
  band: Band | null;
  piles: PileCounts;
  agreement: CardAgreement;
  redFlag: boolean;
  overuse: boolean;
  blindSpot: boolean;
  hiddenStrength: boolean;
}

export interface ShownGroup {
  group: OtherGroup;
  /** false for `manager`: the screen says that this group is not anonymous. */
  anonymous: boolean;
}

export interface ResponseCount {
  invited: number;
  finished: number;
}

export interface ResponseCounts {
  self: ResponseCount;
  /**
   * Shown groups, plus `manager` when invited even if it has not answered (it is not anonymous).
   * An anonymous group that is not shown has no key here.
   */
  groups: Partial<Record<OtherGroup, ResponseCount>>;
  /** Every non-self group together, shown or not (counts only: invitations and finished answers). */
  others: ResponseCount;
  /** Finished answers that take part in *others* (and everything computed from it). */
  counted: number;
  /** Finished answers held back for anonymity: their groups are below `minGroupSize`. */
  heldBack: number;
}

export interface TopEntry {
  cardId: string;
  others: number;
  self: number | null;
  band: Band;
}

export interface GapFinding {
  cardId: string;
  self: number;
  others: number;
  /** Positive: S_self − O for a blind spot, O − S_self for a hidden strength. */
  difference: number;
}

export interface FactorScore {
  score: number;
  /** From the factor's own min/max. */
  band: Band;
}

export interface FactorRow {
  factorId: string;
  title: string;
  titleEn: string | null;
  /** The factor's cards in this assessment, in card order. */
  cardIds: string[];
  /** F_g(f) = Σ s(c)·S_g(c) / Σ s(c) over the factor's cards that have S_g(c); null when none has. */
  self: FactorScore | null;
  /** Keys: exactly `Report.shownGroups`. */
  groups: Partial<Record<OtherGroup, FactorScore | null>>;
  others: FactorScore | null;
}

export interface RedFlag {
  cardId: string;
  /** Non-self answers that placed the card in `least` (counted, not weighted). */
  least: number;
  /** Non-self answers that placed the card. */
  total: number;
  share: number;
}

export interface OveruseFinding {
  cardId: string;
  /** Compensators in `need` / compensators that have a band. */
  share: number;
  /** The compensators that count (on this assessment, with a band), in card order. */
  compensators: { cardId: string; band: Band }[];
}

export type OverallAgreement =
  | {
      status: 'ok';
      /** Mean of A(c) over the cards that have it; 0..1 (the display shows a percentage). */
      value: number;
      /** How many cards had an agreement. */
      cardCount: number;
      /** Cards with A(c) < 0.5, in card order. */
      lowCardIds: string[];
    }
  | { status: 'notEnoughAnswers' };

/** The short report (assessment-method.md §4): summary + factor summary + blind spots + hidden strengths. */
export interface ReportSummary {
  responses: ResponseCounts;
  topStrengths: TopEntry[];
  topNeeds: TopEntry[];
  factors: FactorRow[];
  blindSpots: GapFinding[];
  hiddenStrengths: GapFinding[];
}

/**
 * What only the company's admins and the system manager may read (they can invite more people);
 * `audienceView` removes it for the assessed person.
 */
export interface ReportAdminDetail {
  /** Finished answers held back, per group below `minGroupSize`. */
  heldBackByGroup: Partial<Record<AnonymousGroup, number>>;
}

export type ReportAudience = 'admin' | 'assessedPerson';

export interface Report {
  engineVersion: typeof REPORT_ENGINE_VERSION;
  /**
   * `notEnoughAnswers` while *others* holds fewer than `minGroupSize` answers: no others' score,
   * band, distribution, agreement or finding exists; self and manager columns may still show.
   */
  status: 'ready' | 'notEnoughAnswers';
  /**
   * Why: no finished answer at all, only the self-assessment, or fewer answers in *others* than
   * `minGroupSize` (small groups held back, or a manager alone). Null when ready.
   */
  notEnoughAnswersReason: 'noFinishedAnswers' | 'noOthersAnswers' | 'tooFewAnswers' | null;
  /** The settings used, defaults filled in. */
  settings: ReportSettings;
  /** The groups shown on their own, in the order manager, peer, subordinate, external. */
  shownGroups: ShownGroup[];
  summary: ReportSummary;
  /** The full table: one row per card, in the input's card order. Look titles up here by cardId. */
  cards: ReportCardRow[];
  agreement: OverallAgreement;
  redFlags: RedFlag[];
  overuse: OveruseFinding[];
  /** Admins only; null in the assessed person's view (and in every PDF). */
  adminDetail: ReportAdminDetail | null;
}
