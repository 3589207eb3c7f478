import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import type { ArticleAttachment } from '@rira/contracts/site/magazine';
import { createI18n, setActiveI18n } from '../../lib/i18n.ts';
import { AttachmentRequests } from './attachment-requests.tsx';
import type { AttachmentRequestResult } from '../lead-forms/attachment-request-form.tsx';

const ARTICLE = '0b5a4a8e-4f5e-4d7a-9a55-3f0b6c1d2e01';
const FILE: ArticleAttachment = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  title: 'چک‌لیست آمادگی',
  fileName: 'checklist.docx',
  sizeBytes: 20_480,
} as ArticleAttachment;

/** The article route's stand-in: its action answers what `answer` says and records what was posted. */
function renderWithAction(answer: (form: FormData) => AttachmentRequestResult) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const i18n = createI18n('fa');
  setActiveI18n(i18n);
  const Stub = createRoutesStub([
    {
      path: '/blogs/details/:id',
      Component: () => <AttachmentRequests articleId={ARTICLE} attachments={[FILE]} />,
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(Object.fromEntries(form));
        return answer(form);
      },
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={['/blogs/details/a']} />
    </I18nextProvider>,
  );
  return posted;
}

describe('an article’s files', () => {
  it('are listed without a request form in the admin’s preview', async () => {
    const i18n = createI18n('fa');
    setActiveI18n(i18n);
    const Stub = createRoutesStub([
      {
        path: '/admin/articles/view/:id',
        Component: () => <AttachmentRequests articleId={ARTICLE} attachments={[FILE]} requestable={false} />,
      },
    ]);
    render(
      <I18nextProvider i18n={i18n}>
        <Stub initialEntries={['/admin/articles/view/a']} />
      </I18nextProvider>,
    );
    await screen.findByText('چک‌لیست آمادگی');
    expect(screen.queryByRole('button', { name: /ارسال «چک‌لیست آمادگی»/ })).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });

  it('offer each file’s form in a popover the browser opens (no JavaScript needed)', async () => {
    renderWithAction(() => ({ attachmentId: FILE.id, sent: 'ok' }));
    const button = await screen.findByRole('button', { name: /ارسال «چک‌لیست آمادگی»/ });
    const popover = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(popover.getAttribute('popover')).toBe('auto');
    const form = popover.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.noValidate).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      intent: 'attachment',
      articleId: ARTICLE,
      attachmentId: FILE.id,
      website: '',
    });
  });

  it('show the action’s errors with what was typed, in place of the button', async () => {
    const posted = renderWithAction((form) => ({
      attachmentId: String(form.get('attachmentId')),
      values: { fullname: String(form.get('fullname')), email: 'bad', phoneNumber: '' },
      errors: { email: 'نشانی ایمیل معتبر نیست.', form: 'تعداد درخواست‌ها بیش از حد مجاز است.' },
    }));
    const popover = document.getElementById((await screen.findByRole('button', { name: /ارسال «/ })).getAttribute('popovertarget')!)!;
    fireEvent.change(within(popover).getByLabelText('نام و نام خانوادگی', { selector: 'input' }), { target: { value: 'سارا' } });
    fireEvent.click(within(popover).getByRole('button', { name: 'ارسال فایل به ایمیل من', hidden: true }));
    await waitFor(() => expect(screen.getByText('نشانی ایمیل معتبر نیست.')).toBeTruthy());
    expect(posted[0]).toMatchObject({ fullname: 'سارا', attachmentId: FILE.id });
    expect(screen.queryByRole('button', { name: /ارسال «/ })).toBeNull();
    expect((screen.getByLabelText('نام و نام خانوادگی') as HTMLInputElement).value).toBe('سارا');
    const email = screen.getByLabelText('ایمیل') as HTMLInputElement;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('bad');
    expect(screen.getByRole('alert').textContent).toBe('تعداد درخواست‌ها بیش از حد مجاز است.');
  });

  it('confirm a sent request', async () => {
    renderWithAction(() => ({ attachmentId: FILE.id, sent: 'فایل به نشانی ایمیل شما فرستاده شد.' }));
    const popover = document.getElementById((await screen.findByRole('button', { name: /ارسال «/ })).getAttribute('popovertarget')!)!;
    fireEvent.click(within(popover).getByRole('button', { name: 'ارسال فایل به ایمیل من', hidden: true }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('فایل به نشانی ایمیل شما فرستاده شد.'));
  });
});
