import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { ImportJob } from '@rira/contracts/organisation';
import { ImportPage } from './import-page.tsx';
import { mockApi, renderAdmin } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const JOB_ID = '66666666-6666-4666-8666-666666666666';
const job = (patch: Partial<ImportJob>): ImportJob => ({
  id: JOB_ID,
  status: 'queued',
  totalRows: 0,
  processedRows: 0,
  created: 0,
  updated: 0,
  problems: [],
  hasErrorFile: false,
  message: null,
  createdAt: '2025-01-01T00:00:00Z',
  finishedAt: null,
  ...patch,
});

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function chooseFile() {
  const file = new File(['xlsx'], 'people.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  fireEvent.change(screen.getByLabelText('فایل اکسل پرشده'), { target: { files: [file] } });
}

describe('Excel import screen', () => {
  it('offers the sample in the screen’s language and lists every problem of a refused file, with the errors file', async () => {
    const api = mockApi({
      'manager/applicationUser/UploadExcel': () => ({
        status: 400,
        body: {
          succeeded: false,
          message: 'در فایل ۲ ایراد هست؛ هیچ ردیفی وارد نشد.',
          errors: [],
          job: job({
            status: 'failed',
            totalRows: 3,
            hasErrorFile: true,
            problems: [
              { row: 2, column: 'کد ملی', message: 'کد ملی معتبر نیست.' },
              { row: 4, column: 'موبایل', message: 'شمارهٔ موبایل معتبر نیست.' },
            ],
          }),
        },
      }),
      [`manager/applicationUser/GetImportJob/${JOB_ID}`]: () => ({
        body: { data: job({ status: 'failed' }), succeeded: true, message: null },
      }),
    });
    renderAdmin(() => (
      <>
        <ImportPage />
        <Address />
      </>
    ));
    expect(screen.getByRole('link', { name: 'دریافت فایل نمونه' }).getAttribute('href')).toBe(
      '/api/manager/applicationUser/DownloadSample?lang=fa',
    );

    // Nothing chosen: said so, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'بارگذاری و ورود اطلاعات' }));
    expect(await screen.findByText('نخست فایل اکسل را انتخاب کنید.')).toBeTruthy();

    chooseFile();
    fireEvent.click(screen.getByLabelText(/به‌روزرسانی/));
    fireEvent.click(screen.getByRole('button', { name: 'بارگذاری و ورود اطلاعات' }));
    const table = await screen.findByRole('table', { name: '۲ ایراد در فایل' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('۲');
    expect(rows[1]!.textContent).toContain('کد ملی معتبر نیست.');
    expect(screen.getByRole('link', { name: 'دریافت فایل با ستون خطاها' }).getAttribute('href')).toBe(
      `/api/manager/applicationUser/DownloadImportErrors/${JOB_ID}?lang=fa`,
    );
    const upload = api.callsTo('manager/applicationUser/UploadExcel')[0]!.body as FormData;
    expect(upload.get('duplicates')).toBe('update');
    expect((upload.get('file') as File).name).toBe('people.xlsx');
    expect(upload.has('companyId')).toBe(false);
    expect(screen.getByTestId('address').textContent).toBe(`?job=${JOB_ID}`);
  });

  it('asks for .xlsx by name when an .xls, .ods or CSV file is chosen, and sends nothing', async () => {
    const api = mockApi({});
    renderAdmin(() => <ImportPage />);
    const choose = (name: string) =>
      fireEvent.change(screen.getByLabelText('فایل اکسل پرشده'), { target: { files: [new File(['x'], name, { type: '' })] } });
    choose('کارکنان.XLS');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'این فایل در قالب قدیمی اکسل (xls) است. آن را در اکسل یا لیبره‌آفیس باز کنید و با «ذخیره به نام» در قالب «کتاب کار اکسل (xlsx)» ذخیره کنید، سپس دوباره بفرستید.',
    );
    choose('people.ods');
    expect(screen.getByRole('alert').textContent).toContain('OpenDocument (ods، لیبره‌آفیس)');
    choose('people.csv');
    expect(screen.getByRole('alert').textContent).toContain('متنی (CSV)');
    choose('people.pdf');
    expect(screen.getByRole('alert').textContent).toBe('فقط فایل اکسل با پسوند xlsx پذیرفته می‌شود.');
    fireEvent.click(screen.getByRole('button', { name: 'بارگذاری و ورود اطلاعات' }));
    expect(api.callsTo('manager/applicationUser/UploadExcel')).toEqual([]);
  });

  it('chooses the file with the translated picker, not the browser’s own: no file chosen, then its name, in Persian and English', () => {
    mockApi({});
    const { unmount } = renderAdmin(() => <ImportPage />);
    const input = screen.getByLabelText('فایل اکسل پرشده') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.className).toContain('sr-only');
    expect(screen.getByLabelText('انتخاب فایل')).toBe(input);
    expect(screen.getByText('فایلی انتخاب نشده')).toBeTruthy();
    chooseFile();
    expect(screen.queryByText('فایلی انتخاب نشده')).toBeNull();
    expect(screen.getByText('people.xlsx').tagName).toBe('BDI');
    unmount();

    renderAdmin(() => <ImportPage />, { lang: 'en' });
    expect(screen.getByText('No file chosen')).toBeTruthy();
    expect(screen.getByLabelText('Choose a file')).toBe(screen.getByLabelText('Filled-in Excel file'));
  });

  it('follows a background job from the address (after a reload) with a progress bar until it is done', async () => {
    let polls = 0;
    mockApi({
      [`manager/applicationUser/GetImportJob/${JOB_ID}`]: () => {
        polls += 1;
        const state =
          polls === 1
            ? job({ status: 'importing', totalRows: 1200, processedRows: 300 })
            : job({ status: 'succeeded', totalRows: 1200, processedRows: 1200, created: 1150, updated: 50 });
        return { body: { data: state, succeeded: true, message: null } };
      },
    });
    renderAdmin(() => <ImportPage />, { path: `/admin/users/import?job=${JOB_ID}` });
    const bar = await screen.findByRole('progressbar', { name: 'پیشرفت ورود اطلاعات' });
    expect(bar.getAttribute('aria-valuenow')).toBe('300');
    expect(bar.getAttribute('aria-valuemax')).toBe('1200');
    expect(bar.getAttribute('aria-valuetext')).toBe('۳۰۰ از ۱٬۲۰۰ ردیف');
    expect(screen.getByText('در حال ثبت کاربران…')).toBeTruthy();
    // The result is brought into view and focused (below the form, out of sight on a phone).
    const heading = screen.getByRole('heading', { level: 2, name: 'نتیجهٔ ورود اطلاعات' });
    expect(document.activeElement).toBe(heading);
    heading.blur();
    await waitFor(() => expect(screen.getByText('۱٬۱۵۰ کاربر افزوده و ۵۰ کاربر به‌روز شد.')).toBeTruthy(), { timeout: 3000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    // ... and again when the import ends.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'نتیجهٔ ورود اطلاعات' }));
  });
});
