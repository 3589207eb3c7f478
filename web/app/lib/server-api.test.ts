import { describe, expect, it } from 'vitest';
import { leadsContract } from '@rira/contracts/api/leads';
import { magazineContract } from '@rira/contracts/api/magazine';
import { siteContentContract } from '@rira/contracts/api/site-content';
import { serverApi } from './server-api.ts';

/** A stand-in for the server's in-process `context.api`, answering one status and body. */
function inProcess(status: number, body: unknown) {
  const calls: unknown[][] = [];
  const api = async <T>(path: string, init?: unknown) => {
    calls.push(init === undefined ? [path] : [path, init]);
    return { status, body: body as T };
  };
  return { calls, context: { api } };
}

const FAQS = { data: [{ id: 'f1', question: 'چرا؟', answer: 'چون.' }], succeeded: true, message: null };

describe('serverApi(): a loader’s call of the contract, in-process', () => {
  it('fills the path under /api and sends a GET without a body', async () => {
    const { calls, context } = inProcess(200, FAQS);
    const res = await serverApi(context, siteContentContract.faqs, { params: { id: 'home' } });
    expect(res).toEqual({ ok: true, status: 200, body: FAQS });
    expect(calls).toEqual([['/api/user/faq/GetFaqs/home']]);
  });

  it('writes the query, then the language asked for', async () => {
    const { calls, context } = inProcess(200, { data: [], succeeded: true, message: null });
    await serverApi(context, magazineContract.latest, { query: { count: 3, exclude: 'a b' } }, { lang: 'en' });
    await serverApi(context, magazineContract.latest, { query: { count: 3 } });
    expect(calls).toEqual([
      ['/api/user/article/GetLatestArticles?count=3&exclude=a+b&lang=en'],
      ['/api/user/article/GetLatestArticles?count=3'],
    ]);
  });

  it('sends a POST route’s body as JSON', async () => {
    const { calls, context } = inProcess(200, { data: 'id', succeeded: true, message: 'ok' });
    const body = { articleId: 'a', attachmentId: 'f', fullname: 'Sam', email: 'sam@example.com' };
    const res = await serverApi(context, leadsContract.attachment, { body });
    expect(res.ok && res.body.message).toBe('ok');
    expect(calls).toEqual([['/api/user/AttachmentRequest/Submit', { method: 'POST', body }]]);
  });

  it('marks a public read as shared, so the server may answer it from its public-data cache', async () => {
    const { calls, context } = inProcess(200, FAQS);
    await serverApi(context, siteContentContract.faqs, { params: { id: 'home' } }, { shared: true });
    expect(calls).toEqual([['/api/user/faq/GetFaqs/home', { shared: true }]]);
  });

  it('gives a refusal back with its status and error envelope, unchecked', async () => {
    const refusal = { succeeded: false, message: 'Not found.', errors: [] };
    const { context } = inProcess(404, refusal);
    expect(await serverApi(context, magazineContract.details, { params: { id: 'nope' } })).toEqual({
      ok: false,
      status: 404,
      body: refusal,
    });
  });

  it('refuses (in tests) an answer that drifted from the contract', async () => {
    const { context } = inProcess(200, { data: [{ id: 'f1', question: 'چرا؟' }], succeeded: true, message: null });
    await expect(serverApi(context, siteContentContract.faqs, { params: { id: 'home' } })).rejects.toThrow(
      'GET /user/faq/GetFaqs/:id: the answer does not match the contract — data.0.answer',
    );
  });
});
