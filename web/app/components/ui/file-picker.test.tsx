import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { FilePicker } from './file-picker.tsx';
import { renderAt } from '../../test/render.tsx';

const pdf = (name = 'گزارش سالانه.pdf') => new File(['%PDF-'], name, { type: 'application/pdf' });

function Harness({ onChoose, label }: { onChoose: (file: File) => void; label?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <label htmlFor="f">پیوست</label>
      <FilePicker
        id="f"
        file={file}
        accept="application/pdf"
        label={label}
        aria-describedby="f-hint"
        onChoose={(chosen) => {
          setFile(chosen);
          onChoose(chosen);
        }}
      />
      <p id="f-hint">حداکثر ۱۰ مگابایت</p>
      <button type="button" onClick={() => setFile(null)}>
        حذف
      </button>
    </>
  );
}

describe('file picker', () => {
  it('is a real file input, named by its labels and hidden behind a translated button, saying no file is chosen yet', () => {
    renderAt(() => <Harness onChoose={vi.fn()} />);
    const input = screen.getByLabelText('پیوست') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('application/pdf');
    expect(input.className).toContain('sr-only');
    // The visible button is the input's own label, in Persian: nothing of the browser's "Choose File".
    expect(screen.getByLabelText('انتخاب فایل')).toBe(input);
    expect(screen.getByText('فایلی انتخاب نشده')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Choose File|No file chosen/);
    // The hint and the choice are read with the field.
    const described = input.getAttribute('aria-describedby')!.split(' ');
    expect(described).toEqual(['f-hint', 'f-choice']);
    expect(document.getElementById('f-choice')!.textContent).toBe('فایلی انتخاب نشده');
    // Keyboard: the input itself takes the focus.
    input.focus();
    expect(document.activeElement).toBe(input);
  });

  it('shows the chosen file’s name (isolated, for a right-to-left page) and lets the same file be chosen again', () => {
    const onChoose = vi.fn();
    renderAt(() => <Harness onChoose={onChoose} />);
    const input = screen.getByLabelText('پیوست') as HTMLInputElement;
    const file = pdf();
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChoose).toHaveBeenCalledWith(file);
    const choice = document.getElementById('f-choice')!;
    expect(choice.textContent).toBe('فایل انتخاب‌شده: گزارش سالانه.pdf');
    expect(choice.querySelector('bdi')!.textContent).toBe('گزارش سالانه.pdf');
    expect(screen.queryByText('فایلی انتخاب نشده')).toBeNull();
    // The input is emptied after each choice, so choosing the same file again is a change too.
    expect(input.value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'حذف' }));
    expect(choice.textContent).toBe('فایلی انتخاب نشده');
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChoose).toHaveBeenCalledTimes(2);
  });

  it('speaks English on English screens, and takes the screen’s own button text', () => {
    renderAt(() => <Harness onChoose={vi.fn()} />, { lang: 'en' });
    expect(screen.getByLabelText('Choose a file')).toBe(screen.getByLabelText('پیوست'));
    expect(screen.getByText('No file chosen')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('پیوست'), { target: { files: [pdf('report.pdf')] } });
    expect(document.getElementById('f-choice')!.textContent).toBe('Chosen file: report.pdf');
  });

  it('says nothing was chosen when the chooser is closed without a file', () => {
    const onChoose = vi.fn();
    renderAt(() => <Harness onChoose={onChoose} label="انتخاب تصویر" />);
    fireEvent.change(screen.getByLabelText('انتخاب تصویر'), { target: { files: [] } });
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByText('فایلی انتخاب نشده')).toBeTruthy();
  });
});
