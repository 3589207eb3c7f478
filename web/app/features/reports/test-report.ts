import type { ReportDocument } from '@rira/contracts';
import type { Report, ReportCardRow } from '@rira/contracts/report-types';

/**
 * A small report document for component tests: two factors, four competencies (two of them hard),
 * a manager shown on their own and peers too few to be shown (so only inside "others").
 */
export const ASSESSMENT_ID = 'dddddddd-dddd-4ddd-8ddd-000000000001';
const FACTOR_A = 'eeeeeeee-eeee-4eee-8eee-00000000000a';
const FACTOR_B = 'eeeeeeee-eeee-4eee-8eee-00000000000b';
export const CARD = (n: number) => `ffffffff-ffff-4fff-8fff-${String(n).padStart(12, '0')}`;

const TITLES: [string, string][] = [
  ['ترسیم چشم‌انداز', 'Setting direction'],
  ['بازخورد دادن', 'Giving feedback'],
  ['تفویض اختیار', 'Delegating'],
  ['گوش دادن', 'Listening'],
];

function row(n: number, partial: Partial<ReportCardRow>): ReportCardRow {
  return {
    cardId: CARD(n),
    title: TITLES[n - 1]![0],
    titleEn: TITLES[n - 1]![1],
    factorId: n <= 2 ? FACTOR_A : FACTOR_B,
    isHard: n <= 3,
    self: 2,
    groups: { manager: 2 },
    others: 2,
    band: 'middle',
    piles: { best: 1, mostly: 2, least: 1, total: 4 },
    agreement: { status: 'ok', value: 0.6, low: false },
    redFlag: false,
    overuse: false,
    blindSpot: false,
    hiddenStrength: false,
    ...partial,
  };
}

export function testReport(overrides: Partial<Report> = {}): Report {
  const cards = [
    row(1, { self: 3, others: 2.3333333, groups: { manager: 3 }, band: 'strength', piles: { best: 2, mostly: 2, least: 0, total: 4 } }),
    row(2, {
      self: 3,
      others: 1.5,
      groups: { manager: 1 },
      band: 'need',
      blindSpot: true,
      agreement: { status: 'ok', value: 0.4226, low: true },
    }),
    row(3, { self: 1, others: 2.25, hiddenStrength: true }),
    row(4, {
      self: null,
      others: null,
      groups: { manager: null },
      band: null,
      piles: { best: 0, mostly: 0, least: 0, total: 0 },
      agreement: { status: 'notEnoughAnswers' },
    }),
  ];
  return {
    engineVersion: 2,
    status: 'ready',
    notEnoughAnswersReason: null,
    settings: { minGroupSize: 3, redFlagShare: 2 / 3, gap: 1, overuseShare: 0.6, topCount: 5 },
    shownGroups: [{ group: 'manager', anonymous: false }],
    summary: {
      // Three managers (a matrix organisation) make others on their own; one peer was held back.
      responses: {
        self: { invited: 1, finished: 1 },
        groups: { manager: { invited: 3, finished: 3 } },
        others: { invited: 5, finished: 4 },
        counted: 3,
        heldBack: 1,
      },
      topStrengths: [{ cardId: CARD(1), others: 2.3333333, self: 3, band: 'strength' }],
      topNeeds: [{ cardId: CARD(2), others: 1.5, self: 3, band: 'need' }],
      factors: [
        {
          factorId: FACTOR_A,
          title: 'تفکر راهبردی',
          titleEn: 'Strategic thinking',
          cardIds: [CARD(1), CARD(2)],
          self: { score: 3, band: 'strength' },
          groups: { manager: { score: 2, band: 'middle' } },
          others: { score: 1.916666, band: 'middle' },
        },
        {
          factorId: FACTOR_B,
          title: 'ارتباط و گفت‌وگو',
          titleEn: 'Communication',
          cardIds: [CARD(3), CARD(4)],
          self: { score: 1, band: 'need' },
          groups: { manager: null },
          others: { score: 2.25, band: 'middle' },
        },
      ],
      blindSpots: [{ cardId: CARD(2), self: 3, others: 1.5, difference: 1.5 }],
      hiddenStrengths: [{ cardId: CARD(3), self: 1, others: 2.25, difference: 1.25 }],
    },
    cards,
    agreement: { status: 'ok', value: 0.5408, cardCount: 3, lowCardIds: [CARD(2)] },
    redFlags: [],
    overuse: [],
    adminDetail: null,
    ...overrides,
  };
}

export function testDocument(overrides: Partial<ReportDocument> = {}, report: Report = testReport()): ReportDocument {
  return {
    assessmentId: ASSESSMENT_ID,
    version: 2,
    versions: [
      { version: 2, generatedAt: '2026-11-20T08:00:00.000Z', partial: false, released: true },
      { version: 1, generatedAt: '2026-11-10T08:00:00.000Z', partial: true, released: false },
    ],
    generatedAt: '2026-11-20T08:00:00.000Z',
    partial: false,
    person: { fullName: 'علی رضایی', fullNameEn: 'Ali Rezaei' },
    company: { title: 'شرکت نمونهٔ آریا', titleEn: 'Aria Sample Co.', logoFaUrl: null, logoEnUrl: null },
    template: { title: 'ارزیابی ۳۶۰ درجهٔ رهبری', titleEn: '360-degree leadership assessment' },
    startsOn: '2026-11-01',
    finishesOn: '2026-12-29',
    competencies: TITLES.map(([title, titleEn], i) => ({
      id: CARD(i + 1),
      title,
      titleEn,
      skilled: `هدف ماهرانهٔ ${title}`,
      skilledEn: `Skilled ${titleEn}`,
      unskilled: `کمبود ${title}`,
      unskilledEn: `Lacking ${titleEn}`,
      overused: `زیاده‌روی ${title}`,
      overusedEn: `Overused ${titleEn}`,
      isHard: i < 3,
      difficultyTitle: i < 3 ? 'دشوار' : 'آسان',
      difficultyTitleEn: i < 3 ? 'Hard to develop' : 'Easy',
      factorId: i < 2 ? FACTOR_A : FACTOR_B,
    })),
    factors: [
      { id: FACTOR_A, title: 'تفکر راهبردی', titleEn: 'Strategic thinking', description: null, descriptionEn: null },
      { id: FACTOR_B, title: 'ارتباط و گفت‌وگو', titleEn: 'Communication', description: null, descriptionEn: null },
    ],
    report,
    audience: 'admin',
    development: { chosen: [], canChoose: true, maxHard: 2 },
    pdfAvailable: true,
    ...overrides,
  };
}
