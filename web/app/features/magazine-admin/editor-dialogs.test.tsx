import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { ImageDialog, LinkDialog, isAllowedLinkHref } from './editor-dialogs.tsx';
import RichTextEditor from './rich-text-editor.tsx';
import { articleApi } from './magazine-admin-api.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('./magazine-admin-api.ts', () => ({ articleApi: { uploadImage: vi.fn() } }));

const uploadImage = vi.mocked(articleApi.uploadImage);
const PNG = new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' });

beforeEach(() => {
  uploadImage.mockReset();
});

describe('link addresses', () => {
  it('are http, https or mailto addresses', () => {
    expect(isAllowedLinkHref('https://rira.ir/blogs')).toBe(true);
    expect(isAllowedLinkHref('http://example.com')).toBe(true);
    expect(isAllowedLinkHref('mailto:info@rira.ir')).toBe(true);
    expect(isAllowedLinkHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkHref('tel:+982100000000')).toBe(false);
    expect(isAllowedLinkHref('rira.ir')).toBe(false);
    expect(isAllowedLinkHref('https://')).toBe(false);
    expect(isAllowedLinkHref('mailto:')).toBe(false);
  });
});

describe('the link dialog', () => {
  it('refuses an address that is not a web or mail address, then sends the trimmed one', async () => {
    const onSubmit = vi.fn();
    renderAdmin(() => <LinkDialog initialHref="" onSubmit={onSubmit} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'افزودن پیوند' });
    const field = screen.getByLabelText('نشانی پیوند');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت پیوند' }));
    expect(await screen.findByText('نشانی باید با https://، http:// یا mailto: آغاز شود.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '  mailto:info@rira.ir ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت پیوند' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('mailto:info@rira.ir'));
    // A new link has nothing to remove.
    expect(screen.queryByRole('button', { name: 'برداشتن پیوند' })).toBeNull();
  });

  it('shows the current address when editing, in English too', async () => {
    const onSubmit = vi.fn();
    renderAdmin(() => <LinkDialog initialHref="https://rira.ir" onSubmit={onSubmit} onClose={() => undefined} />, { lang: 'en' });
    expect(screen.getByRole('dialog', { name: 'Edit link' })).toBeTruthy();
    expect((screen.getByLabelText('Link address') as HTMLInputElement).value).toBe('https://rira.ir');
    fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(onSubmit).toHaveBeenCalledWith('');
  });
});

describe('the image dialog', () => {
  it('requires the alternative text and keeps it within the server’s length', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderAdmin(() => <ImageDialog file={PNG} onSubmit={onSubmit} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'درج تصویر در متن' })).toBeTruthy();
    const field = screen.getByLabelText('متن جایگزین تصویر');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'بارگذاری و درج' }));
    expect(await screen.findByText('این فیلد الزامی است.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field.getAttribute('maxlength')).toBe('200');
    fireEvent.change(field, { target: { value: 'نمودار رضایت کارکنان' } });
    fireEvent.click(screen.getByRole('button', { name: 'بارگذاری و درج' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('نمودار رضایت کارکنان'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open with a failed upload’s message', async () => {
    const onClose = vi.fn();
    renderAdmin(() => <ImageDialog file={PNG} onSubmit={() => Promise.reject(new Error('پرونده تصویر نیست.'))} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('متن جایگزین تصویر'), { target: { value: 'نمودار' } });
    fireEvent.click(screen.getByRole('button', { name: 'بارگذاری و درج' }));
    expect((await screen.findByRole('alert')).textContent).toBe('پرونده تصویر نیست.');
    expect(onClose).not.toHaveBeenCalled();
  });
});

/** The body editor, its Tiptap instance (kept on its element) and the last HTML it reported. */
async function renderEditor(value: string) {
  const onChange = vi.fn();
  renderAdmin(() => (
    <>
      <span id="body-label">متن مقاله</span>
      <RichTextEditor id="article-body" labelId="body-label" value={value} onChange={onChange} language="fa" />
    </>
  ));
  const textbox = await screen.findByRole('textbox', { name: 'متن مقاله' });
  const editor = (textbox as HTMLElement & { editor: Editor }).editor;
  return { textbox, editor, onChange };
}

describe('the editor’s link and image tools', () => {
  it('links the selected words and gives the focus back to the text', async () => {
    const { textbox, editor } = await renderEditor('<p>راهنمای بازخورد</p>');
    editor.commands.setTextSelection({ from: 1, to: 8 });
    fireEvent.click(screen.getByRole('button', { name: 'پیوند' }));
    fireEvent.change(screen.getByLabelText('نشانی پیوند'), { target: { value: 'https://rira.ir/blogs' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت پیوند' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor.getHTML()).toContain(
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://rira.ir/blogs">راهنمای</a> بازخورد',
    );
    await waitFor(() => expect(document.activeElement).toBe(textbox));
  });

  it('with nothing selected, writes the address as a link; Escape closes without a change', async () => {
    const { textbox, editor } = await renderEditor('<p>نشانی</p>');
    editor.commands.setTextSelection(6);
    // From the keyboard: the tool itself has the focus when the dialog opens.
    const tool = screen.getByRole('button', { name: 'پیوند' });
    tool.focus();
    fireEvent.click(tool);
    fireEvent.keyDown(screen.getByLabelText('نشانی پیوند'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor.getHTML()).toBe('<p>نشانی</p>');
    await waitFor(() => expect(document.activeElement).toBe(textbox));

    fireEvent.click(screen.getByRole('button', { name: 'پیوند' }));
    fireEvent.change(screen.getByLabelText('نشانی پیوند'), { target: { value: 'mailto:info@rira.ir' } });
    fireEvent.submit(screen.getByLabelText('نشانی پیوند'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor.getHTML()).toBe(
      '<p>نشانی<a target="_blank" rel="noopener noreferrer nofollow" href="mailto:info@rira.ir">mailto:info@rira.ir</a></p>',
    );
  });

  it('changes and removes the link under the cursor; cancel leaves it alone', async () => {
    const { editor } = await renderEditor('<p>پیش <a href="https://a.example">پیوند</a> پس</p>');
    editor.commands.setTextSelection(7);
    fireEvent.click(screen.getByRole('button', { name: 'پیوند' }));
    const field = screen.getByLabelText('نشانی پیوند') as HTMLInputElement;
    expect(field.value).toBe('https://a.example');
    fireEvent.change(field, { target: { value: 'https://b.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor.getHTML()).toContain('href="https://a.example"');

    editor.commands.setTextSelection(7);
    fireEvent.click(screen.getByRole('button', { name: 'پیوند' }));
    fireEvent.change(screen.getByLabelText('نشانی پیوند'), { target: { value: 'https://b.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت پیوند' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor.getHTML()).toContain('href="https://b.example">پیوند</a>');

    editor.commands.setTextSelection(7);
    fireEvent.click(screen.getByRole('button', { name: 'پیوند' }));
    fireEvent.change(screen.getByLabelText('نشانی پیوند'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت پیوند' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor.getHTML()).toBe('<p>پیش پیوند پس</p>');
  });

  it('uploads a chosen image and inserts it with its alternative text; cancel inserts nothing', async () => {
    uploadImage.mockResolvedValue({ url: 'https://cdn.example/a.webp' });
    const { textbox, editor, onChange } = await renderEditor('<p>متن</p>');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;

    fireEvent.change(input, { target: { files: [PNG] } });
    fireEvent.click(await screen.findByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(uploadImage).not.toHaveBeenCalled();
    expect(editor.getHTML()).toBe('<p>متن</p>');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [PNG] } });
    fireEvent.change(await screen.findByLabelText('متن جایگزین تصویر'), { target: { value: 'نمودار رضایت' } });
    fireEvent.click(screen.getByRole('button', { name: 'بارگذاری و درج' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(uploadImage).toHaveBeenCalledWith(PNG);
    expect(editor.getHTML()).toContain('<img src="https://cdn.example/a.webp" alt="نمودار رضایت">');
    await waitFor(() => expect(document.activeElement).toBe(textbox));
  });
});
