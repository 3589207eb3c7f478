/**
 * The 360-degree report engine (issue 7): finished answers + library + settings → one report
 * object, following assessment-method.md §2–§4 exactly. Pure: no database, no I/O, no clock.
 *
 * Anonymity holds here, not in the callers (assessment-method.md §2, revised; `participationOf`): an anonymous
 * group (peer, subordinate, external) with fewer than `minGroupSize` finished answers is held back —
 * it counts in no figure, only in the number of held-back answers — and *others* is shown only with
 * at least `minGroupSize` answers. Nothing in the output names an assessor or carries a single
 * anonymous answer (only sums, means and pile counts of groups of at least `minGroupSize`), and no
 * figure minus another isolates fewer than `minGroupSize` anonymous answers. What the assessed
 * person may read of a report is `audienceView(report, 'assessedPerson')`.
 *
 * Where the method is silent, the choices are documented next to the code that makes them:
 * - report-scores.ts: per-card withholding of an anonymous group's score; answers missing a card.
 * - report-findings.ts: red flags count answers (unweighted); overuse counts only compensators that were
 *   assessed; threshold comparisons allow EPSILON; list order.
 * - report-summary.ts: factor scores skip cards without a score; top-list tie-breaks and no overlap;
 *   response counts.
 */
import { blindSpotOf, hiddenStrengthOf, overuseOf, redFlagOf, sortByMagnitude, type ScoredCard } from './report-findings.ts';
import { normaliseInput, participationOf, scoreCard, type NormalCard } from './report-scores.ts';
import { factorSummary, responseCounts, topLists } from './report-summary.ts';
import {
  isAnonymousGroup,
  REPORT_ENGINE_VERSION,
  type Band,
  type GapFinding,
  type OverallAgreement,
  type OveruseFinding,
  type RedFlag,
  type Report,
  type ReportAudience,
  type ReportCardRow,
  type ReportInput,
} from './report-types.ts';

export * from './report-types.ts';
export { agreementOf, bandOf, participationOf, weightedMean, weightedPopulationSd } from './report-scores.ts';
export { checkDevelopmentChoice, MAX_HARD_DEVELOPMENT_CHOICES, type DevelopmentChoiceResult } from './development-choice.ts';

/**
 * Computes the report (the admins' view: `audienceView` gives the assessed person's). Throws
 * ReportInputError only for input that breaks the contract (see report-types.ts); too few answers
 * give `status: 'notEnoughAnswers'` with every figure of *others* null and every finding empty.
 */
export function computeReport(input: ReportInput): Report {
  const normal = normaliseInput(input);
  const { settings } = normal;
  const participation = participationOf(normal);
  const shown = participation.shown;

  const scored: ScoredCard[] = normal.cards.map((card) => ({ card, scores: scoreCard(card, normal, participation) }));
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
  const ready = participation.othersShown;
  const { topStrengths, topNeeds } = topLists(scored, settings.topCount);
  const heldBack = Object.values(participation.heldBack).reduce((sum, n) => sum + n, 0);

  return {
    engineVersion: REPORT_ENGINE_VERSION,
    status: ready ? 'ready' : 'notEnoughAnswers',
    notEnoughAnswersReason: ready
      ? null
      : normal.others.length > 0
        ? 'tooFewAnswers'
        : normal.self
          ? 'noOthersAnswers'
          : 'noFinishedAnswers',
    settings,
    shownGroups: shown.map((group) => ({ group, anonymous: isAnonymousGroup(group) })),
    summary: {
      responses: responseCounts(normal.finished, input.invitations, shown, { counted: participation.counted.length, heldBack }),
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
    adminDetail: { heldBackByGroup: participation.heldBack },
  };
}

/**
 * What one audience may read of a report. The assessed person gets everything but the admins'
 * detail (which group was held back); every screen, PDF, export and API response to them goes
 * through this, so the rule is decided here and never re-derived.
 */
export function audienceView(report: Report, audience: ReportAudience): Report {
  if (audience === 'admin') return report;
  return { ...report, adminDetail: null };
}
