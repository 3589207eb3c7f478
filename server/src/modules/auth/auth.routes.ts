import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authContract as call } from '@rira/contracts/api/auth';
import { AppError } from '../../http/app-error.ts';
import { readUpload, serve } from '../../http/contract-route.ts';
import { ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { LANGUAGE_COOKIE, languageCookieOptions } from '../../plugins/language.ts';
import { requireActor } from '../../http/actor.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.ts';
import { AuthService, type RequestInfo, type SignedIn } from './auth.service.ts';

/** An avatar's largest upload. */
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function requestInfo(request: FastifyRequest): RequestInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, lang: request.lang, langChosen: request.langChosen };
}

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
    signIn(request, reply, await auth.loginWithPassword(request.body, requestInfo(request))),
  );

  serve(app, call.requestLoginCode, async (request) =>
    single(await auth.requestCode(request.body.PhoneNumber, 'login', requestInfo(request)), t(request.lang, 'success.otpSent')),
  );

  serve(app, call.resendCode, async (request) =>
    single(await auth.requestCode(request.body.PhoneNumber, 'login', requestInfo(request)), t(request.lang, 'success.otpResent')),
  );

  serve(app, call.otpLogin, async (request, reply) => signIn(request, reply, await auth.loginWithCode(request.body, requestInfo(request))));

  serve(app, call.forgotPassword, async (request) =>
    single(await auth.requestCode(request.body.PhoneNumber, 'resetPassword', requestInfo(request)), t(request.lang, 'success.otpSent')),
  );

  serve(app, call.resetPassword, async (request) => {
    await auth.resetPassword(request.body, requestInfo(request));
    return ok(t(request.lang, 'success.passwordReset'));
  });

  serve(app, call.currentUser, async (request) => single(auth.currentUser(requireActor(request))));

  serve(app, call.profile, async (request) => single(await auth.profile(requireActor(request))));

  serve(app, call.selectMembership, async (request) => {
    const actor = requireActor(request, { allowExpiredLicence: true });
    return single(await auth.selectMembership(actor, request.body, requestInfo(request)), t(request.lang, 'success.saved'));
  });

  serve(app, call.signOut, async (request, reply) => {
    const actor = requireActor(request, { allowExpiredLicence: true });
    await auth.signOut(actor, requestInfo(request));
    clearSessionCookie(reply);
    return ok(t(request.lang, 'success.signOut'));
  });

  serve(app, call.clear, async (request, reply) => {
    await auth.clear(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return ok(null);
  });

  serve(app, call.changePassword, async (request) => {
    await auth.changePassword(requireActor(request), request.body, requestInfo(request));
    return ok(t(request.lang, 'success.passwordChanged'));
  });

  serve(app, call.uploadAvatar, async (request) => {
    const actor = requireActor(request);
    if (!request.isMultipart()) throw new AppError('unsupportedMediaType', { messageKey: 'errors.badImage' });
    const { file } = await readUpload(request, call.uploadAvatar, AVATAR_MAX_BYTES);
    const avatarUrl = await auth.uploadAvatar(actor, file.bytes, requestInfo(request));
    return single({ avatarUrl }, t(request.lang, 'success.profileUpdated'));
  });

  serve(app, call.loginAs, async (request, reply) => {
    const signedIn = await auth.loginAsUser(requireActor(request), request.body.UserId, requestInfo(request));
    setSessionCookie(reply, signedIn.token, false);
    return single(signedIn.currentUser, t(request.lang, 'success.login'));
  });

  serve(app, call.returnToMyAccount, async (request, reply) => {
    const signedIn = await auth.returnToMyAccount(requireActor(request, { allowExpiredLicence: true }), requestInfo(request));
    setSessionCookie(reply, signedIn.token, false);
    return single(signedIn.currentUser, t(request.lang, 'success.login'));
  });
};
