import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { ApiError, apiRequest, setApiNavigator, type ApiRequestOptions } from './api-client.ts';
import { loadingStore } from './loading-store.ts';
import { createI18n, setActiveI18n } from './i18n.ts';
import { onCurrentUserCleared, setSigningOut } from './session.ts';
import { jsonResponse } from '../test/render.tsx';

/** The two shapes of call the contract's `api()` makes through `apiRequest`. */
const apiGet = (path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) => apiRequest(path, { ...options, method: 'GET' });
const apiPost = <T = unknown>(path: string, body: unknown, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'POST', body });

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(to: string) => void>();
const userCleared = vi.fn();
let restoreNavigator: () => void;
let stopListening: () => void;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  restoreNavigator = setApiNavigator(navigate);
  stopListening = onCurrentUserCleared(userCleared);
});

afterEach(() => {
  restoreNavigator();
  stopListening();
  loadingStore.reset();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const errorBody = (message: string, errors: unknown[] = []) => ({ succeeded: false, message, errors });

describe('api client: requests', () => {
  it('sends credentials and JSON to /api and returns the envelope data', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: { id: 1 }, succeeded: true, message: null }));
    const envelope = await apiPost<{ data: { id: number } }>('Authentication/AuthorizeWithPassword', { Username: 'a' });
    expect(envelope.data).toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/Authentication/AuthorizeWithPassword?lang=fa');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ Username: 'a' });
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('adds query parameters to GET calls and shows no toast on success', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: [], succeeded: true, message: null }));
    await apiGet('Notificaton/GetUserNotifications', { query: { pageIndex: 1, pageSize: 10 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/Notificaton/GetUserNotifications?pageIndex=1&pageSize=10&lang=fa');
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('api client: the page’s language', () => {
  afterEach(() => setActiveI18n(createI18n('fa')));

  it('names the page’s language on every call, so the server answers (and signs in) in it', async () => {
    setActiveI18n(createI18n('en'));
    fetchMock.mockImplementation(async () => jsonResponse(200, { data: null, succeeded: true, message: 'Signed in.' }));
    await apiPost('Authentication/AuthorizeWithPassword', { Username: 'a' });
    await apiGet('Notificaton/GetUserNotifications', { query: { pageIndex: 1 } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/Authentication/AuthorizeWithPassword?lang=en',
      '/api/Notificaton/GetUserNotifications?pageIndex=1&lang=en',
    ]);
  });

  it('keeps a language the caller names itself', async () => {
    setActiveI18n(createI18n('en'));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: null, succeeded: true, message: null }));
    await apiGet('user/article/GetAll', { query: { lang: 'fa' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/article/GetAll?lang=fa');
  });
});

describe('api client: success toasts', () => {
  it("toasts the server's message after a POST", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: null, succeeded: true, message: 'رمز عبور تغییر کرد.' }));
    await apiPost('Authentication/ChangePassword', {});
    expect(toast.success).toHaveBeenCalledWith('رمز عبور تغییر کرد.');
  });

  it('falls back to the generic «saved» text', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: null, succeeded: true, message: null }));
    await apiPost('Authentication/ChangePassword', {});
    expect(toast.success).toHaveBeenCalledWith('ذخیره شد.');
  });

  it('stays silent when the call opts out', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: null, succeeded: true, message: 'ok' }));
    await apiRequest('Notificaton/CheckIn', { method: 'POST', body: { id: 'x' }, successToast: false });
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('api client: the error catalogue', () => {
  // 401: no session, so home; 403: signed in but not in a role that may (a role taken away
  // meanwhile), so the panel's start, where the guard asks again who the person is now.
  it.each([
    [401, '/'],
    [403, '/admin/dashboard'],
  ])('%i clears the user, goes to %s, stops loading and toasts «دسترسی غیرمجاز»', async (status, to) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(status, errorBody('whatever the server said')));
    loadingStore.start(); // some other call is also running
    const call = apiGet('Authentication/GetUser', { loading: true });
    await expect(call).rejects.toMatchObject({ name: 'ApiError', status });
    expect(userCleared).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(to);
    expect(loadingStore.isLoading()).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('دسترسی غیرمجاز', expect.anything());
  });

  it('a 403 for a rule (reason "rule") is shown like any refusal: the person stays signed in', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { ...errorBody('فقط مدیر سیستم می‌تواند.'), reason: 'rule' }));
    await expect(apiPost('manager/applicationUser/changePassword', {})).rejects.toMatchObject({
      status: 403,
      message: 'فقط مدیر سیستم می‌تواند.',
    });
    expect(userCleared).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('فقط مدیر سیستم می‌تواند.');
  });

  it('a 401 while the person signs out on purpose stays quiet (a poll that fired after the session ended)', async () => {
    setSigningOut(true);
    try {
      fetchMock.mockResolvedValueOnce(jsonResponse(401, errorBody('دسترسی غیرمجاز')));
      await expect(apiGet('Notificaton/GetUserNotifications')).rejects.toMatchObject({ status: 401 });
      expect(toast.error).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      setSigningOut(false);
    }
  });

  it('402 clears the user, stops loading and goes to /licenseExpired with the licence toast', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(402, errorBody('licence')));
    await expect(apiGet('Authentication/GetUser', { loading: true })).rejects.toBeInstanceOf(ApiError);
    expect(userCleared).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/licenseExpired');
    expect(loadingStore.isLoading()).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('مجوز استفاده از سامانه منقضی شده است.', expect.anything());
  });

  it('a 401 from a sign-in call is a plain error when the auth handling is off', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, errorBody('نام کاربری یا رمز عبور نادرست است.')));
    await expect(apiPost('Authentication/AuthorizeWithPassword', {}, { handleAuthErrors: false })).rejects.toMatchObject({
      status: 401,
      message: 'نام کاربری یا رمز عبور نادرست است.',
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(userCleared).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('نام کاربری یا رمز عبور نادرست است.');
  });

  it("400 toasts the server's message and hands every field error to the form", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        400,
        errorBody('اطلاعات واردشده کامل یا درست نیست.', [
          { field: 'NewPassword', code: 'weakPassword', message: 'رمز ضعیف است.' },
          { field: 'RepeatPassword', code: 'passwordsDiffer', message: 'تکرار یکسان نیست.' },
        ]),
      ),
    );
    const error = await apiPost('Authentication/ChangePassword', {}, { loading: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.fieldErrors()).toEqual({ NewPassword: 'رمز ضعیف است.', RepeatPassword: 'تکرار یکسان نیست.' });
    expect(toast.error).toHaveBeenCalledWith('اطلاعات واردشده کامل یا درست نیست.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(loadingStore.isLoading()).toBe(false);
  });

  it('500 without a JSON body toasts the generic message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 500 }));
    await expect(apiGet('Language/Get')).rejects.toMatchObject({ status: 500 });
    expect(toast.error).toHaveBeenCalledWith('مشکلی پیش آمد. لطفاً دوباره تلاش کنید.');
  });

  it('429 shows how long to wait, as the server says', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(429, errorBody('برای دریافت کد تازه ۴۰ ثانیه صبر کنید.')));
    await expect(apiPost('Authentication/UpdateVerificationCode', {})).rejects.toMatchObject({ status: 429 });
    expect(toast.error).toHaveBeenCalledWith('برای دریافت کد تازه ۴۰ ثانیه صبر کنید.');
  });

  it('can keep an error quiet for background calls', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, errorBody('x')));
    await expect(apiGet('Notificaton/GetUserNotifications', { errorToast: false })).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a 502 or 503 from the proxy (an HTML page, no message) asks to try again, and after a POST says it may not be saved', async () => {
    const proxyPage = (status: number) =>
      new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status, headers: { 'content-type': 'text/html' } });
    fetchMock.mockResolvedValueOnce(proxyPage(502));
    await expect(apiPost('admin/Company/Add', { title: 'x' })).rejects.toMatchObject({ status: 502 });
    expect(toast.error).toHaveBeenLastCalledWith(
      'سرور لحظه‌ای در دسترس نبود و شاید این کار انجام نشده باشد. چند ثانیه دیگر بررسی کنید و دوباره تلاش کنید.',
    );
    fetchMock.mockResolvedValueOnce(proxyPage(503));
    await expect(apiGet('Language/Get')).rejects.toMatchObject({ status: 503 });
    expect(toast.error).toHaveBeenLastCalledWith('سرور لحظه‌ای در دسترس نبود. چند ثانیه دیگر دوباره تلاش کنید.');
    // The server's own 503 (with its message) is shown as it is.
    fetchMock.mockResolvedValueOnce(jsonResponse(503, errorBody('سرویس پیامک در دسترس نیست.')));
    await expect(apiPost('Authentication/UpdateVerificationCode', {})).rejects.toMatchObject({ status: 503 });
    expect(toast.error).toHaveBeenLastCalledWith('سرویس پیامک در دسترس نیست.');
  });

  it('a network failure is an ApiError with status 0 and a network toast', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiGet('Language/Get')).rejects.toMatchObject({ status: 0 });
    expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('ارتباط با سرور'), expect.anything());
  });
});
