import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { PersonListItem } from '@rira/contracts/organisation';
import { PeopleTable } from './people-table.tsx';
import { buildPersonListRequest, peopleList } from './people-list-state.ts';
import { COMPANY_ID, listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const OTHER_COMPANY = '44444444-4444-4444-8444-444444444444';
const DEPARTMENT = '33333333-3333-4333-8333-333333333333';
const STRUCTURE = '55555555-5555-4555-8555-555555555555';

function person(n: number): PersonListItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    firstName: 'علی',
    lastName: `رضایی ${n}`,
    firstNameEn: null,
    lastNameEn: null,
    fullName: `علی رضایی ${n}`,
    fullNameEn: null,
    mobile: `0912000${String(n).padStart(4, '0')}`,
    email: null,
    nationalCode: null,
    personnelCode: String(100 + n),
    avatarUrl: null,
    isActive: true,
    companyId: COMPANY_ID,
    companyTitle: 'شرکت آزمون',
    companyTitleEn: 'Test Co',
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
  };
}

describe('people list state', () => {
  it('reads the address with safe defaults and builds the GetAll body from it', () => {
    const state = peopleList.read(
      new URLSearchParams(
        `page=3&size=25&sort=mobile&dir=desc&q=%20علي%20&status=inactive&role=companyAdmin&department=${DEPARTMENT}&structure=${STRUCTURE}`,
      ),
    );
    expect(buildPersonListRequest(state, { isSystemManager: false })).toEqual({
      pageIndex: 3,
      pageSize: 25,
      sort: 'mobile',
      direction: 'desc',
      search: 'علي',
      isActive: false,
      role: 'companyAdmin',
      departmentId: DEPARTMENT,
      structureId: STRUCTURE,
    });
    const junk = peopleList.read(
      new URLSearchParams('page=-2&size=7&sort=password&dir=sideways&department=nope&companyId=' + OTHER_COMPANY),
    );
    expect(buildPersonListRequest(junk, { isSystemManager: false })).toEqual({
      pageIndex: 1,
      pageSize: 10,
      sort: 'name',
      direction: 'asc',
    });
    // Only the system manager names a company: the fixed one of a company page wins over the filter.
    expect(buildPersonListRequest(junk, { isSystemManager: true }).companyId).toBe(OTHER_COMPANY);
    expect(buildPersonListRequest(junk, { isSystemManager: true, fixedCompanyId: COMPANY_ID }).companyId).toBe(COMPANY_ID);
  });

  it('goes back to page 1 when what is shown changes, and drops defaults from the address', () => {
    const start = new URLSearchParams(`page=4&size=25&department=${DEPARTMENT}&structure=${STRUCTURE}&companyId=${COMPANY_ID}`);
    expect(peopleList.write(start, { page: 5 }).get('page')).toBe('5');
    const sorted = peopleList.write(start, { sort: 'createdAt', direction: 'desc' });
    expect(sorted.get('page')).toBeNull();
    expect(sorted.get('sort')).toBe('createdAt');
    expect(peopleList.write(start, { size: 10 }).get('size')).toBeNull();
    const otherCompany = peopleList.write(start, { companyId: OTHER_COMPANY });
    expect(otherCompany.get('department')).toBeNull();
    expect(otherCompany.get('structure')).toBeNull();
    expect(otherCompany.get('companyId')).toBe(OTHER_COMPANY);
  });
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

describe('people table', () => {
  it('asks the server for each page, page size and sort, and debounces the search', { timeout: 20_000 }, async () => {
    const api = mockApi({
      'manager/applicationUser/GetAll': (body) => {
        // The "managed by" filter's choices: nobody manages anyone here.
        if ((body as { hasReports?: boolean }).hasReports) return { body: listEnvelope([]) };
        const { pageIndex = 1, pageSize = 10 } = body as { pageIndex?: number; pageSize?: number };
        const rows = Array.from({ length: Math.min(pageSize, 42 - (pageIndex - 1) * pageSize) }, (_, i) =>
          person((pageIndex - 1) * pageSize + i + 1),
        );
        return { body: listEnvelope(rows, { pageIndex, totalItems: 42, pageSize }) };
      },
      'admin/Department/GetAll': () => ({ body: listEnvelope([]) }),
      'admin/Position/GetAll': () => ({ body: listEnvelope([]) }),
    });
    renderAdmin(() => (
      <>
        <PeopleTable caption="کاربران" />
        <Address />
      </>
    ));
    const listCalls = () => api.callsTo('manager/applicationUser/GetAll').filter((c) => !(c.body as { hasReports?: boolean }).hasReports);
    const lastList = () => listCalls().at(-1)!.body;

    expect(await screen.findByText('علی رضایی 1')).toBeTruthy();
    expect(lastList()).toEqual({ pageIndex: 1, pageSize: 10, sort: 'name', direction: 'asc' });
    expect(screen.getByText('۱ تا ۱۰ از ۴۲')).toBeTruthy();
    expect(screen.getByText('صفحهٔ ۱ از ۵')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'صفحهٔ بعد' }));
    await screen.findByText('علی رضایی 11');
    expect(lastList()).toMatchObject({ pageIndex: 2, pageSize: 10 });

    fireEvent.change(screen.getByLabelText('تعداد ردیف در هر صفحه'), { target: { value: '25' } });
    await waitFor(() => expect(lastList()).toMatchObject({ pageIndex: 1, pageSize: 25 }));

    const mobileHeader = screen.getByRole('button', { name: 'مرتب‌سازی بر اساس شمارهٔ موبایل' });
    fireEvent.click(mobileHeader);
    await waitFor(() => expect(lastList()).toMatchObject({ sort: 'mobile', direction: 'asc', pageIndex: 1 }));
    expect(mobileHeader.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'مرتب‌سازی بر اساس شمارهٔ موبایل' }));
    await waitFor(() => expect(lastList()).toMatchObject({ sort: 'mobile', direction: 'desc' }));

    const before = listCalls().length;
    const search = screen.getByLabelText('جست‌وجو');
    fireEvent.change(search, { target: { value: 'ع' } });
    fireEvent.change(search, { target: { value: 'علي' } });
    await waitFor(() => expect(lastList()).toMatchObject({ search: 'علي', pageIndex: 1 }), { timeout: 4000 });
    // One request for the settled text, not one per keystroke.
    expect(listCalls().length - before).toBe(1);
    expect(screen.getByTestId('address').textContent).toContain('q=');

    fireEvent.change(screen.getByLabelText('وضعیت'), { target: { value: 'inactive' } });
    await waitFor(() => expect(lastList()).toMatchObject({ isActive: false }));
    // A company admin never names a company.
    expect(api.callsTo('manager/applicationUser/GetAll').every((c) => !Object.hasOwn(c.body as object, 'companyId'))).toBe(true);
  });
});

describe('people table in both languages', () => {
  const HR = {
    ...person(1),
    firstNameEn: 'Sara',
    lastNameEn: 'Mohammadi',
    fullName: 'سارا محمدی',
    fullNameEn: 'Sara Mohammadi',
    departmentTitle: 'منابع انسانی',
    departmentTitleEn: 'Human resources',
    positionTitle: 'کارشناس ارشد',
    positionTitleEn: null,
  };
  const api = () =>
    mockApi({
      'manager/applicationUser/GetAll': (body) => ({ body: listEnvelope((body as { hasReports?: boolean }).hasReports ? [] : [HR]) }),
      'admin/Department/GetAll': () => ({ body: listEnvelope([]) }),
      'admin/Position/GetAll': () => ({ body: listEnvelope([]) }),
    });

  it('shows English names and titles on the English panel, and a Persian one marked fa/rtl where no English exists', async () => {
    api();
    renderAdmin(() => <PeopleTable caption="People" />, { lang: 'en' });
    expect(await screen.findByText('Sara Mohammadi')).toBeTruthy();
    expect(screen.getByText('Human resources')).toBeTruthy();
    expect(screen.queryByText('منابع انسانی')).toBeNull();
    const position = screen.getByText('کارشناس ارشد');
    expect(position.getAttribute('lang')).toBe('fa');
    expect(position.getAttribute('dir')).toBe('rtl');
  });

  it('shows only Persian on the Persian panel: no English second lines', async () => {
    api();
    renderAdmin(() => <PeopleTable caption="کاربران" />);
    expect(await screen.findByText('سارا محمدی')).toBeTruthy();
    expect(screen.getByText('منابع انسانی')).toBeTruthy();
    expect(screen.queryByText('Human resources')).toBeNull();
    expect(screen.queryByText('Sara Mohammadi')).toBeNull();
  });
});

describe('reporting lines and the export in the people table', () => {
  const REZA = { ...person(3), fullName: 'رضا کاظمی', fullNameEn: 'Reza Kazemi' };
  const ALI = { ...person(1), managerId: REZA.id, managerName: 'رضا کاظمی', managerNameEn: 'Reza Kazemi' };

  it('shows each person’s manager, filters by who manages them, and exports what the filters find', async () => {
    const api = mockApi({
      'manager/applicationUser/GetAll': (body) => {
        const request = body as { hasReports?: boolean; managerId?: string };
        if (request.hasReports) return { body: listEnvelope([REZA]) };
        return { body: listEnvelope(request.managerId ? [ALI] : [ALI, REZA]) };
      },
      'admin/Department/GetAll': () => ({ body: listEnvelope([]) }),
      'admin/Position/GetAll': () => ({ body: listEnvelope([]) }),
    });
    renderAdmin(() => (
      <>
        <PeopleTable caption="کاربران" />
        <Address />
      </>
    ));
    const table = await screen.findByRole('table', { name: 'کاربران' });
    await within(table).findByText('علی رضایی 1');
    expect(within(table).getByRole('columnheader', { name: 'مدیر' })).toBeTruthy();
    expect(within(table).getAllByText('رضا کاظمی').length).toBeGreaterThan(0);

    const managedBy = screen.getByLabelText('زیر نظرِ') as HTMLSelectElement;
    await waitFor(() => expect([...managedBy.options].map((o) => o.text)).toEqual(['همه', 'رضا کاظمی']));
    fireEvent.change(managedBy, { target: { value: REZA.id } });
    await waitFor(() =>
      expect(api.callsTo('manager/applicationUser/GetAll').some((c) => (c.body as { managerId?: string }).managerId === REZA.id)).toBe(
        true,
      ),
    );
    expect(screen.getByTestId('address').textContent).toContain(`manager=${REZA.id}`);

    const exportLink = screen.getByRole('link', { name: 'خروجی اکسل' });
    expect(exportLink.hasAttribute('download')).toBe(true);
    const href = new URL(exportLink.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/manager/applicationUser/Export');
    expect(Object.fromEntries(href.searchParams)).toEqual({ managerId: REZA.id, sort: 'name', direction: 'asc', lang: 'fa' });
    fireEvent.change(screen.getByLabelText('وضعیت'), { target: { value: 'inactive' } });
    await waitFor(() =>
      expect(
        new URL(screen.getByRole('link', { name: 'خروجی اکسل' }).getAttribute('href')!, 'http://localhost').searchParams.get('isActive'),
      ).toBe('false'),
    );
  });
});
