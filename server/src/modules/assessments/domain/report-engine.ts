/**
 * The 360-degree report engine (issue 7): finished answers + library + settings → one report
 * object, following assessment-method.md §2–§4 exactly. Pure: no database, no I/O, no clock.
 *
 * Anonymity holds here, not in the callers: an anonymous group (peer, subordinate, external) with
 * fewer than `minGroupSize` finished answers appears nowhere in the output under its own name (no
 * key, no count, no score), only inside `others`; and nothing in the output names an assessor or
 * carries a single answer (only sums, means and pile counts of groups).
 *
 * Where the method is silent, the choices are documented next to the code that makes them:
 * - report-scores.ts: per-card withholding of an anonymous group's score; answers missing a card.
 * - report-findings.ts: red flags count answers (unweighted); overuse counts only compensators that were
 *   assessed; threshold comparisons allow EPSILON; list order.
 * - report-summary.ts: factor scores skip cards without a score; top-list tie-breaks and no overlap;
 *   response counts.
 */
import { blindSpotOf, hiddenStrengthOf, overuseOf, redFlagOf, sortByMagnitude, type ScoredCard } from './report-findings.ts';
import { normaliseInput, scoreCard, shownGroupsOf, type NormalCard } from './report-scores.ts';
import { factorSummary, responseCounts, topLists } from './report-summary.ts';
import {
  ANONYMOUS_GROUPS,
  REPORT_ENGINE_VERSION,
  type Band,
  type GapFinding,
  type OverallAgreement,
  type OveruseFinding,
  type RedFlag,
  type Report,
  type ReportCardRow,
  type ReportInput,
} from './report-types.ts';

export * from './report-types.ts';
export { agreementOf, bandOf, weightedMean, weightedPopulationSd } from './report-scores.ts';
export { checkDevelopmentChoice, MAX_HARD_DEVELOPMENT_CHOICES, type DevelopmentChoiceResult } from './development-choice.ts';

/**
 * Computes the report. Throws ReportInputError only for input that breaks the contract (see
 * report-types.ts); too few answers give `status: 'notEnoughAnswers'` with every score null and every
 * list empty.
 */
export function computeReport(input: ReportInput): Report {
  const normal = normaliseInput(input);
  const { settings } = normal;
  const shown = shownGroupsOf(normal.finished, settings.minGroupSize);

  const scored: ScoredCard[] = normal.cards.map((card) => ({ card, scores: scoreCard(card, normal, shown) }));
  const cardById = new Map<string, NormalCard>(normal.cards.map((c) => [c.id, c]));
  const bandById = new Map<string, Band | null>(scored.map((s) => [s.card.id, s.scores.band]));

  const redFlags: RedFlag[] = [];
  const overuse: OveruseFinding[] = [];
  const blindSpots: GapFinding[] = [];
  const hiddenStrengths: GapFinding[] = [];
  const rows: ReportCardRow[] = [];
  let agreementSum = 0;
  let agreementCount = 0;
  const lowCardIds: string[] = [];

  for (const s of scored) {
    const redFlag = redFlagOf(s, settings);
    const over = overuseOf(s, bandById, settings);
    const blind = blindSpotOf(s, settings);
    const hidden = hiddenStrengthOf(s, settings);
    if (redFlag) redFlags.push(redFlag);
    if (over) overuse.push(over);
    if (blind) blindSpots.push(blind);
    if (hidden) hiddenStrengths.push(hidden);
    const { agreement } = s.scores;
    if (agreement.status === 'ok') {
      agreementSum += agreement.value;
      agreementCount++;
      if (agreement.low) lowCardIds.push(s.card.id);
    }
    rows.push({
      cardId: s.card.id,
      title: s.card.title,
      titleEn: s.card.titleEn,
      factorId: s.card.factorId,
      isHard: s.card.isHard,
      self: s.scores.self,
      groups: s.scores.groups,
      others: s.scores.others,
      band: s.scores.band,
      piles: s.scores.piles,
      agreement,
      redFlag: redFlag !== null,
      overuse: over !== null,
      blindSpot: blind !== null,
      hiddenStrength: hidden !== null,
    });
  }

  const agreementOverall: OverallAgreement =
    agreementCount > 0
      ? { status: 'ok', value: agreementSum / agreementCount, cardCount: agreementCount, lowCardIds }
      : { status: 'notEnoughAnswers' };
  const hasOthers = normal.others.length > 0;
  const { topStrengths, topNeeds } = topLists(scored, settings.topCount);

  return {
    engineVersion: REPORT_ENGINE_VERSION,
    status: hasOthers ? 'ready' : 'notEnoughAnswers',
    notEnoughAnswersReason: hasOthers ? null : normal.self ? 'noOthersAnswers' : 'noFinishedAnswers',
    settings,
    shownGroups: shown.map((group) => ({ group, anonymous: ANONYMOUS_GROUPS.includes(group) })),
    summary: {
      responses: responseCounts(normal.finished, input.invitations, shown),
      topStrengths,
      topNeeds,
      factors: factorSummary(normal.factors, scored, shown),
      blindSpots: sortByMagnitude(blindSpots, (f) => f.difference, cardById),
      hiddenStrengths: sortByMagnitude(hiddenStrengths, (f) => f.difference, cardById),
    },
    cards: rows,
    agreement: agreementOverall,
    redFlags: sortByMagnitude(redFlags, (f) => f.share, cardById),
    overuse: sortByMagnitude(overuse, (f) => f.share, cardById),
  };
}
