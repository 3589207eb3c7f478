import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { createI18n } from '../../lib/i18n.ts';
import { ContactForm } from './contact-form.tsx';
import { enhanceLeadForms } from './lead-form-script.ts';
import { renderAt } from '../../test/render.tsx';
import type { LeadFormResult } from './lead-form-result.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the contact form (a plain post to its page’s action)', () => {
  it('posts to the page with each field named as the schema names it', () => {
    const { container } = renderAt(() => <ContactForm />, { path: '/contact-us' });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect([...new FormData(form).keys()]).toEqual([
      'intent',
      'submissionKey',
      'fullname',
      'position',
      'phoneNumber',
      'email',
      'message',
      'website',
    ]);
    expect(new FormData(form).get('intent')).toBe('contact');
    // The page is cached HTML shared by every visitor: the key is made in the browser, per send.
    expect(new FormData(form).get('submissionKey')).toBe('');
    // The message for an unconfirmed send is the page's (translated), hidden until the script shows it.
    expect(container.querySelector('[data-lead-form-failed]')?.hasAttribute('hidden')).toBe(true);
    expect(container.querySelector('[data-lead-form-failed]')?.textContent).toContain('دو بار ثبت نمی‌شود');
  });

  it('shows the action’s answer: each field’s problem under it, and what was typed', async () => {
    const answer: LeadFormResult & { intent: string } = {
      intent: 'contact',
      values: { fullname: '', phoneNumber: '12', position: 'مدیر', email: 'x@', message: '' },
      errors: { fullname: 'این فیلد الزامی است.', email: 'نشانی ایمیل معتبر نیست.', phoneNumber: 'شماره درست نیست.' },
      submissionKey: '0d5c9a4e-2b7f-4c1a-8e3d-6a9b0c1d2e3f',
    };
    const Stub = createRoutesStub([{ path: '/contact-us', Component: ContactForm, action: () => answer }]);
    render(
      <I18nextProvider i18n={createI18n('fa')}>
        <Stub initialEntries={['/contact-us']} />
      </I18nextProvider>,
    );
    screen.getByRole('button', { name: 'ارسال پیام' }).click();
    expect(await screen.findByText('نشانی ایمیل معتبر نیست.')).toBeTruthy();
    expect((screen.getByLabelText('سمت سازمانی') as HTMLInputElement).value).toBe('مدیر');
    expect((screen.getByLabelText('شمارهٔ تماس') as HTMLInputElement).value).toBe('12');
    expect(screen.getByLabelText('نام و نام خانوادگی').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('سمت سازمانی').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('ایمیل سازمانی').getAttribute('aria-describedby')).toBe('contact-email-error');
    // The send's key comes back with the refusal, so sending it again is the same send.
    expect(new FormData(screen.getByRole('form')).get('submissionKey')).toBe('0d5c9a4e-2b7f-4c1a-8e3d-6a9b0c1d2e3f');
  });
});

/** A static page's form as the server sent it (no React on the page). */
function staticForm() {
  document.body.innerHTML = `
    <div id="contact-form" data-lead-form-box="">
      <form data-lead-form="" action="/contact-us?lang=en" method="post">
        <input type="hidden" name="intent" value="contact" />
        <input type="hidden" name="submissionKey" value="" />
        <input id="contact-email" name="email" value="sam@" />
        <p role="alert" data-lead-form-failed="" hidden>Not confirmed: send it again.</p>
        <button type="submit" data-busy-label="Sending…">Send message</button>
      </form>
    </div>`;
  return document.querySelector('form')!;
}

const answer = (box: string) =>
  new Response(`<!doctype html><html><body><header>menu</header><main>${box}</main></body></html>`, {
    status: 400,
    headers: { 'Content-Type': 'text/html' },
  });

describe('the forms’ small script', () => {
  it('sends the post in the background and puts the answer’s form in place, the focus on the first field in error', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        answer(
          '<div id="contact-form" data-lead-form-box=""><form data-lead-form=""><input id="contact-email" name="email" value="sam@" aria-invalid="true" /><p id="contact-email-error">Enter a valid e-mail address.</p></form></div>',
        ),
      );
    vi.stubGlobal('fetch', fetchMock);
    const form = staticForm();
    enhanceLeadForms();
    enhanceLeadForms(); // a second form on the page: still one listener
    form.requestSubmit();
    expect(screen.getByRole('button').textContent).toBe('Sending…');
    await vi.waitFor(() => expect(document.getElementById('contact-email-error')?.textContent).toBe('Enter a valid e-mail address.'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/contact-us\?lang=en$/);
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('email')).toBe('sam@');
    expect(document.activeElement?.id).toBe('contact-email');
    expect(document.body.textContent).not.toContain('menu');
  });

  it('never posts a send again by itself: an answer without the form shows the send unconfirmed, and the visitor’s retry carries the same key', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      // The first post reached the server (and may be stored), but its answer is an error page.
      .mockResolvedValueOnce(new Response('<!doctype html><html><body><h1>Server error</h1></body></html>', { status: 500 }))
      .mockResolvedValueOnce(answer('<div id="contact-form" data-lead-form-box=""><div role="status">Received</div></div>'));
    vi.stubGlobal('fetch', fetchMock);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const form = staticForm();
    enhanceLeadForms();
    form.requestSubmit();
    const unconfirmed = screen.getByText('Not confirmed: send it again.');
    await vi.waitFor(() => expect(unconfirmed.hidden).toBe(false));
    expect(document.activeElement).toBe(unconfirmed);
    const button = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(form.getAttribute('aria-busy')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const key = (fetchMock.mock.calls[0]![1]?.body as FormData).get('submissionKey');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // The visitor chooses to send again: the same send, the same key (the server stores it once).
    button.click();
    expect(unconfirmed.hidden).toBe(true);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Received'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1]?.body as FormData).get('submissionKey')).toBe(key);
    expect(submit).not.toHaveBeenCalled();
  });

  it('does not post again when the answer never came (offline), and makes the key without randomUUID (an http page)', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    const secure = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => secure.getRandomValues(bytes) });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const form = staticForm();
    enhanceLeadForms();
    form.requestSubmit();
    await vi.waitFor(() => expect(screen.getByText('Not confirmed: send it again.').hidden).toBe(false));
    expect(submit).not.toHaveBeenCalled();
    expect((form.elements.namedItem('submissionKey') as HTMLInputElement).value).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
