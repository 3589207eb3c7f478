import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoundDashboard, RoundListPerson, RoundListProblem } from '@rira/contracts/rounds';
import type { LanguageCode } from '@rira/contracts/language';
import { COMPANY_ID, listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { AddPeopleDialog } from './round-people-dialogs.tsx';
import { RoundPeopleListField } from './round-people-list-field.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => `abababab-abab-4bab-8bab-${String(n).padStart(12, '0')}`;
const LIST_PATH = 'admin/Round/ResolvePeopleList';

const PEOPLE: RoundListPerson[] = [
  { row: 2, userId: id(1), name: 'حمید صادقی', nameEn: 'Hamid Sadeghi' },
  { row: 3, userId: id(2), name: 'فاطمه نوروزی', nameEn: null },
];

const PROBLEMS: Record<LanguageCode, RoundListProblem[]> = {
  fa: [
    { row: 3, column: 'موبایل', value: '09350000000', reason: 'unknown', message: 'کسی با این مشخصات پیدا نشد.' },
    { row: 5, column: 'کد ملی', value: '0067890121', reason: 'otherCompany', message: 'این شخص در این سازمان کار نمی‌کند.' },
  ],
  en: [
    { row: 3, column: 'Mobile', value: '09350000000', reason: 'unknown', message: 'Nobody with these details was found.' },
    { row: 5, column: 'National code', value: '0067890121', reason: 'otherCompany', message: 'This person does not work in this company.' },
  ],
};

const TEXT = {
  fa: {
    field: 'از فهرست اکسل',
    sample: 'دریافت فهرست نمونه',
    added: '۲ نفر از فهرست به «افراد» افزوده شدند.',
    names: 'نام افراد فهرست',
    refused: 'فهرست ۲ ایراد دارد؛ کسی از آن افزوده نشد. ایرادها را اصلاح کنید و فهرست را دوباره بفرستید.',
    table: '۲ ایراد در فهرست',
    firstRow: ['۳', 'موبایل', '۰۹۳۵۰۰۰۰۰۰۰', 'کسی با این مشخصات پیدا نشد.'],
  },
  en: {
    field: 'From an Excel list',
    sample: 'Download the sample list',
    added: '2 people from the list were added to “People”.',
    names: 'Names in the list',
    refused: 'Problems in the list: 2; nobody from it was added. Correct them and send the list again.',
    table: '2 problems in the list',
    firstRow: ['3', 'Mobile', '09350000000', 'Nobody with these details was found.'],
  },
};

const xlsx = (name = 'people.xlsx') =>
  new File(['xlsx'], name, { type: name.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : '' });

function choose(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

const answer = (lang: LanguageCode, refuse: boolean) => () =>
  refuse
    ? { status: 400, body: { succeeded: false, message: TEXT[lang].refused, errors: [], problems: PROBLEMS[lang] } }
    : { body: { data: { people: PEOPLE }, succeeded: true, message: null } };

describe('a round’s people from an Excel list (issue 26)', () => {
  it.each(['fa', 'en'] as const)('sends the list, counts the people it names and lists their names (%s)', async (lang) => {
    const text = TEXT[lang];
    const api = mockApi({ [LIST_PATH]: answer(lang, false) });
    const onPeople = vi.fn();
    renderAdmin(() => <RoundPeopleListField id="list" companyId={undefined} disabled={false} onPeople={onPeople} />, { lang });
    expect(screen.getByRole('link', { name: text.sample }).getAttribute('href')).toBe(
      `/api/admin/Round/DownloadPeopleListSample?lang=${lang}`,
    );
    choose(text.field, xlsx());
    expect(await screen.findByText(text.added)).toBeTruthy();
    expect(onPeople).toHaveBeenCalledWith(PEOPLE);
    const form = api.callsTo(LIST_PATH)[0]!.body as FormData;
    expect((form.get('file') as File).name).toBe('people.xlsx');
    expect(form.has('companyId')).toBe(false);
    const names = screen.getByText(text.names).closest('details')!;
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(lang === 'fa' ? ['حمید صادقی', 'فاطمه نوروزی'] : ['Hamid Sadeghi', 'فاطمه نوروزی']);
  });

  it.each(['fa', 'en'] as const)('shows every row’s problem on the field and adds nobody (%s)', async (lang) => {
    const text = TEXT[lang];
    mockApi({ [LIST_PATH]: answer(lang, true) });
    const onPeople = vi.fn();
    renderAdmin(() => <RoundPeopleListField id="list" companyId={COMPANY_ID} disabled={false} onPeople={onPeople} />, { lang });
    choose(text.field, xlsx());
    expect((await screen.findByRole('alert')).textContent).toBe(text.refused);
    const table = screen.getByRole('table', { name: text.table });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(text.firstRow);
    expect(screen.getByLabelText(text.field).getAttribute('aria-invalid')).toBe('true');
    expect(onPeople).not.toHaveBeenCalled();
  });

  it('asks for .xlsx when another file is chosen, and sends nothing', async () => {
    const api = mockApi({});
    renderAdmin(() => <RoundPeopleListField id="list" companyId={undefined} disabled={false} onPeople={vi.fn()} />);
    choose(TEXT.fa.field, xlsx('کارکنان.csv'));
    expect((await screen.findByRole('alert')).textContent).toContain('CSV');
    choose(TEXT.fa.field, xlsx('کارکنان.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('فهرست باید فایل اکسل با پسوند xlsx باشد.');
    expect(api.calls).toHaveLength(0);
  });

  it('puts the list’s people among the named people the add-people dialog sends', async () => {
    const round = { id: id(90), companyId: COMPANY_ID } as RoundDashboard;
    const api = mockApi({
      [LIST_PATH]: answer('fa', false),
      'manager/applicationUser/GetAll': () => ({ body: listEnvelope([]) }),
      'admin/Department/GetAll': () => ({ body: listEnvelope([]) }),
      'admin/Structure/GetAll': () => ({ body: listEnvelope([]) }),
      'admin/Position/GetAll': () => ({ body: listEnvelope([]) }),
      'admin/JobTitle/GetAll': () => ({ body: listEnvelope([]) }),
      'admin/ManagementLevel/GetAll': () => ({ body: listEnvelope([]) }),
      'admin/Round/AddPeople': () => ({ body: { data: [id(50), id(51)], succeeded: true, message: null } }),
    });
    const onClose = vi.fn();
    renderAdmin(() => <AddPeopleDialog round={round} onClose={onClose} />);
    choose(TEXT.fa.field, xlsx());
    await screen.findByText(TEXT.fa.added);
    // The chips of the named people show them, and may be taken off one by one.
    expect(screen.getByRole('button', { name: /فاطمه نوروزی/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'افزودن' }));
    await waitFor(() => expect(api.callsTo('admin/Round/AddPeople')).toHaveLength(1));
    expect(api.callsTo('admin/Round/AddPeople')[0]!.body).toMatchObject({ id: round.id, userIds: [id(1), id(2)] });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
