/**
 * Drives an assessment to a generated report through the HTTP API, the way the server's own
 * fixture does (server/src/test/assessment-fixtures.ts), but against a running server: the
 * demo `employee` sorts the cards, hr picks a manager and peers and sends the invitations, each
 * assessor signs in by one-time code and registers a full sort, hr closes and generates.
 * Reaching the same state through the screens is the assessment journey's test, not this one's.
 */

export const DEMO_PASSWORD = 'Rira@1404';
export const TEMPLATE_TITLE = 'ارزیابی ۳۶۰ درجهٔ رهبری';
export const MANAGER_MOBILE = '09121000001';
export const PEER_MOBILES = ['09121000004', '09121000005', '09121000006'];
/** A colleague of the person who is neither assessed nor an assessor nor an admin. */
export const COLLEAGUE_MOBILE = '09121000008';

type Pile = 'best' | 'mostly' | 'least';

/** A browser-like API caller against `baseUrl`: keeps the cookies the server sets. */
export class ApiSession {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async raw(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async json<T = { data: unknown; message?: string }>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const res = await this.raw(method, path, body);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** The call must succeed; returns the envelope's `data`. */
  async data<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await this.json<{ data: T; message?: string }>(method, path, body);
    if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }
}

export async function signInWithPassword(baseUrl: string, username: string): Promise<ApiSession> {
  const session = new ApiSession(baseUrl);
  await session.data('POST', '/api/Authentication/AuthorizeWithPassword?lang=fa', { Username: username, Password: DEMO_PASSWORD, Type: 1 });
  return session;
}

/** `codeFor` reads the one-time code the server logged for the mobile since `notBefore` (ms). */
export type CodeReader = (mobile: string, notBefore: number) => Promise<string>;

/**
 * Signs a demo colleague in by one-time code. A number gets at most one code a minute: when an
 * earlier test file has just asked for one, this waits for the next (up to ~70 s).
 */
export async function signInWithCode(baseUrl: string, mobile: string, codeFor: CodeReader): Promise<ApiSession> {
  const session = new ApiSession(baseUrl);
  let asked = Date.now() - 1000;
  const deadline = Date.now() + 70_000;
  for (;;) {
    const res = await session.json('POST', '/api/Authentication/RegisterPhoneNumber', { PhoneNumber: mobile });
    if (res.status === 200) break;
    if (res.status !== 429 || Date.now() > deadline)
      throw new Error(`RegisterPhoneNumber ${mobile} → ${res.status}: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 5_000));
    asked = Date.now() - 1000;
  }
  const code = await codeFor(mobile, asked);
  await session.data('POST', '/api/Authentication/Authorize?lang=fa', { PhoneNumber: mobile, VerificationCode: code, Type: 2 });
  return session;
}

export interface SortSession {
  assessorId: string;
  cards: { id: string }[];
}

/** Cards dealt in turn into best, mostly and least, starting at `offset` (as the server fixture). */
export function fullSort(session: SortSession, offset = 0): Record<string, Pile> {
  const piles = ['best', 'mostly', 'least'] as const;
  return Object.fromEntries(session.cards.map((c, i) => [c.id, piles[(i + offset) % 3]!]));
}

export async function userIdByMobile(hr: ApiSession, mobile: string): Promise<string> {
  const people = await hr.data<{ id: string; mobile: string | null }[]>('POST', '/api/manager/applicationUser/GetAll', {
    search: mobile,
    pageSize: 10,
  });
  const person = people.find((p) => p.mobile === mobile);
  if (!person) throw new Error(`no person with mobile ${mobile}`);
  return person.id;
}

export interface GeneratedReport {
  assessmentId: string;
  hr: ApiSession;
  /** The assessed person, «علی رضایی». */
  person: ApiSession;
  /** The manager and peers who answered. */
  assessors: ApiSession[];
}

/**
 * A finished assessment of the demo employee with a generated report (version 1): a manager and
 * `peers` peers (at least three: the peer type's minimum) are invited; the first `answering` of
 * them (the manager first; all by default) answer, so with three peers the report shows `manager`
 * and `peer`. `signedIn` reuses assessors' sessions from an earlier journey (a number gets one
 * code a minute).
 */
export async function generatedReport(
  baseUrl: string,
  codeFor: CodeReader,
  options: { peers?: string[]; userMaySeeReport?: boolean; answering?: number; signedIn?: ApiSession[] } = {},
): Promise<GeneratedReport> {
  const peers = options.peers ?? PEER_MOBILES;
  const hr = await signInWithPassword(baseUrl, 'hr');
  const templates = await hr.data<{ id: string }[]>('POST', '/api/admin/AssessmentTemplate/GetAll', { search: TEMPLATE_TITLE });
  const person = await signInWithPassword(baseUrl, 'employee');
  const me = await person.data<{ id: string }>('GET', '/api/Authentication/GetCurrentUser');
  const created = await hr.data<string[]>('POST', '/api/admin/Assessment/Add', {
    templateId: templates[0]!.id,
    userIds: [me.id],
    startsOn: '2026-11-01',
    finishesOn: '2027-12-29',
    publish: true,
    includeAssessorTypeSettings: false,
    userMaySeeReport: options.userMaySeeReport ?? true,
  });
  const assessmentId = created[0]!;

  const mine = await person.data<{ assessorId: string; assessmentId: string }[]>('POST', '/api/user/Assessment/GetMine', { tab: 'self' });
  const selfRow = mine.find((m) => m.assessmentId === assessmentId) ?? mine[0]!;
  const selfSession = await person.data<SortSession>('GET', `/api/user/Assessment/Get/${selfRow.assessorId}`);
  await person.data('POST', '/api/user/Assessment/Register', {
    assessorId: selfSession.assessorId,
    placements: fullSort(selfSession),
    version: 0,
  });

  const types = await hr.data<{ id: string; raterGroup: string }[]>('POST', '/api/admin/AssessorType/GetAll', {});
  const typeOf = (group: string) => types.find((x) => x.raterGroup === group)!.id;
  const mobiles = [MANAGER_MOBILE, ...peers];
  await hr.data('POST', '/api/admin/Assessment/PickAssessors', {
    assessmentId,
    assessors: await Promise.all(
      mobiles.map(async (m, i) => ({ userId: await userIdByMobile(hr, m), assessorTypeId: typeOf(i === 0 ? 'manager' : 'peer') })),
    ),
  });
  await hr.data('POST', '/api/admin/Assessment/SendInvitations', { assessmentId });

  const assessors: ApiSession[] = [];
  const answering = options.answering ?? mobiles.length;
  for (const [index, mobile] of mobiles.slice(0, answering).entries()) {
    const client = options.signedIn?.[index] ?? (await signInWithCode(baseUrl, mobile, codeFor));
    const invited = await client.data<{ assessorId: string; assessmentId: string }[]>('POST', '/api/user/Assessment/GetMine', {
      tab: 'invited',
    });
    const row = invited.find((m) => m.assessmentId === assessmentId) ?? invited[0]!;
    const session = await client.data<SortSession>('GET', `/api/user/Assessment/Get/${row.assessorId}`);
    await client.data('POST', '/api/user/Assessment/Register', {
      assessorId: session.assessorId,
      placements: fullSort(session, index + 1),
      version: 0,
    });
    assessors.push(client);
  }
  // Closing makes the report (version 1) and releases it.
  await hr.data('POST', '/api/admin/Assessment/Close', { id: assessmentId });
  return { assessmentId, hr, person, assessors };
}
