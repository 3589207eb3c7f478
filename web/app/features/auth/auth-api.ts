import { authContract as call } from '@rira/contracts/api/auth';
import type { ChangePassword, OtpLogin, OtpRequest, PasswordLogin, ResetPassword, SelectMembership } from '@rira/contracts/auth';
import { api, apiData, apiUpload } from '../../lib/api.ts';
import { fetchCurrentUser } from '../../lib/current-user.ts';

/**
 * Authentication/* calls. Sign-in calls turn off the 401 handling: there a 401 means "wrong
 * password or code", which the form shows, not "your session ended".
 */
export const authApi = {
  getCurrentUser: fetchCurrentUser,

  getUser: () => apiData(call.profile),

  passwordLogin: (input: PasswordLogin) => apiData(call.passwordLogin, { body: input }, { handleAuthErrors: false, loading: true }),

  requestLoginCode: (input: OtpRequest) => apiData(call.requestLoginCode, { body: input }, { loading: true }),

  resendCode: (input: OtpRequest) => apiData(call.resendCode, { body: input }, { loading: true }),

  otpLogin: (input: OtpLogin) => apiData(call.otpLogin, { body: input }, { handleAuthErrors: false, loading: true }),

  forgotPassword: (input: OtpRequest) => apiData(call.forgotPassword, { body: input }, { loading: true }),

  resetPassword: (input: ResetPassword) => apiData(call.resetPassword, { body: input }, { handleAuthErrors: false, loading: true }),

  selectMembership: (input: SelectMembership) => apiData(call.selectMembership, { body: input }, { loading: true }),

  // An already-ended session must not turn signing out into «دسترسی غیرمجاز».
  signOut: () => api(call.signOut, {}, { loading: true, handleAuthErrors: false, errorToast: false }),

  changePassword: (input: ChangePassword) => apiData(call.changePassword, { body: input }, { loading: true }),

  uploadAvatar: (file: File) => apiUpload(call.uploadAvatar, { file }, { loading: true }).then((envelope) => envelope.data),

  returnToMyAccount: () => apiData(call.returnToMyAccount, {}, { loading: true }),
};
