import type { Card, OpenSortSession, SealedSortSession } from '@rira/contracts/assessments';

/** Test data for the card sort: N cards with readable titles and a session around them. */
export function testCards(count: number): Card[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(i + 1).padStart(12, '0')}`,
    title: `شایستگی ${i + 1}`,
    titleEn: `Competency ${i + 1}`,
    skilled: `تعریف مهارت ${i + 1}`,
    skilledEn: `Skilled definition ${i + 1}`,
    unskilled: `تعریف کمبود ${i + 1}`,
    unskilledEn: `Unskilled definition ${i + 1}`,
  }));
}

export const ASSESSOR_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001';
export const ASSESSMENT_ID = 'cccccccc-cccc-4ccc-8ccc-000000000001';
/** The client company an answer is for (issue 23), without logos. */
export const TEST_COMPANY = { title: 'شرکت نمونهٔ آریا', titleEn: 'Aria Sample Co.', logoFaUrl: null, logoEnUrl: null };

export function testSession(overrides: Partial<OpenSortSession> = {}, cardCount = 6): OpenSortSession {
  const cards = overrides.cards ?? testCards(cardCount);
  const max = Math.ceil(cards.length / 3);
  return {
    assessorId: ASSESSOR_ID,
    assessmentId: ASSESSMENT_ID,
    company: TEST_COMPANY,
    role: 'self',
    targetName: 'مریم احمدی',
    targetNameEn: 'Maryam Ahmadi',
    templateTitle: 'ارزیابی ۳۶۰ درجه رهبری',
    templateTitleEn: '360° leadership',
    roundTitle: 'ارزیابی ۳۶۰ رهبری، پاییز ۱۴۰۵',
    roundTitleEn: 'Leadership 360, autumn 1405',
    roundStartsOn: '2026-06-01',
    roundFinishesOn: '2026-06-30',
    estimatedMinutes: 20,
    finishesOn: '2026-06-30',
    cards,
    pileMaxima: { best: max, mostly: max, least: max },
    placements: {},
    version: 0,
    registered: false,
    status: 'new',
    ...overrides,
  };
}

/** A registered answer as the API gives it back: sealed, with no cards or placements. */
export function sealedTestSession(overrides: Partial<SealedSortSession> = {}): SealedSortSession {
  const { cards: _cards, pileMaxima: _pileMaxima, placements: _placements, version: _version, ...about } = testSession();
  return { ...about, registered: true, registeredAt: '2026-11-29T06:35:00.000Z', status: 'collecting', ...overrides };
}
