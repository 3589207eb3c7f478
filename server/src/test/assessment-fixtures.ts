import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { Placements, OpenSortSession } from '@rira/contracts';
import { createTestApp, lastCodeFromLog, type TestApp, type TestServer, type TestClient } from './test-app.ts';
import { signedIn, userIdByMobile } from './organisation-fixtures.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

export const TEMPLATE_TITLE = 'ارزیابی ۳۶۰ درجهٔ رهبری';

/**
 * Registers a test file's hooks for an app that mails its invitations, with links under
 * https://rira.example, to an SMTP sink in the test process: both start once, before the file's
 * tests, and close after them; before each test the database goes back to its seeded state and the
 * sink forgets what it received. `started` is handed the app and the sink once they run (the file
 * keeps them in its own variables); `onMessage` sees each mail as it arrives (a throw refuses it).
 */
export function mailingTestApp(
  started: (running: { t: TestApp; smtp: SmtpSink }) => void,
  onMessage?: (mail: ParsedMail) => void | Promise<void>,
): void {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink(onMessage);
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://rira.example' });
    started({ t, smtp });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.reset();
    smtp.messages.length = 0;
  });
}

/** The id of the demo 360-degree template, as the company admin `hr` finds it. */
export async function templateId(hr: TestClient): Promise<string> {
  const list = (await hr.post('/api/admin/AssessmentTemplate/GetAll', { search: TEMPLATE_TITLE })).json().data;
  return list[0].id as string;
}

/** The company's assessor types: the id of the one for a rater group. */
export async function assessorTypeIds(hr: TestClient): Promise<(group: string) => string> {
  const types = (await hr.post('/api/admin/AssessorType/GetAll', {})).json().data as { id: string; raterGroup: string }[];
  return (group: string) => types.find((x) => x.raterGroup === group)!.id;
}

/** A complete sort: cards dealt in turn into best, mostly and least, starting at `offset`. */
export function fullSort(session: Pick<OpenSortSession, 'cards'>, offset = 0): Placements {
  const piles = ['best', 'mostly', 'least'] as const;
  return Object.fromEntries(session.cards.map((c, i) => [c.id, piles[(i + offset) % 3]!]));
}

/** Signs a demo colleague in with a one-time code read from the log. */
export async function signedInByCode(t: TestServer, mobile: string): Promise<TestClient> {
  await t.client().post('/api/Authentication/RegisterPhoneNumber', { PhoneNumber: mobile });
  const c = t.client();
  const res = await c.post('/api/Authentication/Authorize', {
    PhoneNumber: mobile,
    VerificationCode: lastCodeFromLog(t.logs, mobile),
    Type: 2,
  });
  if (res.statusCode !== 200) throw new Error(`code sign-in ${mobile}: ${res.body}`);
  return c;
}

export interface SelfAssessedAssessment {
  id: string;
  /** The company admin who runs it. */
  hr: TestClient;
  target: TestClient;
  /** The id of the assessor type for a rater group. */
  typeOf: (group: string) => string;
}

/**
 * An assessment of the demo employee (or of `target`, a demo colleague's mobile, signed in by code),
 * added and published by the admin (`settings` go with the Add call), with the self-assessment
 * registered: waiting for its assessors.
 */
export async function selfAssessedAssessment(
  t: TestServer,
  options: {
    target?: string;
    /** The company admin who runs it; `hr` by default. */
    admin?: TestClient;
    settings?: Record<string, unknown>;
  } = {},
): Promise<SelfAssessedAssessment> {
  const hr = options.admin ?? (await signedIn(t, 'hr'));
  const created = await ok(
    hr.post('/api/admin/Assessment/Add', {
      templateId: await templateId(hr),
      userIds: [await userIdByMobile(t, options.target ?? '09120000003')],
      startsOn: '2026-11-01',
      finishesOn: '2027-12-29',
      publish: true,
      ...options.settings,
    }),
    'Add',
  );
  const id = created.json().data[0] as string;
  const target = options.target ? await signedInByCode(t, options.target) : await signedIn(t, 'employee');
  const mine = (await target.post('/api/user/Assessment/GetMine', { tab: 'self' })).json().data;
  const selfSession = (await target.get(`/api/user/Assessment/Get/${mine[0].assessorId}`)).json().data as OpenSortSession;
  await target.post('/api/user/Assessment/Register', { assessorId: selfSession.assessorId, placements: fullSort(selfSession), version: 0 });
  return { id, hr, target, typeOf: await assessorTypeIds(hr) };
}

export interface PickedAssessment extends SelfAssessedAssessment {
  /** The mobiles picked, the manager's first. */
  mobiles: string[];
}

/** An external assessor to pick, with the language of their invitation. */
export interface ExternalPick {
  external: { name: string; email: string; mobile?: string };
  invitationLanguage: 'fa' | 'en';
}

/**
 * As `selfAssessedAssessment` (without the assessor types' own settings), then the admin picks a
 * manager, the given peers (at least three: the peer type's minimum) and any `externals`. No
 * invitation is sent.
 */
export async function pickedAssessment(
  t: TestServer,
  options: {
    peers: string[];
    externals?: ExternalPick[];
    target?: string;
    /** The manager's mobile; Hamid Sadeghi's by default. */
    manager?: string;
    /** The company admin who runs it; `hr` by default. */
    admin?: TestClient;
    /** Left to the assessment's default when not given. */
    userMaySeeReport?: boolean;
  },
): Promise<PickedAssessment> {
  const assessment = await selfAssessedAssessment(t, {
    target: options.target,
    admin: options.admin,
    settings: {
      includeAssessorTypeSettings: false,
      ...(options.userMaySeeReport === undefined ? {} : { userMaySeeReport: options.userMaySeeReport }),
    },
  });
  const { id, hr, typeOf } = assessment;
  const mobiles = [options.manager ?? '09121000001', ...options.peers];
  await ok(
    hr.post('/api/admin/Assessment/PickAssessors', {
      assessmentId: id,
      assessors: [
        ...(await Promise.all(
          mobiles.map(async (m, i) => ({ userId: await userIdByMobile(t, m), assessorTypeId: typeOf(i === 0 ? 'manager' : 'peer') })),
        )),
        ...(options.externals ?? []).map((e) => ({ ...e, assessorTypeId: typeOf('external') })),
      ],
    }),
    'PickAssessors',
  );
  return { ...assessment, mobiles };
}

/** Throws unless the call answered 200. */
async function ok<R extends { statusCode: number; body: string }>(res: Promise<R>, what: string): Promise<R> {
  const done = await res;
  if (done.statusCode !== 200) throw new Error(`${what}: ${done.statusCode} ${done.body}`);
  return done;
}

export interface CollectedAssessment {
  id: string;
  /** The company admin who runs it. */
  hr: TestClient;
  target: TestClient;
  assessors: { mobile: string; client: TestClient; assessorId: string }[];
}

/**
 * Runs an assessment of the demo employee (or of `target`, a demo colleague's mobile, signed in by
 * code) up to "collecting": as `pickedAssessment` (a manager and the given peers), invitations
 * out, and each of them registers (the `answer` callback chooses each assessor's sort, index 0 being
 * the manager; return null to leave one unanswered).
 */
export async function collectedAssessment(
  t: TestServer,
  options: {
    peers: string[];
    target?: string;
    /** The manager's mobile; Hamid Sadeghi's by default. */
    manager?: string;
    /** The company admin who runs it; `hr` by default. */
    admin?: TestClient;
    userMaySeeReport?: boolean;
    answer?: (index: number, session: OpenSortSession) => Placements | null;
  },
): Promise<CollectedAssessment> {
  const { answer, ...pick } = options;
  const { id, hr, target, mobiles } = await pickedAssessment(t, { ...pick, userMaySeeReport: options.userMaySeeReport ?? true });
  await ok(hr.post('/api/admin/Assessment/SendInvitations', { assessmentId: id }), 'SendInvitations');
  const assessors = [];
  for (const [index, mobile] of mobiles.entries()) {
    const client = await signedInByCode(t, mobile);
    const invited = (await client.post('/api/user/Assessment/GetMine', { tab: 'invited' })).json().data;
    const session = (await client.get(`/api/user/Assessment/Get/${invited[0].assessorId}`)).json().data as OpenSortSession;
    const placements = answer ? answer(index, session) : fullSort(session, index + 1);
    if (placements)
      await ok(client.post('/api/user/Assessment/Register', { assessorId: session.assessorId, placements, version: 0 }), 'Register');
    assessors.push({ mobile, client, assessorId: session.assessorId });
  }
  return { id, hr, target, assessors };
}
