import type {
  ChangePassword,
  CurrentUser,
  OtpLogin,
  OtpRequest,
  OtpSent,
  PasswordLogin,
  ResetPassword,
  SelectMembership,
  UserProfile,
} from '@rira/contracts/auth';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client.ts';

/**
 * Authentication/* calls. Sign-in calls turn off the 401 handling: there a 401 means "wrong
 * password or code", which the form shows, not "your session ended".
 */
export const authApi = {
  getCurrentUser: () =>
    apiGet<CurrentUser>('Authentication/GetCurrentUser', { handleAuthErrors: false, errorToast: false }),

  getUser: () => apiGet<UserProfile>('Authentication/GetUser'),

  passwordLogin: (input: PasswordLogin) =>
    apiPost<CurrentUser>('Authentication/AuthorizeWithPassword', input, { handleAuthErrors: false, loading: true }),

  requestLoginCode: (input: OtpRequest) =>
    apiPost<OtpSent>('Authentication/RegisterPhoneNumber', input, { loading: true }),

  resendCode: (input: OtpRequest) =>
    apiPost<OtpSent>('Authentication/UpdateVerificationCode', input, { loading: true }),

  otpLogin: (input: OtpLogin) =>
    apiPost<CurrentUser>('Authentication/Authorize', input, { handleAuthErrors: false, loading: true }),

  forgotPassword: (input: OtpRequest) =>
    apiPost<OtpSent>('Authentication/ForgotPassword', input, { loading: true }),

  resetPassword: (input: ResetPassword) =>
    apiPost<null>('Authentication/ResetPassword', input, { handleAuthErrors: false, loading: true }),

  selectMembership: (input: SelectMembership) =>
    apiPost<CurrentUser>('Authentication/SelectMembership', input, { loading: true }),

  // An already-ended session must not turn signing out into «دسترسی غیرمجاز».
  signOut: () =>
    apiRequest('Authentication/SignOut', { method: 'POST', loading: true, handleAuthErrors: false, errorToast: false }),

  changePassword: (input: ChangePassword) =>
    apiPost<null>('Authentication/ChangePassword', input, { loading: true }),

  uploadAvatar: (file: File) => {
    const formData = new FormData();
    formData.append('file', file);
    return apiRequest<{ data: { avatarUrl: string } }>('Authentication/UploadAvatar', {
      method: 'POST',
      formData,
      loading: true,
    }).then((envelope) => envelope.data);
  },

  returnToMyAccount: () =>
    apiPost<CurrentUser>('Authentication/ReturnToMyAccount', undefined, { loading: true }),
};
