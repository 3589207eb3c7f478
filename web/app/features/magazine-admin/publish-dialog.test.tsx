import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PublishDialog } from './publish-dialog.tsx';
import { parseTime, tehranInstant, tehranParts } from './publish-time.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const NOW = new Date('2024-10-06T08:00:00Z'); // 15 Mehr 1403, 11:30 in Tehran
const ARTICLE = { id: 'a1', title: 'راهنمای بازخورد', publishDate: null };

describe('publish times', () => {
  it('reads 24-hour times typed with Persian or Latin digits and makes Tehran instants', () => {
    expect(parseTime('۹:۳۰')).toBe('09:30');
    expect(parseTime('23:59')).toBe('23:59');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('9')).toBeNull();
    expect(tehranInstant('2024-10-07', '۰۹:۱۵')).toBe('2024-10-07T09:15:00+03:30');
    // The offset is the one of that day, not a fixed +03:30: Tehran kept summer time until 2022.
    expect(tehranInstant('2021-06-01', '16:30')).toBe('2021-06-01T16:30:00+04:30');
    expect(tehranInstant(null, '09:15')).toBeNull();
    expect(tehranParts('2024-10-06T21:00:00Z')).toEqual({ date: '2024-10-07', time: '00:30' });
  });
});

describe('the publish dialog', () => {
  it('publishes now by default', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderAdmin(() => <PublishDialog article={ARTICLE} mode="publish" now={NOW} onClose={onClose} onSubmit={onSubmit} />, {
      role: 'contentManager',
    });
    expect(screen.getByRole('dialog', { name: 'انتشار «راهنمای بازخورد»' })).toBeTruthy();
    expect((screen.getByLabelText('همین حالا') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'انتشار' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(null));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('schedules at a Jalali date typed year/month/day and a Tehran time', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderAdmin(() => <PublishDialog article={ARTICLE} mode="publish" now={NOW} onClose={() => undefined} onSubmit={onSubmit} />, {
      role: 'contentManager',
    });
    fireEvent.click(screen.getByLabelText('در تاریخ و ساعت دیگر'));
    fireEvent.change(screen.getByLabelText('تاریخ'), { target: { value: '۱۴۰۳/۰۷/۲۰' } });
    fireEvent.change(screen.getByLabelText('ساعت'), { target: { value: '۰۹:۰۰' } });
    // A future instant: the button says it schedules.
    fireEvent.click(screen.getByRole('button', { name: 'زمان‌بندی' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('2024-10-11T09:00:00+03:30'));
  });

  it('refuses a time that is not one and keeps a server refusal readable', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('مقاله پیدا نشد.'));
    const onClose = vi.fn();
    renderAdmin(
      () => (
        <PublishDialog
          article={{ ...ARTICLE, publishDate: '2024-10-01T06:30:00Z' }}
          mode="date"
          now={NOW}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      ),
      {
        role: 'contentManager',
      },
    );
    expect(screen.queryByLabelText('همین حالا')).toBeNull();
    // The current publish date is shown in Tehran time.
    expect((screen.getByLabelText('ساعت') as HTMLInputElement).value).toBe('۱۰:۰۰');
    fireEvent.change(screen.getByLabelText('ساعت'), { target: { value: '25:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ تاریخ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ساعت را به شکل ساعت:دقیقه وارد کنید.');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('ساعت'), { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ تاریخ' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('2024-10-01T10:30:00+03:30'));
    expect((await screen.findByRole('alert')).textContent).toBe('مقاله پیدا نشد.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
