import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Assessor, OpenSortSession } from '@rira/contracts';
import { assessments, assessors, auditLog, companies, employments, outbox, structureItems } from '../../db/schema/index.ts';
import type { TestApp, TestClient } from '../../test/test-app.ts';
import { alborzAdmin, ARIA, signedIn, userIdByMobile } from '../../test/organisation-fixtures.ts';
import { assessorTypeIds, fullSort, mailingTestApp, TEMPLATE_TITLE, templateId } from '../../test/assessment-fixtures.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';

let t: TestApp;
let smtp: SmtpSink;
mailingTestApp((running) => ({ t, smtp } = running));

const A = '/api/admin/Assessment';

async function createFor(hr: TestClient, userMobile: string, settings: Record<string, unknown> = {}) {
  const res = await hr.post(`${A}/Add`, {
    templateId: await templateId(hr),
    userIds: [await userIdByMobile(t, userMobile)],
    startsOn: '2026-11-01',
    finishesOn: '2027-12-29',
    publish: true,
    userMayAddExternal: true,
    ...settings,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0] as string;
}

async function selfSession(employee: TestClient) {
  const mine = (await employee.post('/api/user/Assessment/GetMine', { tab: 'self' })).json().data;
  return (await employee.get(`/api/user/Assessment/Get/${mine[0].assessorId}`)).json().data as OpenSortSession;
}

function linkFrom(to: string): string {
  const mail = smtp.messages.find((m) => (m.to as { text: string }).text.includes(to));
  const match = /https:\/\/rira\.example\/invitation\/([\w-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invitation link mailed to ${to}`);
  return match[1]!;
}

describe('estimated minutes (issue 15)', () => {
  it('come from the template: a draft shows them, and the mail of one published at creation says them', async () => {
    const hr = await signedIn(t, 'hr');
    const template = (await hr.get(`/api/admin/AssessmentTemplate/Get/${await templateId(hr)}`)).json().data;
    expect(template.estimatedMinutes).toBe(25);
    const draft = await createFor(hr, '09120000003', { publish: false });
    expect((await hr.get(`${A}/Get/${draft}`)).json().data).toMatchObject({ status: 'draft', estimatedMinutes: 25 });

    const published = await createFor(hr, '09121000004');
    expect((await hr.get(`${A}/Get/${published}`)).json().data.estimatedMinutes).toBe(25);
    await smtp.waitFor(1);
    expect(smtp.messages[0]!.text).toMatch(/زمان تقریبی: ۲۵ دقیقه/);
  });
});

describe('assessor positions (issue 15)', () => {
  it('show in the admin’s assessor rows and in the base-data workbook, in Persian and English', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const id = await createFor(hr, '09120000003', { includeAssessorTypeSettings: false });
    const session = await selfSession(employee);
    await employee.post('/api/user/Assessment/Register', { assessorId: session.assessorId, placements: fullSort(session), version: 0 });
    const typeOf = await assessorTypeIds(hr);
    const manager = await userIdByMobile(t, '09121000001');
    const peers = await Promise.all(['09121000004', '09121000005', '09121000006'].map((m) => userIdByMobile(t, m)));
    const picked = await hr.post(`${A}/PickAssessors`, {
      assessmentId: id,
      assessors: [
        { userId: manager, assessorTypeId: typeOf('manager') },
        ...peers.map((userId) => ({ userId, assessorTypeId: typeOf('peer') })),
      ],
    });
    expect(picked.statusCode, picked.body).toBe(200);

    // Each colleague's position in this company, as the organisation holds it.
    const detail = (await hr.get(`${A}/Get/${id}`)).json().data;
    const positions = await t.database.db
      .select({ userId: employments.userId, title: structureItems.title, titleEn: structureItems.titleEn })
      .from(employments)
      .innerJoin(structureItems, eq(structureItems.id, employments.positionId))
      .where(and(eq(employments.companyId, detail.companyId), inArray(employments.userId, [manager, ...peers])));
    expect(positions).toHaveLength(4);
    const rows = detail.assessors as Assessor[];
    for (const position of positions) {
      expect(rows.find((r) => r.userId === position.userId)).toMatchObject({
        positionTitle: position.title,
        positionTitleEn: position.titleEn,
      });
    }

    for (const lang of ['fa', 'en'] as const) {
      const xlsx = await hr.get(`${A}/DownloadBaseData?lang=${lang}`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as never);
      const sheet = book.worksheets[1]!;
      expect(sheet.name).toBe(lang === 'fa' ? 'ارزیاب‌ها' : 'Assessors');
      const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1).map(String) : []));
      expect(values[1]).toEqual(
        lang === 'fa'
          ? ['ارزیابی‌شونده', 'ارزیاب', 'پست سازمانی', 'نوع ارزیاب', 'وزن', 'تأیید', 'پاسخ']
          : ['Person assessed', 'Assessor', 'Position', 'Assessor type', 'Weight', 'Confirmation', 'Answer'],
      );
      for (const position of positions) {
        expect(values.some((row) => row.includes(lang === 'fa' ? position.title : (position.titleEn ?? position.title)))).toBe(true);
      }
    }
  });
});

describe('assessment journey through the API', () => {
  it('publishes, takes the self-assessment, nominations, confirmation, invitations and answers, then closes', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const id = await createFor(hr, '09120000003');
    expect((await hr.get(`${A}/Get/${id}`)).json().data).toMatchObject({ status: 'new', cardCount: 42 });

    // The employee sees the assessment, with the piles' maxima.
    const mine = (await employee.post('/api/user/Assessment/GetMine', { tab: 'self' })).json().data;
    expect(mine).toEqual([expect.objectContaining({ role: 'self', nextAction: 'start', status: 'new', estimatedMinutes: 25 })]);
    const session = await selfSession(employee);
    expect(session.cards).toHaveLength(42);
    expect(session.pileMaxima).toEqual({ best: 14, mostly: 14, least: 14 });

    // Choosing assessors before the self-assessment is refused.
    const early = await employee.post('/api/user/Assessor/Nominate', { assessmentId: id, nominations: [] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('پیش از انتخاب ارزیاب‌ها، خودارزیابی باید به پایان برسد.');

    // A full pile is refused with the spec's message, and nothing is recorded.
    const tooMany = Object.fromEntries(session.cards.slice(0, 15).map((c) => [c.id, 'best' as const]));
    const full = await employee.post(
      '/api/user/Assessment/Record',
      { assessorId: session.assessorId, placements: tooMany, version: 0 },
      { cookie: `rira_sid=${employee.cookies.get('rira_sid')}; rira_lang=en` },
    );
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe('Number of competencies for this position exceed the limit.');

    // Record a draft; a save from a stale copy is refused and loses nothing.
    const draft = Object.fromEntries(session.cards.slice(0, 5).map((c) => [c.id, 'mostly' as const]));
    const recorded = await employee.post('/api/user/Assessment/Record', { assessorId: session.assessorId, placements: draft, version: 0 });
    expect(recorded.json().data).toEqual({ version: 1, progress: 'inProgress' });
    const stale = await employee.post('/api/user/Assessment/Record', { assessorId: session.assessorId, placements: {}, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await selfSession(employee)).placements).toEqual(draft);
    const inProgress = (await hr.get(`${A}/Get/${id}`)).json().data;
    expect(inProgress.status).toBe('selfInProgress');
    // The admin's progress view counts the cards placed so far (issue 23), and no pile.
    const selfRow = inProgress.assessors.find((a: { raterGroup: string }) => a.raterGroup === 'self');
    expect(selfRow).toMatchObject({ progress: 'inProgress', cardsPlaced: 5 });
    expect(JSON.stringify(inProgress)).not.toMatch(/"mostly"|placements/);

    // Register needs every card; then it is final.
    const incomplete = await employee.post('/api/user/Assessment/Register', {
      assessorId: session.assessorId,
      placements: draft,
      version: 1,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors[0].code).toBe('allCardsNeeded');
    expect(
      (await employee.post('/api/user/Assessment/Register', { assessorId: session.assessorId, placements: fullSort(session), version: 1 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await employee.post('/api/user/Assessment/Record', { assessorId: session.assessorId, placements: {}, version: 2 })).statusCode,
    ).toBe(409);
    const registered = (await hr.get(`${A}/Get/${id}`)).json().data;
    expect(registered.status).toBe('needSetAssessor');
    expect(registered.assessors.find((a: { raterGroup: string }) => a.raterGroup === 'self')).toMatchObject({
      progress: 'finished',
      cardsPlaced: null,
    });

    // Nominations: a manager, three peers and an external assessor, searched with Arabic letters.
    const types = (await employee.get(`/api/user/Assessor/GetTypes/${id}`)).json().data as { id: string; raterGroup: string }[];
    const typeOf = (group: string) => types.find((x) => x.raterGroup === group)!.id;
    const found = (await employee.post('/api/user/Assessor/SearchColleagues', { assessmentId: id, search: 'كاظمي' })).json().data;
    expect(found.map((c: { fullName: string }) => c.fullName)).toEqual(['رضا کاظمی']);
    // English screens search by the English name too, in any case.
    const foundInEnglish = (await employee.post('/api/user/Assessor/SearchColleagues', { assessmentId: id, search: 'kazemi' })).json().data;
    expect(foundInEnglish.map((c: { fullName: string }) => c.fullName)).toEqual(['رضا کاظمی']);
    const peers = await Promise.all(['09121000004', '09121000005', '09121000006'].map((m) => userIdByMobile(t, m)));
    const nominations = [
      { userId: await userIdByMobile(t, '09121000003'), assessorTypeId: typeOf('manager') },
      ...peers.map((userId) => ({ userId, assessorTypeId: typeOf('peer') })),
      { external: { name: 'Sam Carter', email: 'sam@partner.example' }, assessorTypeId: typeOf('external'), invitationLanguage: 'en' },
    ];
    const seven = await employee.post('/api/user/Assessor/Nominate', {
      assessmentId: id,
      nominations: [
        ...nominations,
        ...(await Promise.all(['09121000007', '09121000008', '09121000009', '09121000010'].map((m) => userIdByMobile(t, m)))).map(
          (userId) => ({ userId, assessorTypeId: typeOf('peer') }),
        ),
      ],
    });
    expect(seven.statusCode).toBe(400);
    expect(seven.json().message).toContain('همکار');
    expect((await employee.post('/api/user/Assessor/Nominate', { assessmentId: id, nominations })).statusCode).toBe(200);
    expect((await employee.post('/api/user/Assessor/SendInvitations', { assessmentId: id })).statusCode).toBe(200);
    const pending = (await hr.get(`${A}/Get/${id}`)).json().data;
    expect(pending.status).toBe('pendingConfirmation');

    // The admin confirms: the assessment starts collecting and the invitations go out.
    const decisions = pending.assessors
      .filter((a: { raterGroup: string }) => a.raterGroup !== 'self')
      .map((a: { id: string }) => ({ assessorId: a.id, confirmation: 'confirmed' }));
    expect((await hr.post(`${A}/ConfirmAssessors`, { assessmentId: id, decisions })).statusCode).toBe(200);
    const collecting = (await hr.get(`${A}/Get/${id}`)).json().data;
    expect(collecting.status).toBe('collecting');
    expect(collecting.counts).toEqual({ assessors: 5, invited: 5, uninvited: 0, finished: 0 });
    await smtp.waitFor(5 + 2); // five invitations, plus the self-assessment mail and the confirmation result
    const external = smtp.messages.find((m) => (m.to as { text: string }).text.includes('sam@partner.example'))!;
    // An English mail names people in Latin letters (their English names), an external one as typed.
    expect(external.subject).toBe('Invitation: 360-degree assessment of Ali Rezaei');
    expect(external.text).toContain('Dear Sam Carter,');
    // The link carries the invitation's language, so the answer page opens in English.
    expect(external.text).toMatch(/https:\/\/rira\.example\/invitation\/[\w-]+\?lang=en\b/);
    const persianLink = smtp.messages.find((m) => /\/invitation\//.test(m.text ?? '') && !(m.to as { text: string }).text.includes('sam@'));
    expect(persianLink?.text).toMatch(/\/invitation\/[\w-]+\?lang=fa\b/);
    // The outbox keeps a copy of each mail, never the personal link.
    const stored = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'sam@partner.example'));
    expect(stored[0]!.bodyText).not.toContain(linkFrom('sam@partner.example'));

    // The external assessor answers through the link without an account: records, comes back, registers.
    const token = linkFrom('sam@partner.example');
    const anonymous = t.client();
    const viaLink = (await anonymous.get(`/api/user/Invitation/Open/${token}`)).json().data as OpenSortSession;
    expect(viaLink).toMatchObject({ role: 'assessor', targetName: 'علی رضایی', targetNameEn: 'Ali Rezaei', version: 0 });
    const half = Object.fromEntries(viaLink.cards.slice(0, 10).map((c) => [c.id, 'least' as const]));
    expect((await anonymous.post('/api/user/Invitation/Record', { token, placements: half, version: 0 })).statusCode).toBe(200);
    const later = (await t.client().get(`/api/user/Invitation/Open/${token}`)).json().data as OpenSortSession;
    expect(later.placements).toEqual(half);
    expect((await t.client().post('/api/user/Invitation/Register', { token, placements: fullSort(later, 1), version: 1 })).statusCode).toBe(
      200,
    );
    expect((await t.client().post('/api/user/Invitation/Critique', { token, text: 'Clear and quick.' })).statusCode).toBe(200);
    // The link opens only that answer: nothing else is reachable with it.
    expect((await anonymous.get(`/api/user/Assessment/Get/${viaLink.assessorId}`)).statusCode).toBe(401);

    // An internal peer finds the request under "invited" and answers signed in.
    const peer = t.client();
    await t.client().post('/api/Authentication/RegisterPhoneNumber', { PhoneNumber: '09121000004' });
    const { lastCodeFromLog } = await import('../../test/test-app.ts');
    await peer.post('/api/Authentication/Authorize', {
      PhoneNumber: '09121000004',
      VerificationCode: lastCodeFromLog(t.logs, '09121000004'),
      Type: 2,
    });
    const invited = (await peer.post('/api/user/Assessment/GetMine', { tab: 'invited' })).json().data;
    expect(invited).toEqual([expect.objectContaining({ role: 'assessor', targetName: 'علی رضایی', nextAction: 'start' })]);
    const peerSession = (await peer.get(`/api/user/Assessment/Get/${invited[0].assessorId}`)).json().data as OpenSortSession;
    expect(
      (
        await peer.post('/api/user/Assessment/Register', {
          assessorId: peerSession.assessorId,
          placements: fullSort(peerSession, 2),
          version: 0,
        })
      ).statusCode,
    ).toBe(200);
    expect((await peer.post('/api/user/Assessment/GetMine', { tab: 'asAssessor' })).json().data).toHaveLength(1);

    // The assessed person sees who was asked, and how far only as counts per group: never who has
    // answered, nor what anyone answered.
    const mineAssessors = await employee.get(`/api/user/Assessor/GetMine/${id}`);
    const myAssessors = mineAssessors.json().data;
    expect(myAssessors.assessors).toHaveLength(5);
    expect(myAssessors.assessors.filter((a: { userId: string | null }) => a.userId)).toHaveLength(4);
    expect(myAssessors.assessors.every((a: Record<string, unknown>) => !('progress' in a) && !('registeredAt' in a))).toBe(true);
    expect(myAssessors.groups).toEqual([
      { group: 'manager', invited: 1, finished: 0 },
      { group: 'peer', invited: 3, finished: 1 },
      { group: 'external', invited: 1, finished: 1 },
    ]);
    expect(mineAssessors.body).not.toMatch(/placements|best|least|mostly|progress|inProgress|notStarted/);
    expect((await employee.get(`/api/user/Assessment/Get/${peerSession.assessorId}`)).statusCode).toBe(404);

    // Reset an answer (audit-logged), revoke a link, close.
    expect((await hr.post(`${A}/ResetAssessor`, { assessorId: peerSession.assessorId })).statusCode).toBe(200);
    expect((await hr.get(`${A}/Get/${id}`)).json().data.counts.finished).toBe(1);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'assessment.assessor.reset'));
    expect(audit).toHaveLength(1);
    expect((await hr.post(`${A}/RevokeLink`, { assessorId: viaLink.assessorId })).statusCode).toBe(200);
    const revoked = await t.client().get(`/api/user/Invitation/Open/${token}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe('این پیوند دیگر معتبر نیست: ارزیابی بسته شده یا پیوند لغو شده است.');
    expect((await hr.post(`${A}/Remind`, { id })).json().message).toContain('۴'); // manager, two peers and the reset peer
    expect((await hr.post(`${A}/Close`, { id })).statusCode).toBe(200);
    expect((await hr.get(`${A}/Get/${id}`)).json().data.status).toBe('finished');
    expect(
      (await peer.post('/api/user/Assessment/Record', { assessorId: peerSession.assessorId, placements: {}, version: 1 })).statusCode,
    ).toBe(409);
    // A closed assessment's answer page says it is closed (issue 15), not "not found" or "dead link":
    // to the signed-in peer whose answer was reset, and through a link that was never revoked.
    const closedForPeer = await peer.get(`/api/user/Assessment/Get/${peerSession.assessorId}`);
    expect(closedForPeer.statusCode).toBe(409);
    expect(closedForPeer.json()).toMatchObject({ reason: 'assessmentClosed', message: 'این ارزیابی بسته شده است و دیگر پاسخی نمی‌پذیرد.' });
    await t.database.db.update(assessors).set({ linkRevokedAt: null }).where(eq(assessors.id, viaLink.assessorId));
    const closedLink = await t.client().get(`/api/user/Invitation/Open/${token}?lang=en`);
    expect(closedLink.statusCode).toBe(409);
    expect(closedLink.json()).toMatchObject({
      reason: 'assessmentClosed',
      message: 'This assessment has closed and no longer takes answers.',
    });
    // An answer given before the close still opens, read-only.
    const ownAfterClose = await employee.get(`/api/user/Assessment/Get/${session.assessorId}`);
    expect(ownAfterClose.statusCode).toBe(200);
    expect(ownAfterClose.json().data.registered).toBe(true);

    // Critiques: the admin reads them without learning which assessor wrote.
    expect((await employee.post('/api/user/Assessment/Critique', { assessmentId: id, text: 'کارت‌ها روشن بودند.' })).statusCode).toBe(200);
    expect((await peer.post('/api/user/Assessment/Critique', { assessmentId: id, text: 'زمان کافی بود.' })).statusCode).toBe(200);
    const critiques = (await hr.get(`${A}/GetCritiques/${id}`)).json().data;
    expect(critiques.map((c: { fromTarget: boolean }) => c.fromTarget).sort()).toEqual([false, false, true]);
    expect(JSON.stringify(critiques)).not.toMatch(/assessorId|userId/);
    expect((await employee.post('/api/user/Assessment/GetMine', { tab: 'completed' })).json().data).toEqual([
      expect.objectContaining({ status: 'finished' }),
    ]);
  });

  it('shows the assessed person their assessors’ names and groups, never an e-mail or a mobile', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const id = await createFor(hr, '09120000003');
    const session = await selfSession(employee);
    await employee.post('/api/user/Assessment/Register', { assessorId: session.assessorId, placements: fullSort(session), version: 0 });
    const types = (await employee.get(`/api/user/Assessor/GetTypes/${id}`)).json().data as { id: string; raterGroup: string }[];
    const typeOf = (group: string) => types.find((x) => x.raterGroup === group)!.id;
    const colleague = async (mobile: string, group: string) => ({ userId: await userIdByMobile(t, mobile), assessorTypeId: typeOf(group) });
    // The person nominates colleagues and one outside assessor (name, e-mail and mobile typed by them)…
    const nominated = await employee.post('/api/user/Assessor/Nominate', {
      assessmentId: id,
      nominations: [
        await colleague('09121000003', 'manager'),
        ...(await Promise.all(['09121000004', '09121000005', '09121000006'].map((m) => colleague(m, 'peer')))),
        {
          external: { name: 'Sam Carter', email: 'sam@partner.example', mobile: '09351112233' },
          assessorTypeId: typeOf('external'),
          invitationLanguage: 'en',
        },
      ],
    });
    expect(nominated.statusCode, nominated.body).toBe(200);
    // …and the admin adds another outside assessor.
    const picked = await hr.post(`${A}/PickAssessors`, {
      assessmentId: id,
      assessors: [
        { external: { name: 'Dana Ross', email: 'dana@advisers.example', mobile: '09357778899' }, assessorTypeId: typeOf('external') },
      ],
    });
    expect(picked.statusCode, picked.body).toBe(200);
    // The admin still has every way to reach them.
    const admin = (await hr.get(`${A}/Get/${id}`)).json().data.assessors as Assessor[];
    expect(admin.find((a) => a.name === 'Dana Ross')).toMatchObject({ email: 'dana@advisers.example', mobile: '09357778899' });

    const res = await employee.get(`/api/user/Assessor/GetMine/${id}`);
    expect(res.statusCode).toBe(200);
    const mine = res.json().data.assessors as Record<string, unknown>[];
    // Who and in which group: the same people the admin sees, outside assessors by the name typed.
    const others = admin.filter((a) => a.raterGroup !== 'self');
    expect(others).toHaveLength(6);
    expect(mine.map((a) => [a.name, a.raterGroup, a.isExternal]).sort()).toEqual(
      others.map((a) => [a.name, a.raterGroup, a.isExternal]).sort(),
    );
    expect(mine.filter((a) => a.isExternal).map((a) => a.name)).toEqual(expect.arrayContaining(['Sam Carter', 'Dana Ross']));
    for (const assessor of mine) {
      expect(assessor, String(assessor.name)).not.toHaveProperty('email');
      expect(assessor, String(assessor.name)).not.toHaveProperty('mobile');
    }
    // Nor anywhere else in the answer: not the outside assessors' addresses, not a colleague's.
    const colleagues = others.filter((a) => a.userId);
    expect(colleagues.every((a) => a.email || a.mobile)).toBe(true);
    for (const secret of [
      'sam@partner.example',
      '09351112233',
      'dana@advisers.example',
      '09357778899',
      ...colleagues.flatMap((a) => [a.email, a.mobile]),
    ]) {
      if (secret) expect(res.body).not.toContain(secret);
    }
  });

  it('waits for the admin to pick assessors when the person does not nominate, then collects', async () => {
    const hr = await signedIn(t, 'hr');
    const employee = await signedIn(t, 'employee');
    const id = await createFor(hr, '09120000003', { includeAssessorTypeSettings: false });
    const session = await selfSession(employee);
    await employee.post('/api/user/Assessment/Register', { assessorId: session.assessorId, placements: fullSort(session), version: 0 });
    expect((await hr.get(`${A}/Get/${id}`)).json().data.status).toBe('waiting');
    expect((await employee.post('/api/user/Assessor/Nominate', { assessmentId: id, nominations: [] })).statusCode).toBe(409);
    const typeOf = await assessorTypeIds(hr);
    const person = async (mobile: string, group: string) => ({ userId: await userIdByMobile(t, mobile), assessorTypeId: typeOf(group) });
    // The same rules as a nomination: one peer and no manager, where the types ask for 3–6 peers and one manager, is refused with the same message.
    const tooFew = await hr.post(`${A}/PickAssessors`, { assessmentId: id, assessors: [await person('09121000004', 'peer')] });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toMatch(/^برای «(مدیر مستقیم|همکار)» باید بین/);
    expect(tooFew.json().errors.map((e: { code: string }) => e.code)).toEqual(['assessorCount', 'assessorCount']);
    expect((await hr.get(`${A}/Get/${id}`)).json().data.counts.assessors).toBe(0);
    // Nothing was picked, so the invitations cannot start collecting either.
    expect((await hr.post(`${A}/SendInvitations`, { assessmentId: id })).statusCode).toBe(400);
    const pick = await hr.post(`${A}/PickAssessors`, {
      assessmentId: id,
      assessors: [
        await person('09121000001', 'manager'),
        await person('09121000004', 'peer'),
        await person('09121000005', 'peer'),
        await person('09121000006', 'peer'),
      ],
    });
    expect(pick.statusCode).toBe(200);
    const sent = await hr.post(`${A}/SendInvitations`, { assessmentId: id });
    expect(sent.json().data).toEqual({ sent: 4, failed: 0 });
    expect((await hr.get(`${A}/Get/${id}`)).json().data).toMatchObject({ status: 'collecting', counts: { assessors: 4, invited: 4 } });
  });

  it('refuses to publish an assessment that is not ready, and says why', async () => {
    const hr = await signedIn(t, 'hr');
    const target = await userIdByMobile(t, '09121000016');
    await hr.post('/api/manager/applicationUser/ToggleActivity', { id: target });
    const created = await hr.post(`${A}/Add`, {
      templateId: await templateId(hr),
      userIds: [target],
      startsOn: '2026-11-01',
      finishesOn: '2026-11-02',
    });
    const id = created.json().data[0];
    const res = await hr.post(`${A}/Publish`, { id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('این ارزیابی هنوز آمادهٔ انتشار نیست و منتشر نمی‌شود.');
    expect(
      res
        .json()
        .reasons.map((r: { code: string }) => r.code)
        .sort(),
    ).toEqual(['notReadyDates', 'notReadyTarget']);
    expect(res.json().reasons.find((r: { code: string }) => r.code === 'notReadyTarget').message).toBe('شخص ارزیابی‌شونده فعال نیست.');
    expect((await hr.get(`${A}/Get/${id}`)).json().data.status).toBe('draft');
    // With publish at creation, nothing is created.
    const none = await hr.post(`${A}/Add`, {
      templateId: await templateId(hr),
      userIds: [target],
      startsOn: '2026-11-01',
      finishesOn: '2027-01-01',
      publish: true,
    });
    expect(none.statusCode).toBe(409);
    expect((await hr.post(`${A}/GetAll`, {})).json().totalItems).toBe(1);
  });

  it('creates for a whole department, copies to other people, edits and deletes drafts', async () => {
    const hr = await signedIn(t, 'hr');
    const sales = (await hr.post('/api/admin/Department/GetAll', { search: 'فروش' })).json().data[0];
    const created = await hr.post(`${A}/Add`, {
      templateId: await templateId(hr),
      departmentIds: [sales.id],
      startsOn: '2026-12-01',
      finishesOn: '2027-01-30',
    });
    expect(created.json().data).toHaveLength(sales.usageCount);
    const [first] = created.json().data;
    const copy = await hr.post(`${A}/CopyToUsers`, { id: first, userIds: [await userIdByMobile(t, '09121000010')] });
    expect(copy.json().data).toHaveLength(1);
    expect(
      (
        await hr.post(`${A}/Update`, {
          id: first,
          startsOn: '2026-12-05',
          finishesOn: '2027-02-01',
          userMaySeeReport: true,
          needsAssessorConfirmation: false,
          userMayAddExternal: true,
          includeAssessorTypeSettings: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await hr.get(`${A}/Get/${first}`)).json().data).toMatchObject({ startsOn: '2026-12-05', userMaySeeReport: true });
    expect((await hr.post(`${A}/Delete`, { id: first })).statusCode).toBe(200);
    const filtered = await hr.post(`${A}/GetAll`, { status: 'draft', pageSize: 25 });
    expect(filtered.json().totalItems).toBe(sales.usageCount);
    const xlsx = await hr.get(`${A}/DownloadBaseData`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const bad = await hr.post(`${A}/Add`, { templateId: 'x', startsOn: '1405-01-01', finishesOn: '2026-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['startsOn', 'templateId', 'userIds']);
  });

  it('closes assessments whose finish date has passed', async () => {
    const hr = await signedIn(t, 'hr');
    const id = await createFor(hr, '09120000003');
    await t.database.db.update(assessments).set({ finishesOn: '2020-01-01' }).where(eq(assessments.id, id));
    const { AssessmentsService } = await import('./assessments.service.ts');
    expect(await new AssessmentsService(t.app).closeExpired()).toBe(1);
    expect((await hr.get(`${A}/Get/${id}`)).json().data.status).toBe('finished');
  });
});

describe('assessments: refusals', () => {
  it("refuses company A's admin every call on company B's assessment, and changes nothing", async () => {
    const hr = await signedIn(t, 'hr');
    const id = await createFor(hr, '09120000003');
    const detail = (await hr.get(`${A}/Get/${id}`)).json().data;
    const self = detail.assessors[0].id;
    const other = await alborzAdmin(t);
    const calls: [string, () => Promise<{ statusCode: number }>][] = [
      ['Get', () => other.get(`${A}/Get/${id}`)],
      [
        'Update',
        () =>
          other.post(`${A}/Update`, {
            id,
            startsOn: '2026-11-01',
            finishesOn: '2027-01-01',
            userMaySeeReport: true,
            needsAssessorConfirmation: true,
            userMayAddExternal: true,
            includeAssessorTypeSettings: true,
          }),
      ],
      ['Delete', () => other.post(`${A}/Delete`, { id })],
      ['Publish', () => other.post(`${A}/Publish`, { id })],
      ['CopyToUsers', () => other.post(`${A}/CopyToUsers`, { id, userIds: [detail.targetUserId] })],
      [
        'ConfirmAssessors',
        () => other.post(`${A}/ConfirmAssessors`, { assessmentId: id, decisions: [{ assessorId: self, confirmation: 'confirmed' }] }),
      ],
      [
        'PickAssessors',
        () => other.post(`${A}/PickAssessors`, { assessmentId: id, assessors: [{ userId: detail.targetUserId, assessorTypeId: self }] }),
      ],
      ['SendInvitations', () => other.post(`${A}/SendInvitations`, { assessmentId: id })],
      ['Remind', () => other.post(`${A}/Remind`, { id })],
      ['ResetAssessor', () => other.post(`${A}/ResetAssessor`, { assessorId: self })],
      ['RevokeLink', () => other.post(`${A}/RevokeLink`, { assessorId: self })],
      ['Close', () => other.post(`${A}/Close`, { id })],
      ['GetCritiques', () => other.get(`${A}/GetCritiques/${id}`)],
      ['GetAll of A', async () => other.post(`${A}/GetAll`, { companyId: detail.companyId })],
    ];
    for (const [name, call] of calls) expect([403, 404], name).toContain((await call()).statusCode);
    expect((await other.post(`${A}/GetAll`, {})).json().totalItems).toBe(0);
    expect((await hr.get(`${A}/Get/${id}`)).json().data.status).toBe('new');
  });

  it('refuses ordinary people the admin calls, anonymous callers, other people’s answers and an expired licence', async () => {
    const hr = await signedIn(t, 'hr');
    const id = await createFor(hr, '09120000003');
    const employee = await signedIn(t, 'employee');
    expect((await employee.post(`${A}/GetAll`, {})).statusCode).toBe(403);
    expect((await employee.post(`${A}/Close`, { id })).statusCode).toBe(403);
    expect((await employee.post('/api/admin/Difficulty/Add', { title: 'x' })).statusCode).toBe(403);
    expect((await t.client().post('/api/user/Assessment/GetMine', {})).statusCode).toBe(401);
    expect((await t.client().post(`${A}/GetAll`, {})).statusCode).toBe(401);
    const session = await selfSession(employee);
    const colleague = await signedIn(t, 'multi');
    expect((await colleague.get(`/api/user/Assessment/Get/${session.assessorId}`)).statusCode).toBe(404);
    expect(
      (await colleague.post('/api/user/Assessment/Record', { assessorId: session.assessorId, placements: {}, version: 0 })).statusCode,
    ).toBe(404);
    expect((await t.client().get('/api/user/Invitation/Open/not-a-real-token-but-long-enough')).statusCode).toBe(404);
    await t.database.db
      .update(companies)
      .set({ licenceExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(companies.title, ARIA));
    expect((await employee.post('/api/user/Assessment/GetMine', {})).statusCode).toBe(402);
    expect((await hr.post(`${A}/GetAll`, {})).statusCode).toBe(402);
  });
});

describe('library', () => {
  it('lets the system manager keep difficulties, factors, competencies with compensators, assessor types and templates', async () => {
    const manager = await signedIn(t, 'admin');
    const difficulty = (await manager.post('/api/admin/Difficulty/Add', { title: 'بسيار دشوار', isHard: true })).json().data;
    const factor = (
      await manager.post('/api/admin/Factor/Add', { title: 'عامل آزمایشی', titleEn: 'Test factor', minScore: 1.5, maxScore: 2.5 })
    ).json().data;
    const base = {
      skilledDefinition: 'ماهر',
      unskilledDefinition: 'ناماهر',
      overusedDefinition: 'زیاده',
      difficultyId: difficulty,
      factorId: factor,
    };
    const a = (await manager.post('/api/admin/Competency/Add', { ...base, title: 'شایستگی الف' })).json().data;
    const b = await manager.post('/api/admin/Competency/Add', { ...base, title: 'شایستگی ب', compensatorIds: [a] });
    expect(b.statusCode).toBe(200);
    const got = (await manager.get(`/api/admin/Competency/Get/${a}`)).json().data;
    expect(got).toMatchObject({
      difficultyTitle: 'بسیار دشوار',
      difficultyIsHard: true,
      factorTitle: 'عامل آزمایشی',
      compensators: [],
      compensatesFor: [{ title: 'شایستگی ب' }],
    });
    expect((await manager.post('/api/admin/Competency/Delete', { id: a })).statusCode).toBe(409);
    const self = await manager.post('/api/admin/Competency/Update', { ...base, id: a, title: 'شایستگی الف', compensatorIds: [a] });
    expect(self.statusCode).toBe(400);
    const bad = await manager.post('/api/admin/Factor/Add', { title: '', minScore: 2.5, maxScore: 2 });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['maxScore', 'title']);
    expect((await manager.post('/api/admin/Difficulty/Add', { title: 'بسیار دشوار' })).statusCode).toBe(409);
    const tpl = await manager.post('/api/admin/AssessmentTemplate/Add', { title: 'قالب آزمایشی', factorIds: [factor], competencyIds: [a] });
    const template = (await manager.get(`/api/admin/AssessmentTemplate/Get/${tpl.json().data}`)).json().data;
    // The factor's two competencies, one of them also chosen: two cards.
    expect(template).toMatchObject({
      companyId: null,
      cardCount: 2,
      pileMaxima: { best: 1, mostly: 1, least: 1 },
      competencies: [{ id: a, title: 'شایستگی الف' }],
      factors: [{ id: factor, title: 'عامل آزمایشی', titleEn: 'Test factor' }],
      positionIds: [],
      structureIds: [],
    });
    const type = await manager.post('/api/admin/AssessorType/Add', { title: 'مشتری', raterGroup: 'external', minCount: 2, maxCount: 1 });
    expect(type.statusCode).toBe(400);
  });

  it('lets a company admin read the library and keep only their own templates', async () => {
    const hr = await signedIn(t, 'hr');
    expect((await hr.post('/api/admin/Competency/GetAll', { pageSize: 100 })).json().totalItems).toBe(42);
    expect((await hr.post('/api/admin/Factor/Add', { title: 'x' })).statusCode).toBe(403);
    const platform = await templateId(hr);
    expect((await hr.post('/api/admin/AssessmentTemplate/Toggle', { id: platform })).statusCode).toBe(403);
    const positions = (await hr.post('/api/admin/Position/GetAll', {})).json().data;
    const own = await hr.post('/api/admin/AssessmentTemplate/Add', {
      title: 'قالب آریا',
      positionIds: [positions[0].id],
      competencyIds: [],
    });
    expect(own.statusCode).toBe(200);
    expect((await hr.get(`/api/admin/AssessmentTemplate/Get/${own.json().data}`)).json().data).toMatchObject({
      companyId: expect.any(String),
      positionIds: [positions[0].id],
      structureIds: [],
      competencies: [],
      factors: [],
    });
    const other = await alborzAdmin(t);
    expect((await other.get(`/api/admin/AssessmentTemplate/Get/${own.json().data}`)).statusCode).toBe(404);
    expect((await other.post('/api/admin/AssessmentTemplate/GetAll', {})).json().data.map((x: { title: string }) => x.title)).toEqual([
      TEMPLATE_TITLE,
    ]);
    const employee = await signedIn(t, 'employee');
    expect((await employee.post('/api/admin/Competency/GetAll', {})).statusCode).toBe(403);
    void and;
  });
});
