/**
 * assessment-method.md §4 summaries: the factor summary F_g(f), the top strengths and top needs, and the
 * response counts of the cover. Pure.
 */
import { byTitle, type ScoredCard } from './report-findings.ts';
import { bandOf, type NormalFactor } from './report-scores.ts';
import {
  EPSILON,
  isAnonymousGroup,
  OTHER_GROUPS,
  ReportInputError,
  type FactorRow,
  type FactorScore,
  type OtherGroup,
  type ReportGroup,
  type ReportInvitations,
  type ResponseCount,
  type ResponseCounts,
  type TopEntry,
} from './report-types.ts';

// ---------------- factor summary ----------------

/**
 * F_g(f) = Σ_{c∈f} s(c)·S_g(c) / Σ_{c∈f} s(c), with s(c) the card's importance. A card without
 * S_g(c) (no answer of that group placed it) is left out of both sums rather than counted as 0, so
 * the factor score stays on the 1..3 scale; null when no card of the factor has a score.
 */
function factorScore(
  factor: NormalFactor,
  cards: readonly ScoredCard[],
  pick: (s: ScoredCard) => number | null | undefined,
): FactorScore | null {
  let sw = 0;
  let swx = 0;
  for (const s of cards) {
    const x = pick(s);
    if (x === null || x === undefined) continue;
    sw += s.card.importance;
    swx += s.card.importance * x;
  }
  if (sw <= 0) return null;
  const score = swx / sw;
  return { score, band: bandOf(score, factor.low, factor.high) };
}

/** One row per factor that has at least one card, in the input's factor order. */
export function factorSummary(factors: readonly NormalFactor[], scored: readonly ScoredCard[], shown: readonly OtherGroup[]): FactorRow[] {
  const rows: FactorRow[] = [];
  for (const f of factors) {
    const cards = scored.filter((s) => s.card.factorId === f.id);
    if (cards.length === 0) continue;
    const groups: FactorRow['groups'] = {};
    for (const g of shown) groups[g] = factorScore(f, cards, (s) => s.scores.groups[g]);
    rows.push({
      factorId: f.id,
      title: f.title,
      titleEn: f.titleEn,
      cardIds: cards.map((s) => s.card.id),
      self: factorScore(f, cards, (s) => s.scores.self),
      groups,
      others: factorScore(f, cards, (s) => s.scores.others),
    });
  }
  return rows;
}

// ---------------- top strengths and needs ----------------

/** null sorts after any number, in both lists. */
function compareSelf(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return Math.abs(a - b) > EPSILON ? direction * (a - b) : 0;
}

/**
 * Top strengths: highest O(c) first; ties by S_self, higher first (the person agrees: a confirmed
 * strength before a hidden one); then by Persian title, then id.
 * Top needs: lowest O(c) first; ties by S_self, lower first (a confirmed need before a blind spot);
 * then by title, then id. Cards without a self score come after those with one in both lists.
 *
 * The lists are relative ("the highest and lowest rated"), as in the method: a top strength may be
 * in band `middle` or even `need` when every card is rated low, so each entry carries its band. A
 * card is never in both lists: with fewer than 2·topCount cards, strengths take ⌈n/2⌉ of them and
 * needs the rest (at most topCount each).
 */
export function topLists(scored: readonly ScoredCard[], topCount: number): { topStrengths: TopEntry[]; topNeeds: TopEntry[] } {
  const rated = scored.filter((s) => s.scores.others !== null);
  const o = (s: ScoredCard) => s.scores.others!;
  const strengthOrder = [...rated].sort((a, b) => {
    const d = o(b) - o(a);
    if (Math.abs(d) > EPSILON) return d;
    return compareSelf(a.scores.self, b.scores.self, -1) || byTitle(a.card, b.card);
  });
  const strengthCount = Math.min(topCount, Math.ceil(rated.length / 2));
  const strengths = strengthOrder.slice(0, strengthCount);
  const taken = new Set(strengths.map((s) => s.card.id));
  const needOrder = rated
    .filter((s) => !taken.has(s.card.id))
    .sort((a, b) => {
      const d = o(a) - o(b);
      if (Math.abs(d) > EPSILON) return d;
      return compareSelf(a.scores.self, b.scores.self, 1) || byTitle(a.card, b.card);
    });
  const needs = needOrder.slice(0, Math.min(topCount, rated.length - strengthCount));
  const entry = (s: ScoredCard): TopEntry => ({ cardId: s.card.id, others: o(s), self: s.scores.self, band: s.scores.band! });
  return { topStrengths: strengths.map(entry), topNeeds: needs.map(entry) };
}

// ---------------- response counts ----------------

/**
 * Invited and finished per group. `finished` is counted from the answers given; `invited` comes from
 * the input and is raised to `finished` if lower (a count can never show more answers than
 * invitations); self defaults to 1 invited. An anonymous group that is not shown has no key: its
 * answers are in `heldBack`, and its counts only inside `others`.
 */
export function responseCounts(
  finished: Readonly<Record<ReportGroup, number>>,
  invitations: ReportInvitations | undefined,
  shown: readonly OtherGroup[],
  participation: { counted: number; heldBack: number },
): ResponseCounts {
  const count = (g: ReportGroup): ResponseCount => {
    const invited = invitations?.[g]?.invited ?? (g === 'self' ? 1 : 0);
    if (!Number.isInteger(invited) || invited < 0)
      throw new ReportInputError('invalidInvitations', `invited count of ${g} must be an integer ≥ 0`);
    return { invited: Math.max(invited, finished[g]), finished: finished[g] };
  };
  const groups: ResponseCounts['groups'] = {};
  const others: ResponseCount = { invited: 0, finished: 0 };
  for (const g of OTHER_GROUPS) {
    const c = count(g);
    others.invited += c.invited;
    others.finished += c.finished;
    if (shown.includes(g) || (!isAnonymousGroup(g) && c.invited > 0)) groups[g] = c;
  }
  return { self: count('self'), groups, others, counted: participation.counted, heldBack: participation.heldBack };
}
