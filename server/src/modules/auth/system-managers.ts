import {
  emailSchema,
  isIranianMobile,
  isStrongEnoughPassword,
  normalizeIranianMobile,
  normalizePersianText,
  toLatinDigits,
} from '@rira/contracts';
import type { DbOrTx, Database } from '../../db/client.ts';
import type { ActedBy } from '../../http/caller.ts';
import { t } from '../../http/translate.ts';
import { audit } from '../audit/audit.repo.ts';
import * as repo from './auth.repo.ts';
import { hashPassword } from './passwords.ts';

/**
 * The first system manager of a production install, and a way back in for one who lost their
 * password, from the server's terminal (`npm run admin`, issue 24): with `SEED_DEMO=false` nothing
 * else creates an account. The web app's rules hold here too: the same password rule, one person
 * per e-mail, mobile and username, and an audit row for every change, its actor the command and
 * the operating system's user who ran it.
 */

/** Refused before anything changed; the message says why (in English: it is read in a terminal). */
export class SystemManagerRefusedError extends Error {}

export interface SystemManagerInput {
  email: string;
  password: string;
  /** Needed to create; ignored when the account exists. */
  firstName?: string;
  lastName?: string;
  mobile?: string;
  username?: string;
}

export interface SystemManagerOutcome {
  outcome: 'created' | 'reset';
  userId: string;
  email: string;
}

function refuse(message: string): never {
  throw new SystemManagerRefusedError(message);
}

function parseEmail(raw: string): string {
  const parsed = emailSchema.safeParse(raw);
  if (!parsed.success) refuse(`--email: ${t('en', 'validation.email')}`);
  return parsed.data;
}

/** The web app's own rule (contracts' newPasswordSchema), with its own message. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return t('en', 'validation.required');
  if (password.length > 128) return t('en', 'validation.tooLong');
  if (/[\r\n]/.test(password)) return 'The password must be on one line.';
  return isStrongEnoughPassword(password) ? null : t('en', 'validation.weakPassword');
}

function checkedPassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem) refuse(`password: ${problem}`);
  // Stored as the web app stores it: Persian digits typed are the same password as Latin ones.
  return toLatinDigits(password);
}

/**
 * `create`: a new system manager, or, for the e-mail of an existing one, the same as `reset`
 * (so running it twice is harmless). An e-mail that belongs to someone who is not a system manager
 * is refused: the command does not promote people (that is the admin panel's, with its own audit).
 */
export async function createSystemManager(db: Database, by: ActedBy, input: SystemManagerInput): Promise<SystemManagerOutcome> {
  const email = parseEmail(input.email);
  const password = checkedPassword(input.password);
  const existing = await repo.findUserByEmail(db, email);
  if (existing) return resetExisting(db, by, existing, password);

  const firstName = normalizePersianText(input.firstName ?? '').trim();
  const lastName = normalizePersianText(input.lastName ?? '').trim();
  const missing = [!firstName && '--first-name', !lastName && '--last-name'].filter(Boolean);
  if (missing.length > 0) refuse(`${missing.join(' and ')}: needed to create a new account (${email} has none).`);
  const mobile = input.mobile ? normalizeIranianMobile(input.mobile) : null;
  if (mobile && !isIranianMobile(mobile)) refuse(`--mobile: ${t('en', 'validation.mobile')}`);
  const username = input.username?.trim() || null;
  if (username && !/^[A-Za-z0-9._-]{2,50}$/.test(username)) {
    refuse('--username: 2 to 50 Latin letters, digits, dots, hyphens or underscores.');
  }
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const taken = await repo.takenNames(tx, { mobile, username });
    if (taken.length > 0) refuse(taken.map((name) => `--${name}: another person already has this ${name}.`).join('\n'));
    const user = await repo.insertSystemManager(tx, {
      email,
      firstName,
      lastName,
      mobile,
      username,
      passwordHash,
      preferredLanguage: 'fa',
    });
    await audit(tx, by, { companyId: null, action: 'auth.systemManager.create', targetType: 'user', targetId: user.id });
    return { outcome: 'created' as const, userId: user.id, email };
  });
}

/** A new password for an existing system manager: active again, signed out everywhere, sign-in lock lifted. */
export async function resetSystemManager(db: Database, by: ActedBy, input: Pick<SystemManagerInput, 'email' | 'password'>) {
  const email = parseEmail(input.email);
  const password = checkedPassword(input.password);
  const existing = await repo.findUserByEmail(db, email);
  if (!existing) refuse(`There is no account with the e-mail ${email}: create it with \`create\`.`);
  return resetExisting(db, by, existing, password);
}

async function resetExisting(db: Database, by: ActedBy, user: repo.UserRow, password: string): Promise<SystemManagerOutcome> {
  if (!(await repo.isSystemManager(db, user.id))) {
    refuse(
      `${user.email} belongs to an account that is not a system manager. Nothing was changed: use another e-mail address for the system manager.`,
    );
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx: DbOrTx) => {
    await repo.updateUser(tx, user.id, { passwordHash, isActive: true });
    await repo.deleteSessionsOfUser(tx, user.id);
    await repo.clearThrottle(tx, `account:${user.id}`);
    await audit(tx, by, {
      companyId: null,
      action: 'auth.systemManager.reset',
      targetType: 'user',
      targetId: user.id,
      details: { reactivated: !user.isActive },
    });
  });
  return { outcome: 'reset', userId: user.id, email: user.email! };
}
