import { describe, expect, it } from 'vitest';
import { computeReport, type ReportInput } from '../modules/assessments/domain/report-engine.ts';
import { pileCounts } from '@rira/contracts/card-sort';
import { COMPETENCIES, DIFFICULTIES, FACTORS, TEMPLATE } from './competency-library.ts';
import { dealtPlacements, REPORT_PILES, reportAnswers } from './demo-assessment-plan.ts';

/**
 * The demo report, computed by the pure engine from the seed's plan and the seeded library the way
 * reports.service.ts `buildInput` feeds it (competency keys stand in for ids): every section of the
 * report has something to show, and the findings are the ones the plan's profile describes.
 */
function demoReportInput(): ReportInput {
  const hard = new Set(DIFFICULTIES.filter((d) => d.isHard).map((d) => d.key));
  const answers = reportAnswers();
  const invited = (group: string) => answers.filter((a) => a.group === group).length;
  return {
    cards: COMPETENCIES.map((c) => ({
      id: c.key,
      title: c.title,
      titleEn: c.titleEn,
      factorId: c.factor,
      score: c.score,
      minScore: c.minScore,
      maxScore: c.maxScore,
      compensatorIds: c.compensators,
      isHard: hard.has(c.difficulty),
    })),
    factors: FACTORS.map((f) => ({ id: f.key, title: f.title, titleEn: f.titleEn, minScore: f.minScore, maxScore: f.maxScore })),
    answers: answers.map((a, i) => ({ assessorId: `answer-${i}`, group: a.group, weight: 1, placements: a.placements })),
    invitations: {
      self: { invited: 1 },
      manager: { invited: invited('manager') },
      peer: { invited: invited('peer') },
      subordinate: { invited: invited('subordinate') },
    },
    settings: { minGroupSize: TEMPLATE.minGroupSize },
  };
}

describe('the demo assessments’ plan', () => {
  it('has a pile for every competency of the library in every answer, a third of the cards in each pile', () => {
    expect(Object.keys(REPORT_PILES).sort()).toEqual(COMPETENCIES.map((c) => c.key).sort());
    const max = Math.ceil(COMPETENCIES.length / 3);
    for (const placements of [...reportAnswers().map((a) => a.placements), dealtPlacements(0), dealtPlacements(1), dealtPlacements(2)]) {
      expect(Object.keys(placements)).toHaveLength(COMPETENCIES.length);
      expect(pileCounts(placements)).toEqual({ best: max, mostly: max, least: max });
    }
  });

  it('answers as the self, a manager, four peers and three direct reports', () => {
    expect(reportAnswers().map((a) => a.group)).toEqual([
      'self',
      'manager',
      'peer',
      'peer',
      'peer',
      'peer',
      'subordinate',
      'subordinate',
      'subordinate',
    ]);
  });

  it('gives a report with every section filled: groups, strengths, needs, blind spots, hidden strengths, red flags, overuse', () => {
    const report = computeReport(demoReportInput());
    expect(report.status).toBe('ready');
    expect(report.shownGroups.map((g) => g.group)).toEqual(['manager', 'peer', 'subordinate']);
    expect(report.adminDetail?.heldBackByGroup).toEqual({});

    // Clear strengths and needs: the top lists are in their bands, not merely the highest and lowest.
    expect(report.summary.topStrengths).toHaveLength(5);
    expect(report.summary.topStrengths.every((s) => s.band === 'strength')).toBe(true);
    expect(report.summary.topNeeds).toHaveLength(5);
    expect(report.summary.topNeeds.every((s) => s.band === 'need')).toBe(true);
    expect(report.summary.topStrengths.map((s) => s.cardId).sort()).toEqual([
      'customer-focus',
      'decisiveness',
      'drive',
      'influence',
      'presenting',
    ]);
    expect(
      report.summary.topNeeds
        .map((s) => s.cardId)
        .slice(0, 3)
        .sort(),
    ).toEqual(['empathy', 'listening', 'patience']);

    const ids = (findings: { cardId: string }[]) => findings.map((f) => f.cardId).sort();
    expect(ids(report.summary.blindSpots)).toEqual(['collaboration', 'listening']);
    expect(ids(report.summary.hiddenStrengths)).toEqual(['analysis', 'developing-others']);
    expect(ids(report.redFlags)).toEqual(['empathy', 'listening', 'patience']);
    expect(ids(report.overuse)).toEqual(['decisiveness', 'drive']);

    // Every factor has a score from every group, and the raters do not all agree.
    expect(report.summary.factors).toHaveLength(FACTORS.length);
    for (const f of report.summary.factors) {
      expect(f.others).not.toBeNull();
      for (const g of ['manager', 'peer', 'subordinate'] as const) expect(f.groups[g], `${f.factorId} ${g}`).not.toBeNull();
    }
    expect(report.agreement.status).toBe('ok');
    if (report.agreement.status === 'ok') expect(report.agreement.lowCardIds.length).toBeGreaterThan(0);
  });
});
