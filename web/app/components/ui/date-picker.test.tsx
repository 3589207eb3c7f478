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
  it('takes the date in the Persian order, year/month/day, as its placeholder says, with Persian or Latin digits', () => {
    const onChange = vi.fn();
    renderAt(() => <Harness onChange={onChange} />);
    const input = screen.getByLabelText('تاریخ') as HTMLInputElement;
    expect(input.placeholder).toBe('سال/ماه/روز');
    fireEvent.change(input, { target: { value: '۱۴۰۳/۰۷/۱۵' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-10-06');
    expect(screen.getByTestId('value').textContent).toBe('2024-10-06');
    // What was typed stays as typed.
    expect(input.value).toBe('۱۴۰۳/۰۷/۱۵');
    fireEvent.change(input, { target: { value: '1370/9/15' } });
    expect(onChange).toHaveBeenLastCalledWith('1991-12-06');
  });

  it('shows a chosen date as year/month/day in Persian digits (۱۳۷۰/۰۹/۱۵)', () => {
    renderAt(() => <Harness onChange={vi.fn()} initial="1991-12-06" />);
    expect((screen.getByLabelText('تاریخ') as HTMLInputElement).value).toBe('۱۳۷۰/۰۹/۱۵');
  });

  it('leaves the selection empty while the text is not a real day, and says so, in the same order, after leaving the field', () => {
    const onChange = vi.fn();
    renderAt(() => <Harness onChange={onChange} initial="2024-10-06" />);
    const input = screen.getByLabelText('تاریخ') as HTMLInputElement;
    expect(input.value).toBe('۱۴۰۳/۰۷/۱۵');
    fireEvent.change(input, { target: { value: '1402/12/30' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('value').textContent).toBe('empty');
    expect(input.value).toBe('1402/12/30');
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('تاریخ واردشده معتبر نیست؛ به شکل سال/ماه/روز بنویسید، مثلاً ۱۴۰۳/۰۷/۱۵.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1402/12/29' } });
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

    // Picking a day fills the field in Persian digits, year first, and closes the calendar.
    const day = within(dialog)
      .getAllByRole('button')
      .find((b) => b.textContent === '۱۰' && !b.closest('[data-outside]'));
    fireEvent.click(day!);
    expect(onChange).toHaveBeenLastCalledWith('1991-10-02'); // 10 Mehr 1370
    expect((screen.getByLabelText('تاریخ') as HTMLInputElement).value).toBe('۱۳۷۰/۰۷/۱۰');
  });

  it('uses the Gregorian calendar, Latin digits and dd/mm/yyyy in English, as its placeholder says', async () => {
    const onChange = vi.fn();
    renderAt(() => <Harness onChange={onChange} initial="1991-12-06" />, { lang: 'en' });
    const input = screen.getByLabelText('تاریخ') as HTMLInputElement;
    expect(input.placeholder).toBe('dd/mm/yyyy');
    expect(input.value).toBe('06/12/1991');
    fireEvent.change(input, { target: { value: '05/10/2024' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-10-05');
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /October 2024; choose a year/ })).toBeTruthy();
  });
});

function BirthHarness({ onChange }: { onChange: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <label htmlFor="b">تاریخ تولد</label>
      <DatePicker
        id="b"
        kind="birthDate"
        value={value}
        today={TODAY}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

describe('birth-date picker', () => {
  it('opens on the list of years, at a plausible birth year (30 years ago), up to this year and back a century', async () => {
    const onChange = vi.fn();
    renderAt(() => <BirthHarness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'باز کردن تقویم' }));
    const dialog = await screen.findByRole('dialog');
    const years = within(dialog).getByRole('group', { name: 'سال‌ها' });
    const yearButtons = within(years).getAllByRole('button');
    expect(yearButtons[0]!.textContent).toBe('۱۳۰۳');
    expect(yearButtons.at(-1)!.textContent).toBe('۱۴۰۳');
    // 1403 − 30: focused, so the arrow keys start there.
    expect(document.activeElement?.textContent).toBe('۱۳۷۳');
    // No "today" for a birth date.
    expect(within(dialog).queryByRole('button', { name: 'امروز' })).toBeNull();

    fireEvent.click(within(years).getByRole('button', { name: '۱۳۷۰' }));
    expect(within(dialog).getByRole('grid')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /۱۳۷۰؛ انتخاب سال/ })).toBeTruthy();
    const day = within(dialog)
      .getAllByRole('button')
      .find((b) => b.textContent === '۱۵');
    fireEvent.click(day!);
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^199[12]-/));
    expect((screen.getByLabelText('تاریخ تولد') as HTMLInputElement).value).toMatch(/^۱۳۷۰\/[۰-۹]{2}\/۱۵$/);
  });

  it('offers no day after today in this year’s month view', async () => {
    renderAt(() => <BirthHarness onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'باز کردن تقویم' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'سال‌ها' })).getByRole('button', { name: '۱۴۰۳' }));
    // Mehr 1403 (the month of TODAY, 15 Mehr): the 16th and later cannot be chosen.
    const dayButton = (text: string) =>
      within(dialog)
        .getAllByRole('button')
        .find((b) => b.textContent === text)!;
    while (!within(dialog).queryByRole('button', { name: /مهر ۱۴۰۳؛ انتخاب سال/ }))
      fireEvent.click(within(dialog).getByRole('button', { name: 'ماه بعد' }));
    expect((dayButton('۱۵') as HTMLButtonElement).disabled).toBe(false);
    expect((dayButton('۱۶') as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'ماه بعد' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('works the same way in English, in the Gregorian calendar', async () => {
    const onChange = vi.fn();
    renderAt(() => <BirthHarness onChange={onChange} />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    const dialog = await screen.findByRole('dialog');
    const years = within(dialog).getByRole('group', { name: 'Years' });
    const yearButtons = within(years).getAllByRole('button');
    expect(yearButtons[0]!.textContent).toBe('1924');
    expect(yearButtons.at(-1)!.textContent).toBe('2024');
    expect(document.activeElement?.textContent).toBe('1994');
    expect(within(dialog).queryByRole('button', { name: 'Today' })).toBeNull();
    fireEvent.click(within(years).getByRole('button', { name: '1991' }));
    fireEvent.click(
      within(dialog)
        .getAllByRole('button')
        .find((b) => b.textContent === '6')!,
    );
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^1991-\d{2}-06$/));
    expect((screen.getByLabelText('تاریخ تولد') as HTMLInputElement).value).toMatch(/^06\/\d{2}\/1991$/);
  });
});
