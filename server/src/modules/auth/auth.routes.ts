import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  avatarUploadedSchema,
  changePasswordSchema,
  currentUserSchema,
  loginAsUserSchema,
  okEnvelopeSchema,
  otpLoginSchema,
  otpRequestSchema,
  otpSentSchema,
  passwordLoginSchema,
  resetPasswordSchema,
  selectMembershipSchema,
  singleEnvelope,
  userProfileSchema,
} from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import { ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { LANGUAGE_COOKIE, languageCookieOptions } from '../../plugins/language.ts';
import { clearSessionCookie, requireActor, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.ts';
import { AuthService, type RequestInfo, type SignedIn } from './auth.service.ts';
import { toUserProfile } from './profile.ts';
import { findEmployment } from './auth.repo.ts';

const tags = ['Authentication'];
const currentUserEnvelope = singleEnvelope(currentUserSchema);
const otpSentEnvelope = singleEnvelope(otpSentSchema);

export function requestInfo(request: FastifyRequest): RequestInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, lang: request.lang, langChosen: request.langChosen };
}

export const authRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
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

  app.post(
    '/Authentication/AuthorizeWithPassword',
    { schema: { tags, summary: 'Sign in with a username, mobile, e-mail or national code and a password', body: passwordLoginSchema, response: { 200: currentUserEnvelope } } },
    async (request, reply) => signIn(request, reply, await auth.loginWithPassword(request.body, requestInfo(request))),
  );

  app.post(
    '/Authentication/RegisterPhoneNumber',
    { schema: { tags, summary: 'Send a one-time sign-in code to a mobile number', body: otpRequestSchema, response: { 200: otpSentEnvelope } } },
    async (request) => single(await auth.requestCode(request.body.PhoneNumber, 'login', requestInfo(request)), t(request.lang, 'success.otpSent')),
  );

  app.post(
    '/Authentication/UpdateVerificationCode',
    { schema: { tags, summary: 'Send the sign-in code again (same limits)', body: otpRequestSchema, response: { 200: otpSentEnvelope } } },
    async (request) => single(await auth.requestCode(request.body.PhoneNumber, 'login', requestInfo(request)), t(request.lang, 'success.otpResent')),
  );

  app.post(
    '/Authentication/Authorize',
    { schema: { tags, summary: 'Sign in with a mobile number and its one-time code', body: otpLoginSchema, response: { 200: currentUserEnvelope } } },
    async (request, reply) => signIn(request, reply, await auth.loginWithCode(request.body, requestInfo(request))),
  );

  app.post(
    '/Authentication/ForgotPassword',
    { schema: { tags, summary: 'Send a password-reset code to the registered mobile', body: otpRequestSchema, response: { 200: otpSentEnvelope } } },
    async (request) => single(await auth.requestCode(request.body.PhoneNumber, 'resetPassword', requestInfo(request)), t(request.lang, 'success.otpSent')),
  );

  app.post(
    '/Authentication/ResetPassword',
    { schema: { tags, summary: 'Set a new password with the reset code', body: resetPasswordSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await auth.resetPassword(request.body, requestInfo(request));
      return ok(t(request.lang, 'success.passwordReset'));
    },
  );

  app.get(
    '/Authentication/GetCurrentUser',
    { schema: { tags, summary: 'The signed-in person, the active company and role, and the other choices', response: { 200: currentUserEnvelope } } },
    async (request) => single(await auth.currentUser(requireActor(request))),
  );

  app.get(
    '/Authentication/GetUser',
    { schema: { tags, summary: "The signed-in person's own profile", response: { 200: singleEnvelope(userProfileSchema) } } },
    async (request) => {
      const actor = requireActor(request);
      const employment = actor.companyId ? await findEmployment(app.db, actor.companyId, actor.userId) : null;
      return single(toUserProfile(actor.user, app.files, employment?.personnelCode ?? null));
    },
  );

  app.post(
    '/Authentication/SelectMembership',
    { schema: { tags, summary: 'Choose or switch the active company and role', body: selectMembershipSchema, response: { 200: currentUserEnvelope } } },
    async (request) => {
      const actor = requireActor(request, { allowExpiredLicence: true });
      return single(await auth.selectMembership(actor, request.body, requestInfo(request)), t(request.lang, 'success.saved'));
    },
  );

  app.post(
    '/Authentication/SignOut',
    { schema: { tags, summary: 'End this session', response: { 200: okEnvelopeSchema } } },
    async (request, reply) => {
      const actor = requireActor(request, { allowExpiredLicence: true });
      await auth.signOut(actor, requestInfo(request));
      clearSessionCookie(reply);
      return ok(t(request.lang, 'success.signOut'));
    },
  );

  app.post(
    '/Authentication/Clear',
    { schema: { tags, summary: 'Forget this browser’s session, if any; never fails', response: { 200: okEnvelopeSchema } } },
    async (request, reply) => {
      await auth.clear(request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply);
      return ok(null);
    },
  );

  app.post(
    '/Authentication/ChangePassword',
    { schema: { tags, summary: 'Change the password (the national code is allowed)', body: changePasswordSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await auth.changePassword(requireActor(request), request.body, requestInfo(request));
      return ok(t(request.lang, 'success.passwordChanged'));
    },
  );

  app.post(
    '/Authentication/UploadAvatar',
    {
      schema: {
        tags,
        summary: 'Upload an avatar (multipart field `file`; JPEG, PNG or WebP up to 2 MB), stored as a 256 px WebP',
        consumes: ['multipart/form-data'],
        response: { 200: singleEnvelope(avatarUploadedSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!request.isMultipart()) throw new AppError('unsupportedMediaType', { messageKey: 'errors.badImage' });
      const file = await request.file({ limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
      if (!file) throw new AppError('validation', { fieldErrors: [{ field: 'file', code: 'required', message: 'validation.required' }] });
      const bytes = await file.toBuffer();
      const avatarUrl = await auth.uploadAvatar(actor, bytes, requestInfo(request));
      return single({ avatarUrl }, t(request.lang, 'success.profileUpdated'));
    },
  );

  app.post(
    '/Authentication/LoginAsUser',
    { schema: { tags, summary: 'System manager only: act as another person (audit-logged)', body: loginAsUserSchema, response: { 200: currentUserEnvelope } } },
    async (request, reply) => {
      const signedIn = await auth.loginAsUser(requireActor(request), request.body.UserId, requestInfo(request));
      setSessionCookie(reply, signedIn.token, false);
      return single(signedIn.currentUser, t(request.lang, 'success.login'));
    },
  );

  app.post(
    '/Authentication/ReturnToMyAccount',
    { schema: { tags, summary: 'End LoginAsUser and return to the system manager’s own account', response: { 200: currentUserEnvelope } } },
    async (request, reply) => {
      const signedIn = await auth.returnToMyAccount(requireActor(request, { allowExpiredLicence: true }), requestInfo(request));
      setSessionCookie(reply, signedIn.token, false);
      return single(signedIn.currentUser, t(request.lang, 'success.login'));
    },
  );

};
