import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, memberships, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { adminCommand, type AdminCommandIo } from './admin-command.ts';

/**
 * `npm run admin` (issue 24, must-fix 2): with SEED_DEMO=false nothing else makes the first
 * account. The command runs against the test's database; the accounts it makes sign in through
 * the API like any other.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

interface Run {
  code: number;
  out: string;
  err: string;
  prompts: string[];
}

/** Runs the command; `answers` are typed at the hidden prompt in turn, `stdin` is piped in (no terminal). */
async function admin(argv: string[], input: { answers?: string[]; stdin?: string } = {}): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const answers = [...(input.answers ?? [])];
  const io: AdminCommandIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    askPassword: input.answers
      ? async (prompt) => {
          prompts.push(prompt);
          return answers.shift() ?? '';
        }
      : undefined,
    readStdin: async () => input.stdin ?? '',
    osUser: 'ops (as root)',
    openDatabase: async () => t.database,
  };
  const code = await adminCommand(argv, t.config, io);
  return { code, out: out.join('\n'), err: err.join('\n'), prompts };
}

const signIn = (username: string, password: string) =>
  t.client().post('/api/Authentication/AuthorizeWithPassword', { Username: username, Password: password, Type: 1, RememberMe: false });

async function auditRows(action: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt));
}

const CREATE = ['create', '--email', 'Manager@Rira.example', '--first-name', 'مریم', '--last-name', 'کاظمی'];

describe('npm run admin -- create', () => {
  it('creates a system manager with the password typed twice at the hidden prompt; the account signs in; the audit row names the command and who ran it', async () => {
    const run = await admin(CREATE, { answers: ['Strong-pass-1404', 'Strong-pass-1404'] });
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.prompts).toEqual(['Password for Manager@Rira.example: ', 'The same password again: ']);
    expect(run.out).toContain('System manager manager@rira.example created');
    expect(run.out).toContain(`${t.config.publicUrl}/login`);

    const res = await signIn('manager@rira.example', 'Strong-pass-1404');
    expect(res.statusCode).toBe(200);
    const me = res.json() as { data: { fullName?: string; roles?: unknown; activeRole?: string } };
    expect(JSON.stringify(me.data)).toContain('systemManager');

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'manager@rira.example'));
    expect(user).toMatchObject({ firstName: 'مریم', lastName: 'کاظمی', isActive: true });
    const [audit] = await auditRows('auth.systemManager.create');
    expect(audit).toMatchObject({
      actorUserId: null,
      companyId: null,
      ip: null,
      targetType: 'user',
      targetId: user!.id,
      details: { command: 'admin create', osUser: 'ops (as root)' },
    });
  });

  it('reads the password from the first line piped in with --password-stdin, with no terminal', async () => {
    const run = await admin([...CREATE, '--mobile', '۰۹۱۲۳۴۵۶۷۸۹', '--username', 'ops-manager', '--password-stdin'], {
      stdin: 'Piped-pass-2024\nignored\n',
    });
    expect(run.code).toBe(0);
    for (const name of ['ops-manager', '09123456789', 'manager@rira.example'])
      expect((await signIn(name, 'Piped-pass-2024')).statusCode).toBe(200);
  });

  it('is idempotent: run again for the same e-mail, it sets the new password, ends the sessions and lifts a sign-in lock', async () => {
    expect((await admin([...CREATE, '--password-stdin'], { stdin: 'First-pass-1111' })).code).toBe(0);
    const browser = t.client();
    await browser.login('manager@rira.example', 'First-pass-1111');
    for (let i = 0; i < 5; i++) expect((await signIn('manager@rira.example', `wrong-${i}-pass`)).statusCode).toBe(401);
    expect((await signIn('manager@rira.example', 'First-pass-1111')).statusCode).toBe(429);

    const again = await admin([...CREATE, '--password-stdin'], { stdin: 'Second-pass-2222' });
    expect(again.code).toBe(0);
    expect(again.out).toContain('New password set for system manager manager@rira.example');
    expect((await browser.get('/api/Authentication/GetCurrentUser')).statusCode).toBe(401);
    expect((await signIn('manager@rira.example', 'First-pass-1111')).statusCode).toBe(401);
    expect((await signIn('manager@rira.example', 'Second-pass-2222')).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'manager@rira.example'))).toHaveLength(1);
    expect(await auditRows('auth.systemManager.reset')).toHaveLength(1);
  });

  it('refuses a weak password with the web app’s rule, before opening the database: nothing is created', async () => {
    for (const weak of ['short1', 'onlyletters', '12345678']) {
      const run = await admin([...CREATE, '--password-stdin'], { stdin: weak });
      expect(run.code, weak).toBe(1);
      expect(run.err).toContain('at least 8 characters with a letter and a digit');
      expect(run.err).toContain('Nothing was changed.');
    }
    // At the prompt: refused after the first answer, without asking again.
    const prompted = await admin(CREATE, { answers: ['weak'] });
    expect(prompted.code).toBe(1);
    expect(prompted.prompts).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'manager@rira.example'))).toHaveLength(0);
    expect(await auditRows('auth.systemManager.create')).toHaveLength(0);
  });

  it('refuses two different answers at the prompt', async () => {
    const run = await admin(CREATE, { answers: ['Strong-pass-1404', 'Strong-pass-1405'] });
    expect(run.code).toBe(1);
    expect(run.err).toContain('The two passwords differ');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'manager@rira.example'))).toHaveLength(0);
  });

  it('refuses the e-mail of someone who is not a system manager, changing nothing (it does not promote people)', async () => {
    const run = await admin(['create', '--email', 'employee@aria.example', '--first-name', 'x', '--last-name', 'y', '--password-stdin'], {
      stdin: 'Strong-pass-1404',
    });
    expect(run.code).toBe(1);
    expect(run.err).toContain('employee@aria.example belongs to an account that is not a system manager');
    expect((await signIn('employee', 'Rira@1404')).statusCode).toBe(200);
    const [employee] = await t.database.db.select().from(users).where(eq(users.email, 'employee@aria.example'));
    const roles = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, employee!.id), eq(memberships.role, 'systemManager')));
    expect(roles).toHaveLength(0);
  });

  it('refuses a mobile or a username another person has, and a new account without names, naming each', async () => {
    const taken = await admin([...CREATE, '--mobile', '09120000003', '--username', 'hr', '--password-stdin'], {
      stdin: 'Strong-pass-1404',
    });
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('--mobile: another person already has this mobile');
    expect(taken.err).toContain('--username: another person already has this username');
    const nameless = await admin(['create', '--email', 'new@rira.example', '--password-stdin'], { stdin: 'Strong-pass-1404' });
    expect(nameless.code).toBe(1);
    expect(nameless.err).toContain('--first-name and --last-name: needed to create a new account');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'manager@rira.example'))).toHaveLength(0);
  });
});

describe('npm run admin -- reset', () => {
  it('sets a new password for an existing system manager (the demo admin) and reactivates the account', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'admin@rira.local'));
    const run = await admin(['reset', '--email', 'admin@rira.local', '--password-stdin'], { stdin: 'Reset-pass-9876' });
    expect(run.code).toBe(0);
    expect((await signIn('admin', 'Reset-pass-9876')).statusCode).toBe(200);
    const [row] = await auditRows('auth.systemManager.reset');
    expect(row!.details).toMatchObject({ command: 'admin reset', reactivated: true });
  });

  it('refuses an e-mail with no account, and a non-system-manager’s', async () => {
    const missing = await admin(['reset', '--email', 'nobody@rira.example', '--password-stdin'], { stdin: 'Reset-pass-9876' });
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('There is no account with the e-mail nobody@rira.example');
    const employee = await admin(['reset', '--email', 'employee@aria.example', '--password-stdin'], { stdin: 'Reset-pass-9876' });
    expect(employee.code).toBe(1);
    expect((await signIn('employee', 'Rira@1404')).statusCode).toBe(200);
  });
});

describe('the command line', () => {
  it('refuses a wrong command line with the usage (64), and says how to give the password when there is no terminal', async () => {
    for (const argv of [
      [],
      ['promote', '--email', 'a@b.ir'],
      ['create'],
      ['reset', '--email', 'a@b.ir', '--mobile', '09120000009'],
      ['create', '--nope'],
    ]) {
      const run = await admin(argv);
      expect(run.code, argv.join(' ')).toBe(64);
      expect(run.err).toContain('usage:');
    }
    const noTerminal = await admin(CREATE);
    expect(noTerminal.code).toBe(64);
    expect(noTerminal.err).toContain('--password-stdin');
  });
});
