import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@rira/contracts';
import type { AssessmentDetail } from '@rira/contracts/assessments';
import { loader } from '../../routes/reports/report.tsx';
import { COMPANY_ID, testUser } from '../../test/render-admin.tsx';
import { REPORT_DOCUMENT } from './report-load-types.ts';
import type { ReportScreenData } from './report-page.tsx';
import { ASSESSMENT_ID, testDocument } from './test-report.ts';

/**
 * The report page's loader (docs/decisions/019): on a page request the document goes to the
 * server's render only, and the page's data carries the outline; a client-side navigation's data
 * request gets the document as data. And an admin's page asks for the assessment only where it
 * uses the answer.
 */
const person = testUser('user');
const companyAdmin = testUser('companyAdmin');

/** What admin/Assessment/Get answers (only its company and status are read). */
const assessment: AssessmentDetail = {
  id: ASSESSMENT_ID,
  companyId: COMPANY_ID,
  templateId: ASSESSMENT_ID,
  templateTitle: 'ارزیابی ۳۶۰ درجه',
  templateTitleEn: null,
  targetUserId: ASSESSMENT_ID,
  targetUserName: 'علی رضایی',
  targetUserNameEn: null,
  status: 'collecting',
  createdAt: '2026-01-01T08:00:00Z',
  startsOn: '2026-01-01',
  finishesOn: '2026-03-01',
  updatedAt: '2026-01-02T08:00:00Z',
  userMaySeeReport: true,
  needsAssessorConfirmation: false,
  userMayAddExternal: false,
  includeAssessorTypeSettings: true,
  counts: { assessors: 0, invited: 0, uninvited: 0, finished: 0 },
  allAnswered: false,
  closedAt: null,
  cardCount: 4,
  estimatedMinutes: 5,
  assessors: [],
  minGroupSize: 3,
  nominationOutlook: { minGroupSize: 3, smallGroups: [], othersShort: false },
  closeOutlook: { minGroupSize: 3, groups: [], others: 0, othersShown: false, inProgress: 0, warn: false },
};

function fakeApi(user: CurrentUser, report: { status: number; body: unknown }) {
  const calls: string[] = [];
  const api = (async (path: string) => {
    calls.push(path.split('?')[0]!);
    if (path.startsWith('/api/Authentication/GetCurrentUser')) return { status: 200, body: { data: user, succeeded: true, message: null } };
    if (path.startsWith('/api/user/Report/Get/')) return report;
    if (path.startsWith('/api/admin/Assessment/Get/')) return { status: 200, body: { data: assessment, succeeded: true, message: null } };
    return { status: 404, body: { succeeded: false, message: '', errors: [] } };
  }) as AppLoadContext['api'];
  return { api, calls };
}

async function load(context: Partial<AppLoadContext>, path = `/reports/${ASSESSMENT_ID}`) {
  const result = await loader({
    params: { assessmentId: ASSESSMENT_ID },
    request: new Request(`http://localhost${path}`),
    context: { lang: 'fa', ...context } as AppLoadContext,
  } as Parameters<typeof loader>[0]);
  return (result as unknown as { data: ReportScreenData }).data;
}

const ready = (doc = testDocument({ audience: 'assessedPerson' })) => ({
  status: 200,
  body: { data: doc, succeeded: true, message: null },
});

describe('report page loader', () => {
  it('keeps the document for the page’s HTML and sends the browser only the outline', async () => {
    const doc = testDocument({ audience: 'assessedPerson' });
    const { api } = fakeApi(person, ready(doc));
    const renderOnly = new Map<string, unknown>();
    const page = await load({ api, renderOnly });
    expect(page.state).toBe('ready');
    if (page.state !== 'ready') return;
    expect(page.doc).toBeNull();
    expect(renderOnly.get(REPORT_DOCUMENT)).toEqual(doc);
    // What the browser gets: no figure and no competency text of the report, only what its live parts use.
    const sent = JSON.stringify(page);
    expect(sent).not.toContain(doc.competencies[0]!.skilled);
    expect(sent).not.toContain('"report"');
    expect(sent).not.toContain('"cards"');
    expect(page.outline).toMatchObject({ assessmentId: ASSESSMENT_ID, version: 2, person: doc.person, pdfAvailable: true });
    expect(page.outline.development.options).toHaveLength(doc.competencies.length);
    expect(page.outline.development.options[0]).toEqual([doc.competencies[0]!.id, doc.competencies[0]!.title, true, 'strength']);
  });

  it('gives a client-side navigation (no render) the document as data', async () => {
    const doc = testDocument({ audience: 'assessedPerson' });
    const { api } = fakeApi(person, ready(doc));
    const page = await load({ api });
    expect(page.state === 'ready' && page.doc).toEqual(doc);
  });

  it('asks a company admin’s page for the assessment only when there is no report yet (which button to offer)', async () => {
    const reading = fakeApi(companyAdmin, ready(testDocument()));
    await load({ api: reading.api, renderOnly: new Map() });
    expect(reading.calls).not.toContain(`/api/admin/Assessment/Get/${ASSESSMENT_ID}`);

    const none = fakeApi(companyAdmin, { status: 404, body: { succeeded: false, message: 'هنوز گزارشی ساخته نشده است.', errors: [] } });
    const page = await load({ api: none.api, renderOnly: new Map() });
    expect(none.calls).toContain(`/api/admin/Assessment/Get/${ASSESSMENT_ID}`);
    expect(page).toMatchObject({ state: 'noReport', admin: { companyId: COMPANY_ID, status: 'collecting' } });
  });
});
