import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateAndReport } from '../db/migration-report.ts';
import { PgliteFolderInUseError } from '../db/pglite-lock.ts';
import {
  createSystemManager,
  passwordProblem,
  resetSystemManager,
  SystemManagerRefusedError,
  type SystemManagerOutcome,
} from '../modules/auth/system-managers.ts';
import { PromptCancelledError } from './hidden-prompt.ts';

/**
 * `npm run admin -- create …` and `npm run admin -- reset …` (docs/deploy.md, "First sign-in"):
 * a system manager from the server's terminal, with the server's own settings. Returns the exit
 * code: 0 done, 1 refused or failed (the reason on stderr), 64 a wrong command line or no way to
 * read the password.
 */
export interface AdminCommandIo {
  out(line: string): void;
  err(line: string): void;
  /** Asks on the terminal without echo; absent when there is no terminal (a pipe, a script). */
  askPassword?: (prompt: string) => Promise<string>;
  /** Everything piped to the command (`--password-stdin`). */
  readStdin(): Promise<string>;
  /** Who ran it, for the audit log. */
  osUser: string | null;
  /** Opens (and migrates) the configured database; tests hand in theirs. */
  openDatabase?: (config: Config) => Promise<DatabaseHandle>;
}

export const ADMIN_USAGE = [
  'usage:',
  '  npm run admin -- create --email <e-mail> --first-name <name> --last-name <name> [--mobile <09…>] [--username <name>] [--password-stdin]',
  '  npm run admin -- reset --email <e-mail> [--password-stdin]',
  '',
  'create: a new system manager; for the e-mail of an existing system manager, a new password (as reset).',
  'reset:  a new password for an existing system manager; their sessions end and a sign-in lock is lifted.',
  'The password is asked for on the terminal (hidden, twice), or read from the first line piped in with --password-stdin.',
].join('\n');

const OPTIONS = {
  email: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  mobile: { type: 'string' },
  username: { type: 'string' },
  'password-stdin': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

class UsageError extends Error {}

export async function adminCommand(argv: string[], config: Config, io: AdminCommandIo): Promise<number> {
  let parsed: { action: 'create' | 'reset'; values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'] };
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: true });
    if (values.help) {
      io.out(ADMIN_USAGE);
      return 0;
    }
    const [action, ...rest] = positionals;
    if ((action !== 'create' && action !== 'reset') || rest.length > 0) throw new UsageError('say create or reset');
    if (!values.email) throw new UsageError('--email is needed');
    if (action === 'reset') {
      const extra = (['first-name', 'last-name', 'mobile', 'username'] as const).filter((name) => values[name] !== undefined);
      if (extra.length > 0) throw new UsageError(`reset changes only the password: leave out ${extra.map((n) => `--${n}`).join(', ')}`);
    }
    parsed = { action, values };
  } catch (err) {
    io.err(`${(err as Error).message}\n${ADMIN_USAGE}`);
    return 64;
  }
  const { action, values } = parsed;

  let password: string;
  try {
    const read = await readPassword(values['password-stdin'], values.email!, io);
    if (read === null) {
      io.err(
        `There is no terminal to ask for the password on: run the command in a terminal, or pipe the password in with --password-stdin.`,
      );
      return 64;
    }
    password = read;
  } catch (err) {
    if (err instanceof PromptCancelledError) {
      io.err('Cancelled. Nothing was changed.');
      return 1;
    }
    if (err instanceof SystemManagerRefusedError) {
      io.err(`${err.message}\nNothing was changed.`);
      return 1;
    }
    throw err;
  }
  // Checked before the database is opened, so a weak password costs no wait.
  const problem = passwordProblem(password);
  if (problem) {
    io.err(`password: ${problem}\nNothing was changed.`);
    return 1;
  }

  let database: DatabaseHandle | undefined;
  try {
    database = await (io.openDatabase ?? openMigrated)(config);
    const by = { command: `admin ${action}`, osUser: io.osUser };
    const outcome =
      action === 'create'
        ? await createSystemManager(database.db, by, {
            email: values.email!,
            password,
            firstName: values['first-name'],
            lastName: values['last-name'],
            mobile: values.mobile,
            username: values.username,
          })
        : await resetSystemManager(database.db, by, { email: values.email!, password });
    io.out(done(outcome, config));
    return 0;
  } catch (err) {
    if (err instanceof SystemManagerRefusedError || err instanceof PgliteFolderInUseError) {
      io.err(`${err.message}\nNothing was changed.`);
      return 1;
    }
    io.err(`failed: ${(err as Error).stack ?? String(err)}`);
    return 1;
  } finally {
    // A database handed in by a test stays open for it.
    if (!io.openDatabase) await database?.close();
  }
}

/** The server's database, brought up to this version's migrations first (as a start would), so the command also works before the first start. */
async function openMigrated(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { pgliteDir: `${config.dataDir}/pglite` });
  try {
    await migrateAndReport(database);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}

function done(outcome: SystemManagerOutcome, config: Config): string {
  const signIn = `Sign in at ${config.publicUrl}/login with ${outcome.email} and the password.`;
  return outcome.outcome === 'created'
    ? `System manager ${outcome.email} created. ${signIn}`
    : `New password set for system manager ${outcome.email}; their sessions were ended. ${signIn}`;
}

/** The password from stdin's first line, or asked twice on the terminal; null when neither is possible. */
async function readPassword(fromStdin: boolean, email: string, io: AdminCommandIo): Promise<string | null> {
  if (fromStdin) return (await io.readStdin()).split(/\r?\n/)[0] ?? '';
  if (!io.askPassword) return null;
  const first = await io.askPassword(`Password for ${email}: `);
  const problem = passwordProblem(first);
  if (problem) return first; // refused by the caller with the rule's message, without asking again
  const again = await io.askPassword('The same password again: ');
  if (again !== first) throw new SystemManagerRefusedError('The two passwords differ.');
  return first;
}

/** Who is at the terminal: the sudo caller as well as the account the command runs as. */
export function operatingSystemUser(env: NodeJS.ProcessEnv = process.env): string | null {
  let user: string | null;
  try {
    user = os.userInfo().username;
  } catch {
    user = env.USER ?? null;
  }
  return env.SUDO_USER && env.SUDO_USER !== user ? `${env.SUDO_USER} (as ${user ?? 'unknown'})` : user;
}
