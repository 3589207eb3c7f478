import type { Placements, OpenSortSession } from '@rira/contracts';
import { lastCodeFromLog, type TestServer, type TestClient } from './test-app.ts';
import { signedIn, userIdByMobile } from './organisation-fixtures.ts';

export const TEMPLATE_TITLE = 'ارزیابی ۳۶۰ درجهٔ رهبری';

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

export interface CollectedAssessment {
  id: string;
  /** The company admin who runs it. */
  hr: TestClient;
  target: TestClient;
  assessors: { mobile: string; client: TestClient; assessorId: string }[];
}

/**
 * Runs an assessment of the demo employee (or of `target`, a demo colleague's mobile, signed in by
 * code) up to "collecting": self-assessment registered, the
 * admin picks a manager and the given peers (at least three: the peer type's minimum), invitations
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
  const ok = async (res: Promise<{ statusCode: number; body: string }>, what: string) => {
    const done = await res;
    if (done.statusCode !== 200) throw new Error(`${what}: ${done.statusCode} ${done.body}`);
    return done;
  };
  const hr = options.admin ?? (await signedIn(t, 'hr'));
  const templates = (await hr.post('/api/admin/AssessmentTemplate/GetAll', { search: TEMPLATE_TITLE })).json().data;
  const created = await hr.post('/api/admin/Assessment/Add', {
    templateId: templates[0].id,
    userIds: [await userIdByMobile(t, options.target ?? '09120000003')],
    startsOn: '2026-11-01',
    finishesOn: '2027-12-29',
    publish: true,
    includeAssessorTypeSettings: false,
    userMaySeeReport: options.userMaySeeReport ?? true,
  });
  const id = created.json().data[0] as string;
  const target = options.target ? await signedInByCode(t, options.target) : await signedIn(t, 'employee');
  const mine = (await target.post('/api/user/Assessment/GetMine', { tab: 'self' })).json().data;
  const selfSession = (await target.get(`/api/user/Assessment/Get/${mine[0].assessorId}`)).json().data as OpenSortSession;
  await target.post('/api/user/Assessment/Register', { assessorId: selfSession.assessorId, placements: fullSort(selfSession), version: 0 });
  const types = (await hr.post('/api/admin/AssessorType/GetAll', {})).json().data as { id: string; raterGroup: string }[];
  const typeOf = (group: string) => types.find((x) => x.raterGroup === group)!.id;
  const mobiles = [options.manager ?? '09121000001', ...options.peers];
  await ok(
    hr.post('/api/admin/Assessment/PickAssessors', {
      assessmentId: id,
      assessors: await Promise.all(
        mobiles.map(async (m, i) => ({ userId: await userIdByMobile(t, m), assessorTypeId: typeOf(i === 0 ? 'manager' : 'peer') })),
      ),
    }),
    'PickAssessors',
  );
  await ok(hr.post('/api/admin/Assessment/SendInvitations', { assessmentId: id }), 'SendInvitations');
  const assessors = [];
  for (const [index, mobile] of mobiles.entries()) {
    const client = await signedInByCode(t, mobile);
    const invited = (await client.post('/api/user/Assessment/GetMine', { tab: 'invited' })).json().data;
    const session = (await client.get(`/api/user/Assessment/Get/${invited[0].assessorId}`)).json().data as OpenSortSession;
    const placements = options.answer ? options.answer(index, session) : fullSort(session, index + 1);
    if (placements)
      await ok(client.post('/api/user/Assessment/Register', { assessorId: session.assessorId, placements, version: 0 }), 'Register');
    assessors.push({ mobile, client, assessorId: session.assessorId });
  }
  return { id, hr, target, assessors };
}
