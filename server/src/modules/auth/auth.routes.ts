import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authContract as call } from '@rira/contracts/api/auth';
import { AppError } from '../../http/app-error.ts';
import { readUpload, serve } from '../../http/contract-route.ts';
import { ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { LANGUAGE_COOKIE, languageCookieOptions } from '../../plugins/language.ts';
import { callerOf, originOf } from '../../http/caller.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.ts';
import { AuthService, type SignedIn } from './auth.service.ts';

/** An avatar's largest upload. */
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const authRoutes: FastifyPluginAsync = async (app) => {
  const auth = new AuthService(app);

  /**
   * Sets the new session's cookie and the language cookie to the session's language: the one the
   * request named (the service stored it on the person), else the person's own. The answer is in
   * that language too.
   */
  function signIn(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
    setSessionCookie(reply, signedIn.token, signedIn.remember);
    const lang = signedIn.currentUser.language;
    reply.setCookie(LANGUAGE_COOKIE, lang, languageCookieOptions(app.config.cookieSecure));
    return single(signedIn.currentUser, t(lang, 'success.login'));
  }

  serve(app, call.passwordLogin, async (request, reply) =>
    signIn(request, reply, await auth.loginWithPassword(request.body, originOf(request))),
  );

  serve(app, call.requestLoginCode, async (request) =>
    single(await auth.requestCode(request.body.PhoneNumber, 'login', originOf(request)), t(request.lang, 'success.otpSent')),
  );

  serve(app, call.resendCode, async (request) =>
    single(await auth.requestCode(request.body.PhoneNumber, 'login', originOf(request)), t(request.lang, 'success.otpResent')),
  );

  serve(app, call.otpLogin, async (request, reply) => signIn(request, reply, await auth.loginWithCode(request.body, originOf(request))));

  serve(app, call.forgotPassword, async (request) =>
    single(await auth.requestCode(request.body.PhoneNumber, 'resetPassword', originOf(request)), t(request.lang, 'success.otpSent')),
  );

  serve(app, call.resetPassword, async (request) => {
    await auth.resetPassword(request.body, originOf(request));
    return ok(t(request.lang, 'success.passwordReset'));
  });

  serve(app, call.currentUser, async (request) => single(auth.currentUser(callerOf(request))));

  serve(app, call.profile, async (request) => single(await auth.profile(callerOf(request))));

  serve(app, call.selectMembership, async (request) => {
    return single(
      await auth.selectMembership(callerOf(request, { allowExpiredLicence: true }), request.body),
      t(request.lang, 'success.saved'),
    );
  });

  serve(app, call.signOut, async (request, reply) => {
    await auth.signOut(callerOf(request, { allowExpiredLicence: true }));
    clearSessionCookie(reply);
    return ok(t(request.lang, 'success.signOut'));
  });

  serve(app, call.clear, async (request, reply) => {
    await auth.clear(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return ok(null);
  });

  serve(app, call.changePassword, async (request) => {
    await auth.changePassword(callerOf(request), request.body);
    return ok(t(request.lang, 'success.passwordChanged'));
  });

  serve(app, call.uploadAvatar, async (request) => {
    const caller = callerOf(request);
    if (!request.isMultipart()) throw new AppError('unsupportedMediaType', { messageKey: 'errors.badImage' });
    const { file } = await readUpload(request, call.uploadAvatar, AVATAR_MAX_BYTES);
    const avatarUrl = await auth.uploadAvatar(caller, file.bytes);
    return single({ avatarUrl }, t(request.lang, 'success.profileUpdated'));
  });

  serve(app, call.loginAs, async (request, reply) => {
    const signedIn = await auth.loginAsUser(callerOf(request), request.body.UserId);
    setSessionCookie(reply, signedIn.token, false);
    return single(signedIn.currentUser, t(request.lang, 'success.login'));
  });

  serve(app, call.returnToMyAccount, async (request, reply) => {
    const signedIn = await auth.returnToMyAccount(callerOf(request, { allowExpiredLicence: true }));
    setSessionCookie(reply, signedIn.token, false);
    return single(signedIn.currentUser, t(request.lang, 'success.login'));
  });
};
