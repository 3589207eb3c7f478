import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  isIranianMobile,
  normalizeIranianMobile,
  PLATFORM_ROLES,
  toLatinDigits,
  type CurrentUser,
  type LanguageCode,
  type OtpSent,
  type Role,
  type UserProfile,
} from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import { t } from '../../http/translate.ts';
import { audit } from '../audit/audit.repo.ts';
import { heldMembership, isLicenceExpired } from '../../http/actor.ts';
import type { Caller, RequestOrigin } from '../../http/caller.ts';
import { hashSessionToken, newSessionToken, sessionExpiry } from '../../plugins/session.ts';
import * as repo from './auth.repo.ts';
import { reencodeImage } from '../files/images.ts';
import { automaticMembership, buildCurrentUser } from './current-user.ts';
import { toUserProfile } from './profile.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { ADDRESS_THROTTLE, judgeOtpRequest, LOGIN_THROTTLE, OTP_RULES } from './throttle.ts';
import { refundPasswordCheck, reservePasswordCheck } from './password-checks.ts';

export interface SignedIn {
  token: string;
  remember: boolean;
  currentUser: CurrentUser;
}

type OtpPurpose = 'login' | 'resetPassword';

function invalidCredentials() {
  return new AppError('unauthorized', { messageKey: 'errors.invalidCredentials' });
}
/** 400 on the current-password field: missing (the account has a password) or not the stored one. */
function currentPasswordProblem(kind: 'required' | 'wrong') {
  const message = kind === 'required' ? 'validation.currentPasswordRequired' : 'errors.wrongCurrentPassword';
  return new AppError('validation', {
    messageKey: message,
    fieldErrors: [{ field: 'CurrentPassword', code: kind === 'required' ? 'required' : 'wrongCurrentPassword', message }],
  });
}
function invalidCode() {
  return new AppError('validation', {
    messageKey: 'errors.invalidCode',
    fieldErrors: [{ field: 'VerificationCode', code: 'invalidCode', message: 'errors.invalidCode' }],
  });
}

/** A mobile typed any way, or a 400 naming the field. */
function parseMobile(raw: string): string {
  const mobile = normalizeIranianMobile(raw);
  if (!isIranianMobile(mobile)) {
    throw new AppError('validation', {
      fieldErrors: [{ field: 'PhoneNumber', code: 'mobile', message: 'validation.mobile' }],
    });
  }
  return mobile;
}

function hashCode(codeId: string, code: string): string {
  // Codes live two minutes and allow five attempts; hashing keeps a copied table from
  // being a list of working codes for that time.
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class AuthService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  // ---------- sessions ----------

  /**
   * Signing in keeps the language the person is using (the page's ?lang=, or the cookie chosen
   * before): it becomes their preferred language, so the panel and their mails follow it. A request
   * naming none keeps the stored one (docs/decisions/014).
   */
  private async adoptLanguage(user: repo.UserRow, info: RequestOrigin): Promise<repo.UserRow> {
    const lang = info.langChosen;
    if (!lang || lang === user.preferredLanguage) return user;
    await repo.updateUser(this.db, user.id, { preferredLanguage: lang });
    return { ...user, preferredLanguage: lang };
  }

  /** Starts a fresh session (a new id at every sign-in) in the only membership, if there is just one. */
  private async startSession(
    user: repo.UserRow,
    info: RequestOrigin,
    options: { remember: boolean; impersonator?: repo.UserRow | null; membership?: { companyId: string | null; role: Role } },
  ): Promise<SignedIn> {
    const memberships = await repo.listMemberships(this.db, user.id);
    // A session starts only in a membership the person holds now: the one asked for while it is
    // held, else as any sign-in (the only one, or none and the person chooses).
    const membership = (options.membership && heldMembership(options.membership, memberships)) ?? automaticMembership(memberships);
    const { token, tokenHash } = newSessionToken();
    await repo.insertSession(this.db, {
      tokenHash,
      userId: user.id,
      impersonatorUserId: options.impersonator?.id ?? null,
      companyId: membership?.companyId ?? null,
      role: membership?.role ?? null,
      remember: options.remember,
      expiresAt: sessionExpiry(options.remember),
      ip: info.ip,
      userAgent: info.userAgent?.slice(0, 400) ?? null,
    });
    const currentUser = buildCurrentUser({
      user,
      memberships,
      companyId: membership?.companyId ?? null,
      role: membership?.role ?? null,
      impersonator: options.impersonator ?? null,
      files: this.app.files,
    });
    return { token, remember: options.remember, currentUser };
  }

  /** Everything it shows came with the session (plugins/session.ts): no query of its own. */
  currentUser(caller: Caller): CurrentUser {
    return buildCurrentUser({
      user: caller.user,
      memberships: caller.memberships,
      companyId: caller.companyId,
      role: caller.role,
      impersonator: caller.impersonator,
      files: this.app.files,
    });
  }

  // ---------- password sign-in ----------

  async loginWithPassword(input: { Username: string; Password: string; RememberMe: boolean }, info: RequestOrigin): Promise<SignedIn> {
    const name = toLatinDigits(input.Username).trim();
    const mobile = normalizeIranianMobile(name);
    const user = await repo.findUserByLoginName(this.db, name, isIranianMobile(mobile) ? mobile : null, name);
    // One counter per account, whichever of its names was typed; a name without an account is
    // counted under its canonical form, so that it is throttled (and answered) the same way.
    const accountKey = user ? `account:${user.id}` : `name:${isIranianMobile(mobile) ? mobile : name.toLowerCase()}`;
    const addressKey = `ip:${info.ip}`;
    const reserved = await reservePasswordCheck(this.db, [
      { key: addressKey, rule: ADDRESS_THROTTLE },
      { key: accountKey, rule: LOGIN_THROTTLE },
    ]);

    // Without an account this still verifies against a dummy hash, so the answer takes as long.
    const passwordOk = await verifyPassword(user?.passwordHash, input.Password);
    if (!user || !passwordOk || !user.isActive) {
      await audit(this.db, { visitor: info, userId: user?.id ?? null }, { action: 'auth.login.failed', details: { method: 'password' } });
      throw invalidCredentials();
    }

    await refundPasswordCheck(this.db, { account: accountKey, address: addressKey }, reserved);
    const signedIn = await this.startSession(await this.adoptLanguage(user, info), info, { remember: input.RememberMe });
    await audit(
      this.db,
      { visitor: info, userId: user.id },
      {
        companyId: signedIn.currentUser.activeCompany?.id ?? null,
        action: 'auth.login',
        details: { method: 'password', remember: input.RememberMe },
      },
    );
    return signedIn;
  }

  // ---------- one-time codes ----------

  /**
   * Sends a code when the number belongs to an active account. The answer is the same either
   * way, and so is the rate limit, so that nobody can probe which numbers have accounts.
   */
  async requestCode(phone: string, purpose: OtpPurpose, info: RequestOrigin): Promise<OtpSent> {
    const mobile = parseMobile(phone);
    const verdict = await this.db.transaction(async (tx) => {
      await repo.lockCodeRequests(tx, mobile, info.ip);
      const now = new Date();
      const judged = judgeOtpRequest(await repo.codesSent(tx, mobile, info.ip, new Date(now.getTime() - 3600_000)), now);
      if (!judged.allowed) return { judged, code: null };
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = crypto.randomUUID();
      await repo.insertCode(tx, {
        id,
        mobile,
        purpose,
        codeHash: hashCode(id, code),
        expiresAt: new Date(now.getTime() + OTP_RULES.lifetimeMs),
        ip: info.ip,
      });
      return { judged, code };
    });
    if (!verdict.judged.allowed) {
      const seconds = verdict.judged.retryAfterSeconds;
      throw new AppError('tooManyRequests', {
        messageKey: `errors.${verdict.judged.reason}`,
        params: { seconds },
        headers: { 'retry-after': String(seconds) },
      });
    }
    const user = await repo.findUserByMobile(this.db, mobile);
    if (user?.isActive && verdict.code) {
      // The language of the page the code was asked from; else the person's own.
      const lang = info.langChosen ?? user.preferredLanguage;
      const text = t(lang, purpose === 'login' ? 'sms.loginCode' : 'sms.resetCode', { code: verdict.code });
      await this.app.sms.send({ to: mobile, text, code: verdict.code, purpose: `otp.${purpose}` });
    }
    return { expiresInSeconds: OTP_RULES.lifetimeMs / 1000, resendAfterSeconds: OTP_RULES.minIntervalMs / 1000 };
  }

  /**
   * Checks a code and consumes it. The attempt is counted (atomically, and kept when the answer
   * is "wrong") before the code is compared, so parallel guesses at one code check at most
   * `maxAttempts` of them; consuming is atomic too, so a right code signs in once.
   */
  private async consumeCode(phone: string, code: string, purpose: OtpPurpose): Promise<repo.UserRow> {
    const mobile = parseMobile(phone);
    const row = await repo.takeCodeAttempt(this.db, mobile, purpose, OTP_RULES.maxAttempts);
    if (!row || !sameHash(row.codeHash, hashCode(row.id, code))) throw invalidCode();
    if (!(await repo.consumeCode(this.db, row.id))) throw invalidCode();
    const user = await repo.findUserByMobile(this.db, mobile);
    if (!user?.isActive) throw invalidCode();
    return user;
  }

  async loginWithCode(input: { PhoneNumber: string; VerificationCode: string; RememberMe: boolean }, info: RequestOrigin) {
    const user = await this.consumeCode(input.PhoneNumber, input.VerificationCode, 'login');
    const signedIn = await this.startSession(await this.adoptLanguage(user, info), info, { remember: input.RememberMe });
    await audit(
      this.db,
      { visitor: info, userId: user.id },
      {
        companyId: signedIn.currentUser.activeCompany?.id ?? null,
        action: 'auth.login',
        details: { method: 'otp', remember: input.RememberMe },
      },
    );
    return signedIn;
  }

  async resetPassword(input: { PhoneNumber: string; VerificationCode: string; NewPassword: string }, info: RequestOrigin) {
    const user = await this.consumeCode(input.PhoneNumber, input.VerificationCode, 'resetPassword');
    const passwordHash = await hashPassword(toLatinDigits(input.NewPassword));
    await this.db.transaction(async (tx) => {
      await repo.updateUser(tx, user.id, { passwordHash });
      await repo.deleteSessionsOfUser(tx, user.id);
      await repo.clearThrottle(tx, `account:${user.id}`);
      await audit(tx, { visitor: info, userId: user.id }, { action: 'auth.password.reset' });
    });
  }

  // ---------- signed-in actions ----------

  /**
   * Changes the signed-in person's password. Whether the current one is needed is decided from the
   * account, never from the request: with a stored password it must be given and right; an account
   * without one (added by an admin or imported, signed in by one-time code) sets its first password
   * with the new one alone (issue 23) — but not by someone acting as the person, who would hold a
   * password to their account that the person never chose (an admin sets one from the people list,
   * and the person is told). Other sessions end either way; this one stays.
   */
  async changePassword(caller: Caller, input: { CurrentPassword?: string; NewPassword: string }) {
    const current = input.CurrentPassword ? toLatinDigits(input.CurrentPassword) : '';
    const passwordHash = await hashPassword(toLatinDigits(input.NewPassword));
    if (caller.user.passwordHash === null) {
      if (caller.impersonatorUserId) throw new AppError('forbidden', { messageKey: 'errors.firstPasswordNotWhileActingAs' });
      const set = await this.db.transaction(async (tx) => {
        if (!(await repo.setFirstPassword(tx, caller.userId, passwordHash))) return false;
        await repo.deleteSessionsOfUser(tx, caller.userId, caller.session.id);
        await audit(tx, caller, { action: 'auth.password.first' });
        return true;
      });
      if (set) return;
      // A password was set meanwhile: from here on it is asked for, as below.
      throw currentPasswordProblem('required');
    }
    if (!current) throw currentPasswordProblem('required');
    if (!(await verifyPassword(caller.user.passwordHash, current))) throw currentPasswordProblem('wrong');
    await this.db.transaction(async (tx) => {
      await repo.updateUser(tx, caller.userId, { passwordHash });
      // Other devices signed in with the old password are signed out; this one stays.
      await repo.deleteSessionsOfUser(tx, caller.userId, caller.session.id);
      await audit(tx, caller, { action: 'auth.password.change' });
    });
  }

  async selectMembership(caller: Caller, input: { CompanyId: string | null; Role: Role }): Promise<CurrentUser> {
    const chosen = caller.memberships.find((m) => m.companyId === input.CompanyId && m.role === input.Role);
    if (!chosen) throw new AppError('forbidden', { messageKey: 'errors.noSuchMembership' });
    if (isLicenceExpired(chosen.company)) throw new AppError('licenceExpired');
    await repo.updateSession(this.db, caller.session.id, { companyId: chosen.companyId, role: chosen.role });
    await audit(this.db, caller, { companyId: chosen.companyId, action: 'auth.membership.select', details: { role: chosen.role } });
    return buildCurrentUser({
      user: caller.user,
      memberships: caller.memberships,
      companyId: chosen.companyId,
      role: chosen.role,
      impersonator: caller.impersonator,
      files: this.app.files,
    });
  }

  async signOut(caller: Caller) {
    await repo.deleteSession(this.db, caller.session.id);
    await audit(this.db, caller, { action: 'auth.logout' });
  }

  async clear(token: string | undefined) {
    if (token) await repo.deleteSessionByTokenHash(this.db, hashSessionToken(token));
  }

  /** A system manager acts as another person; the session remembers who really is there. */
  async loginAsUser(caller: Caller, targetUserId: string): Promise<SignedIn> {
    if (caller.role !== 'systemManager' || caller.impersonatorUserId) throw new AppError('forbidden');
    const target = await repo.findUserById(this.db, targetUserId);
    if (!target) throw new AppError('notFound');
    const targetRoles = await repo.listMemberships(this.db, target.id);
    // Acting as another platform manager, as oneself or as a deactivated person is refused.
    if (target.id === caller.userId || !target.isActive || targetRoles.some((m) => PLATFORM_ROLES.includes(m.role))) {
      throw new AppError('forbidden', { messageKey: 'errors.cannotImpersonate' });
    }
    await repo.deleteSession(this.db, caller.session.id);
    const signedIn = await this.startSession(target, caller, { remember: false, impersonator: caller.user });
    await audit(this.db, caller, { action: 'auth.impersonation.start', targetType: 'user', targetId: target.id });
    return signedIn;
  }

  /**
   * Back to the system manager's own account: as system manager only if they still hold that role
   * (startSession reads their memberships now); otherwise as any sign-in would place them.
   */
  async returnToMyAccount(caller: Caller): Promise<SignedIn> {
    if (!caller.impersonatorUserId) {
      throw new AppError('badRequest', { messageKey: 'errors.notImpersonating' });
    }
    const manager = await repo.findUserById(this.db, caller.impersonatorUserId);
    await repo.deleteSession(this.db, caller.session.id);
    if (!manager?.isActive) throw new AppError('unauthorized');
    const signedIn = await this.startSession(manager, caller, {
      remember: false,
      membership: { companyId: null, role: 'systemManager' },
    });
    // The caller is the impersonated session: the person acted as, and the manager acting (impersonatorUserId).
    await audit(this.db, caller, { action: 'auth.impersonation.end', targetType: 'user', targetId: caller.userId });
    return signedIn;
  }

  /** Replaces the avatar with the uploaded image, re-encoded to a 256 px square WebP. */
  async uploadAvatar(caller: Caller, bytes: Buffer): Promise<string> {
    const webp = await reencodeImage(bytes, { width: 256, height: 256 });
    const key = await this.app.files.put('avatars', 'webp', webp);
    const previous = caller.user.avatarPath;
    await repo.updateUser(this.db, caller.userId, { avatarPath: key });
    if (previous) await this.app.files.remove(previous);
    await audit(this.db, caller, { action: 'auth.avatar.upload' });
    return this.app.files.url(key);
  }

  /** The signed-in person's own profile, with their personnel code in the active company. */
  async profile(caller: Caller): Promise<UserProfile> {
    const employment = caller.companyId ? await repo.findEmployment(this.db, caller.companyId, caller.userId) : null;
    return toUserProfile(caller.user, this.app.files, employment?.personnelCode ?? null);
  }

  async setLanguage(userId: string, lang: LanguageCode) {
    await repo.updateUser(this.db, userId, { preferredLanguage: lang });
  }

  message(lang: LanguageCode, key: string) {
    return t(lang, key);
  }
}
