import { z } from 'zod';
import {
  avatarUploadedSchema,
  changePasswordSchema,
  currentUserSchema,
  loginAsUserSchema,
  otpLoginSchema,
  otpRequestSchema,
  otpSentSchema,
  passwordLoginSchema,
  resetPasswordSchema,
  selectMembershipSchema,
  userProfileSchema,
} from '../auth.ts';
import { okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
import { defineRoute } from './route.ts';

const tags = ['Authentication'];
const base = '/Authentication';
const currentUserEnvelope = singleEnvelope(currentUserSchema);
const otpSentEnvelope = singleEnvelope(otpSentSchema);

/** Signing in and out, the session's company and role, the own account (`Authentication/*`). */
export const authContract = {
  passwordLogin: defineRoute({
    method: 'POST',
    path: `${base}/AuthorizeWithPassword`,
    tags,
    summary: 'Sign in with a username, mobile, e-mail or national code and a password',
    body: passwordLoginSchema,
    response: currentUserEnvelope,
  }),
  requestLoginCode: defineRoute({
    method: 'POST',
    path: `${base}/RegisterPhoneNumber`,
    tags,
    summary: 'Send a one-time sign-in code to a mobile number',
    body: otpRequestSchema,
    response: otpSentEnvelope,
  }),
  resendCode: defineRoute({
    method: 'POST',
    path: `${base}/UpdateVerificationCode`,
    tags,
    summary: 'Send the sign-in code again (same limits)',
    body: otpRequestSchema,
    response: otpSentEnvelope,
  }),
  otpLogin: defineRoute({
    method: 'POST',
    path: `${base}/Authorize`,
    tags,
    summary: 'Sign in with a mobile number and its one-time code',
    body: otpLoginSchema,
    response: currentUserEnvelope,
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: `${base}/ForgotPassword`,
    tags,
    summary: 'Send a password-reset code to the registered mobile',
    body: otpRequestSchema,
    response: otpSentEnvelope,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: `${base}/ResetPassword`,
    tags,
    summary: 'Set a new password with the reset code',
    body: resetPasswordSchema,
    response: okEnvelopeSchema,
  }),
  currentUser: defineRoute({
    method: 'GET',
    path: `${base}/GetCurrentUser`,
    tags,
    summary: 'The signed-in person, the active company and role, and the other choices',
    response: currentUserEnvelope,
  }),
  profile: defineRoute({
    method: 'GET',
    path: `${base}/GetUser`,
    tags,
    summary: "The signed-in person's own profile",
    response: singleEnvelope(userProfileSchema),
  }),
  selectMembership: defineRoute({
    method: 'POST',
    path: `${base}/SelectMembership`,
    tags,
    summary: 'Choose or switch the active company and role',
    body: selectMembershipSchema,
    response: currentUserEnvelope,
  }),
  signOut: defineRoute({
    method: 'POST',
    path: `${base}/SignOut`,
    tags,
    summary: 'End this session',
    response: okEnvelopeSchema,
  }),
  clear: defineRoute({
    method: 'POST',
    path: `${base}/Clear`,
    tags,
    summary: 'Forget this browser’s session, if any; never fails',
    response: okEnvelopeSchema,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: `${base}/ChangePassword`,
    tags,
    summary:
      'Change the password (the national code is allowed). The current password is required when the account has one; an account without one (added by an admin, signed in by one-time code) sets its first password without it',
    body: changePasswordSchema,
    response: okEnvelopeSchema,
  }),
  uploadAvatar: defineRoute({
    method: 'POST',
    path: `${base}/UploadAvatar`,
    tags,
    summary: 'Upload an avatar (multipart field `file`; JPEG, PNG or WebP up to 2 MB), stored as a 256 px WebP',
    upload: { fields: z.object({}) },
    response: singleEnvelope(avatarUploadedSchema),
  }),
  loginAs: defineRoute({
    method: 'POST',
    path: `${base}/LoginAsUser`,
    tags,
    summary: 'System manager only: act as another person (audit-logged)',
    body: loginAsUserSchema,
    response: currentUserEnvelope,
  }),
  returnToMyAccount: defineRoute({
    method: 'POST',
    path: `${base}/ReturnToMyAccount`,
    tags,
    summary: 'End LoginAsUser and return to the system manager’s own account',
    response: currentUserEnvelope,
  }),
};
