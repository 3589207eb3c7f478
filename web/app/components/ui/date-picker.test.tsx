import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DatePicker } from './date-picker.tsx';
import { renderAt } from '../../test/render.tsx';

const TODAY = '2024-10-06'; // 15 Mehr 1403

function Harness({ onChange, initial = null }: { onChange: (v: string | null) => void; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <label htmlFor="d">تاریخ</label>
      <DatePicker
        id="d"
        value={value}
        today={TODAY}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <output data-testid="value">{value ?? 'empty'}</output>
    </>
  );
}

describe('Jalali date picker', () => {
  it('accepts dd/mm/yyyy typed with Persian digits, as an ISO date', () => {
    const onChange = vi.fn();
    renderAt(() => <Harness onChange={onChange} />);
    const input = screen.getByLabelText('تاریخ') as HTMLInputElement;
    expect(input.placeholder.replace(/\u200e/g, '')).toBe('روز/ماه/سال');
    fireEvent.change(input, { target: { value: '۱۵/۰۷/۱۴۰۳' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-10-06');
    expect(screen.getByTestId('value').textContent).toBe('2024-10-06');
    // What was typed stays as typed.
    expect(input.value).toBe('۱۵/۰۷/۱۴۰۳');
  });

  it('leaves the selection empty while the text is not a real day, and says so after leaving the field', () => {
    const onChange = vi.fn();
    renderAt(() => <Harness onChange={onChange} initial="2024-10-06" />);
    const input = screen.getByLabelText('تاریخ') as HTMLInputElement;
    expect(input.value).toBe('۱۵/۰۷/۱۴۰۳');
    fireEvent.change(input, { target: { value: '30/12/1402' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('value').textContent).toBe('empty');
    expect(input.value).toBe('30/12/1402');
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/تاریخ واردشده معتبر نیست/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '29/12/1402' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-03-19');
  });

  it('opens on the month view in Persian, switches to the years view and returns to the month view with the chosen year', async () => {
    const onChange = vi.fn();
    renderAt(() => <Harness onChange={onChange} initial="2024-10-06" />);
    fireEvent.click(screen.getByRole('button', { name: 'باز کردن تقویم' }));
    const dialog = await screen.findByRole('dialog');
    const heading = within(dialog).getByRole('button', { name: /مهر ۱۴۰۳؛ انتخاب سال/ });
    expect(within(dialog).getByRole('grid')).toBeTruthy();

    fireEvent.click(heading);
    const years = within(dialog).getByRole('group', { name: 'سال‌ها' });
    expect(within(dialog).queryByRole('grid')).toBeNull();
    const yearButtons = within(years).getAllByRole('button');
    // Current year −52 … +50 (1403 − 52 = 1351 … 1453).
    expect(yearButtons).toHaveLength(103);
    expect(yearButtons[0]!.textContent).toBe('۱۳۵۱');
    expect(yearButtons.at(-1)!.textContent).toBe('۱۴۵۳');
    expect(within(years).getByRole('button', { name: '۱۴۰۳' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(years).getByRole('button', { name: '۱۳۷۰' }));
    expect(within(dialog).queryByRole('group', { name: 'سال‌ها' })).toBeNull();
    expect(within(dialog).getByRole('grid')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /مهر ۱۳۷۰؛ انتخاب سال/ })).toBeTruthy();

    // Picking a day fills the field in Persian digits and closes the calendar.
    const day = within(dialog)
      .getAllByRole('button')
      .find((b) => b.textContent === '۱۰' && !b.closest('[data-outside]'));
    fireEvent.click(day!);
    expect(onChange).toHaveBeenLastCalledWith('1991-10-02'); // 10 Mehr 1370
    expect((screen.getByLabelText('تاریخ') as HTMLInputElement).value).toBe('۱۰/۰۷/۱۳۷۰');
  });

  it('uses the Gregorian calendar and Latin digits in English', async () => {
    const onChange = vi.fn();
    renderAt(() => <Harness onChange={onChange} />, { lang: 'en' });
    const input = screen.getByLabelText('تاریخ') as HTMLInputElement;
    expect(input.placeholder).toBe('dd/mm/yyyy');
    fireEvent.change(input, { target: { value: '05/10/2024' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-10-05');
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /October 2024; choose a year/ })).toBeTruthy();
  });
});
