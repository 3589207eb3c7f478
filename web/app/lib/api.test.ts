import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { peopleContract } from '@rira/contracts/api/people';
import { api, apiData, apiHref, apiUpload } from './api.ts';
import { loadingStore } from './loading-store.ts';
import { jsonResponse } from '../test/render.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const ID = '11111111-1111-4111-8111-111111111111';
const COMPANY = '22222222-2222-4222-8222-222222222222';

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  loadingStore.reset();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const hrUser = {
  id: ID,
  fullName: 'سارا احمدی',
  fullNameEn: null,
  mobile: '09120000000',
  email: null,
  companyId: COMPANY,
  companyTitle: 'آریا',
  companyTitleEn: null,
};

describe('api(): calls of the contract', () => {
  it('takes the method and path from the route, fills the path parameters and sends the query', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: null, succeeded: true, message: null }));
    await expect(apiData(peopleContract.get, { params: { id: ID }, query: { companyId: COMPANY } })).rejects.toThrow(
      /GET \/manager\/applicationUser\/GetUser\/:id: the answer does not match the contract — data: /,
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/manager/applicationUser/GetUser/${ID}?companyId=${COMPANY}&lang=fa`);
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('sends the body as JSON on a POST route and gives back the checked envelope', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: { outcome: 'deactivated' }, succeeded: true, message: 'غیرفعال شد' }));
    const answer = await api(peopleContract.remove, { body: { id: ID } }, { successToast: false });
    expect(answer.data.outcome).toBe('deactivated');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/manager/applicationUser/Delete?lang=fa');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ id: ID });
  });

  it('returns data that matches, and refuses (in tests) an answer that drifted from the contract', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: [hrUser], succeeded: true, message: null }));
    expect(await apiData(peopleContract.hrUsers)).toEqual([hrUser]);

    const { companyTitle: _dropped, ...drifted } = hrUser;
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: [drifted], succeeded: true, message: null }));
    await expect(apiData(peopleContract.hrUsers)).rejects.toThrow('data.0.companyTitle');
  });

  it('builds a download address with its parameters and query, and refuses a missing parameter', () => {
    expect(apiHref(peopleContract.importErrors, { params: { id: ID } })).toBe(
      `/api/manager/applicationUser/DownloadImportErrors/${ID}?lang=fa`,
    );
    expect(apiHref(peopleContract.sample, { query: { lang: 'en' } })).toBe('/api/manager/applicationUser/DownloadSample?lang=en');
    expect(() => apiHref(peopleContract.importErrors, { params: { id: '' } })).toThrow('the parameter "id" is missing');
  });

  it('sends an upload as multipart: the file and the fields that have a value', async () => {
    const job = {
      id: ID,
      status: 'succeeded',
      totalRows: 1,
      processedRows: 1,
      created: 1,
      updated: 0,
      problems: [],
      message: null,
      hasErrorFile: false,
      createdAt: '2026-11-26T00:00:00.000Z',
      finishedAt: '2026-11-26T00:00:01.000Z',
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: job, succeeded: true, message: null }));
    const file = new Blob(['x'], { type: 'application/octet-stream' });
    const answer = await apiUpload(
      peopleContract.uploadExcel,
      { file, fields: { duplicates: 'update', companyId: undefined } },
      { successToast: false },
    );
    expect(answer.data.created).toBe(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/manager/applicationUser/UploadExcel?lang=fa');
    const form = init?.body as FormData;
    expect(form.get('duplicates')).toBe('update');
    expect(form.has('companyId')).toBe(false);
    expect(form.get('file')).toBeInstanceOf(Blob);
  });
});
