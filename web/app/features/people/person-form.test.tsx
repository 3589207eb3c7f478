import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PersonForm, EMPTY_PERSON } from './person-form.tsx';
import { peopleApi } from './people-api.ts';
import { COMPANY_ID, listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const DEPARTMENT = {
  id: '33333333-3333-4333-8333-333333333333',
  companyId: COMPANY_ID,
  title: 'منابع انسانی',
  titleEn: 'HR',
  order: 0,
  isActive: true,
  usageCount: 0,
  createdAt: '2025-01-01T00:00:00Z',
};

const STRUCTURE = { ...DEPARTMENT, id: '55555555-5555-4555-8555-555555555555', title: 'کارخانهٔ کرج', titleEn: 'Karaj plant' };

function structureRoutes() {
  const empty = () => ({ body: listEnvelope([]) });
  return {
    'admin/Department/GetAll': () => ({ body: listEnvelope([DEPARTMENT]) }),
    'admin/Structure/GetAll': () => ({ body: listEnvelope([STRUCTURE]) }),
    'admin/Position/GetAll': empty,
    'admin/JobTitle/GetAll': empty,
    'admin/ManagementLevel/GetAll': empty,
  };
}

function renderForm(onSubmit = vi.fn(async (values: unknown) => void (await peopleApi.create(values as never)))) {
  renderAdmin(() => (
    <PersonForm defaultValues={EMPTY_PERSON} companyChoice="session" submitLabel="ثبت کاربر" save={onSubmit} onCancel={() => {}} />
  ));
  return onSubmit;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('person form', () => {
  it('shows every field’s problem at once, in Persian, before anything is sent', async () => {
    const api = mockApi(structureRoutes());
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'ثبت کاربر' }));

    await waitFor(() => expect(field('نام').getAttribute('aria-invalid')).toBe('true'));
    expect(field('نام خانوادگی').getAttribute('aria-invalid')).toBe('true');
    expect(field('کد ملی').getAttribute('aria-invalid')).toBe('true');
    expect(field('شمارهٔ موبایل').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('این فیلد الزامی است.')).toHaveLength(3);
    expect(screen.getByText('کد ملی معتبر نیست.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('۴ مورد');
    expect(field('کد ملی').getAttribute('aria-describedby')).toContain('person-national-code-error');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(api.callsTo('manager/applicationUser/Create')).toHaveLength(0);
  });

  it('asks Iranians for a national code and others for a passport number', async () => {
    mockApi(structureRoutes());
    renderForm();
    expect(screen.queryByLabelText('شمارهٔ گذرنامه')).toBeNull();
    fireEvent.click(screen.getByLabelText('غیرایرانی'));
    await screen.findByLabelText('شمارهٔ گذرنامه');
    expect(screen.queryByLabelText('کد ملی')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'ثبت کاربر' }));
    expect(await screen.findByText('برای اتباع غیرایرانی شمارهٔ گذرنامه الزامی است.')).toBeTruthy();
    expect(screen.queryByText('کد ملی معتبر نیست.')).toBeNull();

    fireEvent.click(screen.getByLabelText('ایرانی'));
    await screen.findByLabelText('کد ملی');
    expect(screen.queryByLabelText('شمارهٔ گذرنامه')).toBeNull();
  });

  it('sends the normalised values, then shows the server’s field errors and keeps what was typed', async () => {
    const api = mockApi({
      ...structureRoutes(),
      'manager/applicationUser/Create': () => ({
        status: 409,
        body: {
          succeeded: false,
          message: 'این اطلاعات با دادهٔ موجود تعارض دارد.',
          errors: [
            { field: 'mobile', code: 'duplicate', message: 'این شمارهٔ موبایل برای شخص دیگری ثبت شده است.' },
            { field: 'personnelCode', code: 'duplicate', message: 'این کد پرسنلی در این سازمان تکراری است.' },
          ],
        },
      }),
    });
    renderForm();
    fireEvent.input(field('نام'), { target: { value: 'علي' } });
    fireEvent.input(field('نام خانوادگی'), { target: { value: 'كريمی' } });
    fireEvent.input(field('کد ملی'), { target: { value: '۰۰۸۴۵۷۵۹۴۸' } });
    fireEvent.input(field('شمارهٔ موبایل'), { target: { value: '۰۹۱۲ ۱۲۳ ۴۵۶۷' } });
    fireEvent.input(field('کد پرسنلی'), { target: { value: '۱۰۲' } });
    const department = await screen.findByRole('option', { name: 'منابع انسانی' });
    fireEvent.change(department.closest('select')!, { target: { value: DEPARTMENT.id } });
    await screen.findByRole('option', { name: 'کارخانهٔ کرج' });
    fireEvent.change(screen.getByLabelText('ساختار'), { target: { value: STRUCTURE.id } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت کاربر' }));

    expect(await screen.findByText('این شمارهٔ موبایل برای شخص دیگری ثبت شده است.')).toBeTruthy();
    expect(screen.getByText('این کد پرسنلی در این سازمان تکراری است.')).toBeTruthy();
    expect(field('شمارهٔ موبایل').value).toBe('۰۹۱۲ ۱۲۳ ۴۵۶۷');
    expect(field('نام').value).toBe('علي');

    const [create] = api.callsTo('manager/applicationUser/Create');
    expect(create!.body).toMatchObject({
      firstName: 'علی',
      lastName: 'کریمی',
      nationality: 'iranian',
      nationalCode: '0084575948',
      passportNumber: null,
      mobile: '09121234567',
      personnelCode: '102',
      departmentId: DEPARTMENT.id,
      structureId: STRUCTURE.id,
      roles: ['user'],
      isActive: true,
      userType: 'employee',
    });
    expect(create!.body).not.toHaveProperty('companyId');
    expect(screen.getByRole('alert').textContent).toContain('۲ مورد');
  });

  it('refuses a birth date after today with its own message, in Persian and in English, and sends nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-06T08:00:00Z')); // 15 Mehr 1403 in Tehran
    try {
      for (const lang of ['fa', 'en'] as const) {
        const api = mockApi(structureRoutes());
        const onSubmit = vi.fn();
        const { unmount } = renderAdmin(
          () => (
            <PersonForm defaultValues={EMPTY_PERSON} companyChoice="session" submitLabel="ثبت کاربر" save={onSubmit} onCancel={() => {}} />
          ),
          { lang },
        );
        const birthDate = field(lang === 'fa' ? 'تاریخ تولد' : 'Date of birth');
        // Later this year: a real day the picker reads, but nobody is born tomorrow.
        fireEvent.change(birthDate, { target: { value: lang === 'fa' ? '۱۴۰۳/۰۸/۰۱' : '01/11/2024' } });
        fireEvent.click(screen.getByRole('button', { name: 'ثبت کاربر' }));
        const message = lang === 'fa' ? 'تاریخ تولد نمی‌تواند بعد از امروز باشد.' : 'A birth date cannot be after today.';
        expect(await screen.findByText(message)).toBeTruthy();
        expect(birthDate.getAttribute('aria-invalid')).toBe('true');
        expect(onSubmit).not.toHaveBeenCalled();
        expect(api.callsTo('manager/applicationUser/Create')).toHaveLength(0);
        unmount();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the account of a person shared with another organisation read-only, and sends it back unchanged', async () => {
    mockApi(structureRoutes());
    const onSubmit = vi.fn(async (_values: unknown) => {});
    const stored = {
      ...EMPTY_PERSON,
      firstName: 'سارا',
      lastName: 'محمدی',
      nationalCode: '0045678901',
      mobile: '09120000004',
      email: 'multi@alborz.example',
      personnelCode: '',
    };
    renderAdmin(() => (
      <PersonForm defaultValues={stored} companyChoice="session" submitLabel="ذخیره" accountLocked save={onSubmit} onCancel={() => {}} />
    ));
    expect(screen.getByText(/فقط مدیر سامانه/)).toBeTruthy();
    for (const label of ['نام', 'نام خانوادگی', 'ملیت', 'کد ملی', 'شمارهٔ موبایل', 'ایمیل']) {
      expect(field(label).readOnly, label).toBe(true);
      expect(field(label).getAttribute('aria-describedby'), label).toContain('person-account-locked');
    }
    expect(screen.queryByRole('radio')).toBeNull();
    expect(field('کد پرسنلی').readOnly).toBe(false);
    fireEvent.input(field('کد پرسنلی'), { target: { value: 'B-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      firstName: 'سارا',
      lastName: 'محمدی',
      nationality: 'iranian',
      nationalCode: '0045678901',
      mobile: '09120000004',
      email: 'multi@alborz.example',
      personnelCode: 'B-7',
    });
  });
});

describe('person form: one’s own record', () => {
  it('shows one’s own roles without offering to change them, says why, and sends them back unchanged', async () => {
    mockApi(structureRoutes());
    const onSubmit = vi.fn(async (_values: unknown) => {});
    const me = {
      ...EMPTY_PERSON,
      firstName: 'مریم',
      lastName: 'کریمی',
      nationalCode: '0084575948',
      mobile: '09120000002',
      roles: ['companyAdmin' as const],
    };
    renderAdmin(() => (
      <PersonForm defaultValues={me} companyChoice="session" submitLabel="ذخیره" rolesLocked save={onSubmit} onCancel={() => {}} />
    ));
    const note = screen.getByText(/نقش‌های خودتان را نمی‌توانید تغییر دهید/);
    const admin = field('مدیر سازمان');
    const user = field('کاربر');
    expect([admin.disabled, admin.checked]).toEqual([true, true]);
    expect([user.disabled, user.checked]).toEqual([true, false]);
    expect(screen.getByRole('group', { name: 'نقش‌ها' }).getAttribute('aria-describedby')).toContain(note.id);
    fireEvent.click(user);
    fireEvent.input(field('نام'), { target: { value: 'مریم‌سادات' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ firstName: 'مریم‌سادات', roles: ['companyAdmin'] });
  });
});

describe('person form: the English name', () => {
  const fillRequired = () => {
    fireEvent.input(field('نام'), { target: { value: 'سارا' } });
    fireEvent.input(field('نام خانوادگی'), { target: { value: 'محمدی' } });
    fireEvent.input(field('کد ملی'), { target: { value: '0084575948' } });
    fireEvent.input(field('شمارهٔ موبایل'), { target: { value: '09121234567' } });
  };

  it('sends the optional English first and last names, typed left to right', async () => {
    const api = mockApi({
      ...structureRoutes(),
      'manager/applicationUser/Create': () => ({ body: { data: 'id', succeeded: true, message: 'ok' } }),
    });
    renderForm();
    fillRequired();
    const first = field('نام به انگلیسی');
    expect(first.getAttribute('dir')).toBe('ltr');
    expect(first.getAttribute('lang')).toBe('en');
    fireEvent.input(first, { target: { value: ' Sara ' } });
    fireEvent.input(field('نام خانوادگی به انگلیسی'), { target: { value: "Mohammadi-O'Neil" } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت کاربر' }));
    await waitFor(() => expect(api.callsTo('manager/applicationUser/Create')).toHaveLength(1));
    expect(api.callsTo('manager/applicationUser/Create')[0]!.body).toMatchObject({ firstNameEn: 'Sara', lastNameEn: "Mohammadi-O'Neil" });
  });

  it('refuses Persian letters and a lone English name before sending', async () => {
    const api = mockApi(structureRoutes());
    renderForm();
    fillRequired();
    fireEvent.input(field('نام به انگلیسی'), { target: { value: 'سارا' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت کاربر' }));
    expect(await screen.findByText('نام انگلیسی را با حروف لاتین بنویسید (فاصله، خط تیره و آپاستروف هم مجاز است).')).toBeTruthy();
    expect(screen.getByText('نام و نام خانوادگی انگلیسی را با هم وارد کنید، یا هیچ‌کدام را.')).toBeTruthy();
    expect(api.callsTo('manager/applicationUser/Create')).toHaveLength(0);
  });

  it('offers the organisation’s titles in English on the English form', async () => {
    mockApi(structureRoutes());
    renderAdmin(
      () => <PersonForm defaultValues={EMPTY_PERSON} companyChoice="session" submitLabel="Save" save={vi.fn()} onCancel={() => {}} />,
      { lang: 'en' },
    );
    expect(await screen.findByRole('option', { name: 'HR' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Karaj plant' })).toBeTruthy();
    expect(screen.getByLabelText('Structure')).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'منابع انسانی' })).toBeNull();
  });
});

describe('the manager in the person form', () => {
  const REZA = '66666666-6666-4666-8666-666666666666';
  const HAMID = '77777777-7777-4777-8777-777777777777';
  const SELF = '88888888-8888-4888-8888-888888888888';
  const colleague = (id: string, fullName: string) => ({
    id,
    firstName: fullName.split(' ')[0]!,
    lastName: fullName.split(' ')[1]!,
    firstNameEn: null,
    lastNameEn: null,
    fullName,
    fullNameEn: null,
    mobile: null,
    email: null,
    nationalCode: null,
    personnelCode: null,
    avatarUrl: null,
    isActive: true,
    companyId: COMPANY_ID,
    companyTitle: 'شرکت آزمون',
    companyTitleEn: null,
    departmentTitle: null,
    departmentTitleEn: null,
    structureTitle: null,
    structureTitleEn: null,
    positionTitle: null,
    positionTitleEn: null,
    roles: ['user'],
    managerId: null,
    managerName: null,
    managerNameEn: null,
    createdAt: '2025-01-01T00:00:00Z',
    accountEditable: true,
  });

  it('shows the stored manager, offers active colleagues but the person, and sends the one chosen', async () => {
    const api = mockApi({
      ...structureRoutes(),
      'manager/applicationUser/GetAll': () => ({
        body: listEnvelope([colleague(HAMID, 'حمید صادقی'), colleague(SELF, 'علی رضایی'), colleague(REZA, 'رضا کاظمی')]),
      }),
    });
    const onSubmit = vi.fn(async (_values: unknown) => {});
    const stored = {
      ...EMPTY_PERSON,
      firstName: 'علی',
      lastName: 'رضایی',
      nationalCode: '0034567895',
      mobile: '09120000003',
      managerId: REZA,
    };
    renderAdmin(() => (
      <PersonForm
        defaultValues={stored}
        companyChoice="session"
        submitLabel="ذخیره"
        personId={SELF}
        managerLabel="رضا کاظمی"
        save={async (values) => {
          await onSubmit(values);
        }}
        onCancel={() => {}}
      />
    ));
    const picker = screen.getByRole('group', { name: /^مدیر/ });
    expect(screen.getByRole('button', { name: /رضا کاظمی/ })).toBeTruthy(); // the chip's remove button
    // Only one manager: the others wait until the chip is removed; the person is never offered.
    await screen.findByText('حمید صادقی');
    expect(screen.queryByText('علی رضایی')).toBeNull();
    expect((screen.getByRole('checkbox', { name: /حمید صادقی/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /رضا کاظمی/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /حمید صادقی/ }));
    expect(picker.textContent).toContain('حمید صادقی');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ managerId: HAMID });
    expect(api.callsTo('manager/applicationUser/GetAll')[0]!.body).toMatchObject({ isActive: true });
  });

  it('shows the server’s refusal of a loop on the manager field', async () => {
    mockApi({
      ...structureRoutes(),
      'manager/applicationUser/GetAll': () => ({ body: listEnvelope([]) }),
      'manager/applicationUser/Update': () => ({
        status: 400,
        body: {
          succeeded: false,
          message: 'اطلاعات واردشده کامل یا درست نیست.',
          errors: [
            {
              field: 'managerId',
              code: 'managerLoop',
              message: 'این انتخاب حلقه می‌سازد: مدیر انتخاب‌شده خودش (مستقیم یا با واسطه) زیردست همین شخص است.',
            },
          ],
        },
      }),
    });
    const stored = {
      ...EMPTY_PERSON,
      firstName: 'حمید',
      lastName: 'صادقی',
      nationalCode: '0034567895',
      mobile: '09121000001',
      managerId: SELF,
    };
    renderAdmin(() => (
      <PersonForm
        defaultValues={stored}
        companyChoice="session"
        submitLabel="ذخیره"
        personId={HAMID}
        managerLabel="علی رضایی"
        save={async (values) => void (await peopleApi.update({ ...values, id: HAMID }))}
        onCancel={() => {}}
      />
    ));
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    const message = await screen.findByText(/این انتخاب حلقه می‌سازد/);
    expect(message.id).toBe('person-manager-error');
    expect(screen.getByRole('group', { name: /^مدیر/ }).getAttribute('aria-describedby')).toContain('person-manager-error');
  });
});
