import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render.tsx';
import { ReportDocumentView } from './report-document.tsx';
import { testDocument, testReport } from './test-report.ts';

function columnHeaders(table: HTMLElement): string[] {
  return within(table.querySelector('thead')!)
    .getAllByRole('columnheader')
    .map((th) => th.textContent ?? '');
}

describe('report anonymity in the page', () => {
  it('gives a group absent from shownGroups no column, no chart series and no cover row', () => {
    // One peer answered but was held back (too few to be shown): a stray peer value must not surface.
    const report = testReport();
    report.cards[0]!.groups = { manager: 3, peer: 2.5 } as never;
    renderAt(() => <ReportDocumentView doc={testDocument({}, report)} kind="complete" lang="fa" />);

    const table = screen.getByTestId('full-table');
    expect(columnHeaders(table)).toEqual(['شایستگی', 'خودارزیابی', 'مدیر*', 'دیگران', 'سطح', 'توزیع دسته‌ها', 'توافق']);
    expect(within(table).queryByText('همکاران')).toBeNull();
    expect(within(table).queryByText('۲٫۵۰')).toBeNull();

    const chart = screen.getByTestId('factor-chart');
    expect([...chart.querySelectorAll('[data-series]')].map((g) => g.getAttribute('data-series'))).not.toContain('peer');
    expect(within(chart).queryByText('همکاران')).toBeNull();

    const cover = screen.getByRole('region', { name: 'گزارش ارزیابی ۳۶۰ درجهٔ رهبری' });
    expect(within(cover).queryByText('همکاران')).toBeNull();
    expect(within(cover).getByText('پاسخ مدیر جداگانه نشان داده می‌شود و بی‌نام نیست.')).toBeTruthy();
    expect(
      within(cover).getByText(
        '۱ پاسخ برای حفظ ناشناس‌ماندن کنار گذاشته شد: گروه آن کمتر از ۳ پاسخ داشت، پس در هیچ عددی از این گزارش نیامده است.',
      ),
    ).toBeTruthy();
    // Which group was held back is for admins only: the person's view has no admin detail.
    expect(within(cover).queryByText(/فقط برای مدیران/)).toBeNull();
  });

  it('shows a group in its own column once the engine lists it in shownGroups', () => {
    const report = testReport({
      shownGroups: [
        { group: 'manager', anonymous: false },
        { group: 'peer', anonymous: true },
      ],
    });
    for (const card of report.cards) card.groups = { ...card.groups, peer: 2 };
    renderAt(() => <ReportDocumentView doc={testDocument({}, report)} kind="complete" lang="en" />, { lang: 'en' });
    expect(columnHeaders(screen.getByTestId('full-table'))).toEqual([
      'Competency',
      'Self',
      'Manager*',
      'Peers',
      'Others',
      'Band',
      'Piles',
      'Agreement',
    ]);
  });

  it('shows two-decimal Persian scores and a dash, never NaN, where a card has too few answers', () => {
    renderAt(() => <ReportDocumentView doc={testDocument()} kind="complete" lang="fa" />);
    const table = screen.getByTestId('full-table');
    const listening = within(table).getByRole('row', { name: /گوش دادن/ });
    expect(within(listening).getAllByText('—').length).toBeGreaterThanOrEqual(3);
    expect(within(listening).getAllByText('هنوز پاسخ کافی نیست')).toHaveLength(2);
    const vision = within(table).getByRole('row', { name: /ترسیم چشم‌انداز/ });
    expect(within(vision).getByText('۲٫۳۳')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NaN|undefined|null/);
  });

  it('says clearly when there are not enough answers, in every scored section', () => {
    const report = testReport({
      status: 'notEnoughAnswers',
      notEnoughAnswersReason: 'noOthersAnswers',
      agreement: { status: 'notEnoughAnswers' },
    });
    report.summary.topStrengths = [];
    report.summary.topNeeds = [];
    renderAt(() => <ReportDocumentView doc={testDocument({}, report)} kind="complete" lang="fa" />);
    expect(screen.getAllByText(/فقط خودارزیابی ثبت شده است/).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('توافق وقتی نمایش داده می‌شود که پاسخ کافی از دیگران در گزارش بیاید.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('says "not enough answers yet" for a manager and one held-back peer, showing the self and manager columns', () => {
    const report = testReport({
      status: 'notEnoughAnswers',
      notEnoughAnswersReason: 'tooFewAnswers',
      agreement: { status: 'notEnoughAnswers' },
      redFlags: [],
      overuse: [],
    });
    report.summary.responses = { ...report.summary.responses, groups: { manager: { invited: 1, finished: 1 } }, counted: 1, heldBack: 1 };
    report.summary.topStrengths = [];
    report.summary.topNeeds = [];
    report.summary.blindSpots = [];
    report.summary.hiddenStrengths = [];
    for (const card of report.cards)
      Object.assign(card, {
        others: null,
        band: null,
        piles: { best: 0, mostly: 0, least: 0, total: 0 },
        agreement: { status: 'notEnoughAnswers' },
      });
    renderAt(() => <ReportDocumentView doc={testDocument({}, report)} kind="complete" lang="en" />, { lang: 'en' });
    expect(screen.getAllByText(/^Not enough answers yet\. Others' scores/).length).toBeGreaterThanOrEqual(3);
    expect(
      screen.getByText(
        '1 answer was held back for anonymity: its group had fewer than 3 answers, so it counts in no figure of this report.',
      ),
    ).toBeTruthy();
    expect(columnHeaders(screen.getByTestId('full-table')).slice(0, 4)).toEqual(['Competency', 'Self', 'Manager*', 'Others']);
  });

  it('shows admins which group was held back, so that they can invite more', () => {
    const report = testReport({ adminDetail: { heldBackByGroup: { peer: 1 } } });
    renderAt(() => <ReportDocumentView doc={testDocument({}, report)} kind="complete" lang="en" />, { lang: 'en' });
    expect(
      screen.getByText(
        'Held back (visible to admins only): Peers (1). Invite more assessors in these groups so that their answers can be shown.',
      ),
    ).toBeTruthy();
  });

  it('keeps the short report to the summary, the factor summary, blind spots and hidden strengths', () => {
    renderAt(() => <ReportDocumentView doc={testDocument()} kind="short" lang="fa" />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['پاسخ‌ها', 'خلاصه', 'خلاصهٔ عامل‌ها', 'نقاط کور', 'نقاط قوت پنهان']);
    expect(screen.queryByTestId('full-table')).toBeNull();
  });
});
