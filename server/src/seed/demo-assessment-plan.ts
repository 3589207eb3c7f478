import type { Pile, RaterGroup } from '@rira/contracts';
import { COMPETENCIES } from './competency-library.ts';

/**
 * What the demo assessments answer (pure data, no database): who takes part, and every pile of
 * every answer, keyed by the competency library's keys (competency-library.ts). demo-assessments.ts
 * plays it through the services; demo-assessment-plan.test.ts computes the report it gives with the
 * report engine, so that the demo never silently loses a section of the report.
 */

/** The demo people by mobile (demo-accounts.ts, demo-organisation.ts). */
export const DEMO_MOBILES = {
  hr: '09120000002', // مریم کریمی, the demo company's admin: creates, picks, invites and closes
  employee: '09120000003', // علی رضایی, sales specialist: the assessed person of the closed assessment
  multi: '09120000004', // سارا محمدی: the assessed person who has assessors to choose
  salesManager: '09121000003', // رضا کاظمی
  zahra: '09121000004', // زهرا حسینی, sales
  mohammad: '09121000005', // محمد موسوی, sales
  narges: '09121000006', // نرگس جعفری, senior sales specialist: assessed, with answers coming in
  bahram: '09121000009', // بهرام یوسفی: the draft
  leila: '09121000010', // لیلا قاسمی, finance
  mahsa: '09121000012', // مهسا کریمیان, customer support
  pouya: '09121000013', // پویا شریفی, customer support
  kamran: '09121000015', // کامران باقری, production
} as const;

/**
 * Who answers the employee's closed assessment besides himself, in the order of the columns of
 * REPORT_PILES: his manager, four peers and three direct reports (peers ≥ 4 and direct reports = 3,
 * so that both anonymous groups are shown: decision 013 holds back a group below three).
 */
export const REPORT_ASSESSORS: readonly { mobile: string; group: Exclude<RaterGroup, 'self'> }[] = [
  { mobile: DEMO_MOBILES.salesManager, group: 'manager' },
  { mobile: DEMO_MOBILES.zahra, group: 'peer' },
  { mobile: DEMO_MOBILES.mohammad, group: 'peer' },
  { mobile: DEMO_MOBILES.narges, group: 'peer' },
  { mobile: DEMO_MOBILES.leila, group: 'peer' },
  { mobile: DEMO_MOBILES.mahsa, group: 'subordinate' },
  { mobile: DEMO_MOBILES.pouya, group: 'subordinate' },
  { mobile: DEMO_MOBILES.kamran, group: 'subordinate' },
];

/**
 * The closed assessment's answers, one row per competency and one letter per answer: the
 * employee's own, then the manager, the four peers and the three direct reports (REPORT_ASSESSORS).
 * B = best describes, M = mostly describes, L = least describes; every answer puts 14 of the 42
 * cards in each pile, as the card sort requires.
 *
 * The profile: a driven, persuasive salesman, decisive and close to his customers (clear
 * strengths, seen alike by everyone), who does not listen, is impatient and shows little empathy
 * (red flags) — which is why his drive and decisiveness read as overused (their compensators are
 * needs). He rates his listening and collaboration highly, his colleagues do not (blind spots);
 * he thinks little of his analysis and of how he develops people, his manager, peers and team think
 * well of both (hidden strengths). Delegation and feedback are needs, most of all for his team.
 */
// prettier-ignore
export const REPORT_PILES: Readonly<Record<string, string>> = {
  //                         self mgr  peers  team
  vision:                    'B  B  MMBB  MLL',
  'systems-thinking':        'L  M  LMMM  BLL',
  'business-acumen':         'B  M  BBBM  BBM',
  foresight:                 'L  M  LMBL  MML',
  'customer-focus':          'B  B  BBBB  BBB',
  decisiveness:              'B  B  BBBB  BBB',
  analysis:                  'L  B  BBBB  MMM',
  judgement:                 'M  M  BMLM  LBB',
  'risk-taking':             'L  L  MLMB  BLM',
  ambiguity:                 'L  L  LMMB  MLM',
  drive:                     'B  B  BBBB  BBB',
  planning:                  'L  M  MMLM  LLB',
  priorities:                'M  M  LLLB  BMM',
  'time-management':         'B  M  LBMB  MBM',
  accountability:            'M  B  LMML  MBB',
  quality:                   'B  M  BMMB  LBM',
  delegation:                'L  M  MLML  LLL',
  'developing-others':       'L  B  BMMM  BBB',
  feedback:                  'L  L  MMLM  LLL',
  motivating:                'M  M  LMLL  BBB',
  'team-building':           'M  L  LBLM  MLB',
  fairness:                  'M  M  MBBL  LLL',
  trust:                     'M  M  BBLM  MLL',
  collaboration:             'B  L  LLLL  MMM',
  influence:                 'B  B  BBBB  BBB',
  conflict:                  'M  L  LLLM  LMM',
  empathy:                   'M  L  LLLL  MLL',
  listening:                 'B  L  LLLL  LLL',
  clarity:                   'M  B  MLLB  LML',
  presenting:                'B  B  BBBB  BBB',
  candour:                   'M  M  MMBL  BLL',
  informing:                 'L  L  BMML  LMM',
  innovation:                'B  L  MBMM  BMM',
  'leading-change':          'B  M  MLBM  MBM',
  'learning-agility':        'L  L  MLBL  MMB',
  adaptability:              'M  B  BLMM  LMB',
  'continuous-improvement':  'L  B  LBMM  LLM',
  'self-awareness':          'L  L  MLMB  MML',
  composure:                 'L  L  MLLL  MML',
  resilience:                'M  B  BMMM  BBB',
  patience:                  'M  L  LLLL  LML',
  integrity:                 'B  B  MBBL  LMM',
};

const PILE_OF: Record<string, Pile> = { B: 'best', M: 'mostly', L: 'least' };

/** Piles by competency key. */
export type PlannedPlacements = Record<string, Pile>;

/** The closed assessment's answers: the self-assessment first, then one per REPORT_ASSESSORS entry. */
export function reportAnswers(): { group: RaterGroup; mobile: string; placements: PlannedPlacements }[] {
  const respondents = [{ mobile: DEMO_MOBILES.employee, group: 'self' as RaterGroup }, ...REPORT_ASSESSORS];
  return respondents.map((who, column) => ({
    ...who,
    placements: Object.fromEntries(
      Object.entries(REPORT_PILES).map(([key, row]) => {
        const letter = row.replace(/\s+/g, '')[column];
        if (!letter || !PILE_OF[letter]) throw new Error(`demo plan: no pile for ${key} in answer ${column}`);
        return [key, PILE_OF[letter]];
      }),
    ),
  }));
}

/**
 * A plausible complete sort for the other demo answers (no report is read from them): the library's
 * competencies dealt in turn into best, mostly and least, starting at `offset`, so that every pile
 * holds a third of the cards and different offsets give different answers.
 */
export function dealtPlacements(offset: number): PlannedPlacements {
  const piles = ['best', 'mostly', 'least'] as const;
  return Object.fromEntries(COMPETENCIES.map((c, i) => [c.key, piles[(i + offset) % 3]!]));
}

/** The first `count` competencies of a dealt sort: a draft saved midway. */
export function draftPlacements(offset: number, count: number): PlannedPlacements {
  return Object.fromEntries(Object.entries(dealtPlacements(offset)).slice(0, count));
}
