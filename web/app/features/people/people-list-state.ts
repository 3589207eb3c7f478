import { PAGE_SIZES } from '@rira/contracts/envelopes';
import { COMPANY_ROLES, PERSON_SORT_FIELDS, type CompanyRole, type PersonListRequest } from '@rira/contracts/organisation';

/**
 * The people table's state lives in the address (?page=2&size=25&sort=mobile&dir=desc&q=…),
 * so a reload, the back button or a shared link show the same rows.
 */
export type PersonSortField = (typeof PERSON_SORT_FIELDS)[number];
export type StatusFilter = '' | 'active' | 'inactive';

export interface PeopleListState {
  page: number;
  size: number;
  sort: PersonSortField;
  direction: 'asc' | 'desc';
  search: string;
  departmentId: string;
  positionId: string;
  status: StatusFilter;
  role: '' | CompanyRole;
  companyId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readPeopleListState(params: URLSearchParams): PeopleListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort') as PersonSortField | null;
  const role = params.get('role') as CompanyRole | null;
  const status = params.get('status');
  const id = (key: string) => {
    const value = params.get(key) ?? '';
    return UUID.test(value) ? value : '';
  };
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    sort: sort && (PERSON_SORT_FIELDS as readonly string[]).includes(sort) ? sort : 'name',
    direction: params.get('dir') === 'desc' ? 'desc' : 'asc',
    search: (params.get('q') ?? '').slice(0, 200),
    departmentId: id('department'),
    positionId: id('position'),
    status: status === 'active' || status === 'inactive' ? status : '',
    role: role && (COMPANY_ROLES as readonly string[]).includes(role) ? role : '',
    companyId: id('companyId'),
  };
}

const PARAM_OF: Record<keyof PeopleListState, string> = {
  page: 'page',
  size: 'size',
  sort: 'sort',
  direction: 'dir',
  search: 'q',
  departmentId: 'department',
  positionId: 'position',
  status: 'status',
  role: 'role',
  companyId: 'companyId',
};

const DEFAULTS: Partial<Record<keyof PeopleListState, string | number>> = { page: 1, size: 10, sort: 'name', direction: 'asc' };

/**
 * The address after a change. Changing what is shown (search, filters, sort, page size) goes
 * back to page 1; another company also drops the department and position of the old one.
 */
export function writePeopleListState(params: URLSearchParams, patch: Partial<PeopleListState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const changesRows = Object.keys(patch).some((key) => key !== 'page');
  const full: Partial<PeopleListState> = { ...patch };
  if (changesRows && patch.page === undefined) full.page = 1;
  if (patch.companyId !== undefined && patch.companyId !== (params.get('companyId') ?? '')) {
    full.departmentId = '';
    full.positionId = '';
  }
  for (const [key, value] of Object.entries(full) as Array<[keyof PeopleListState, string | number]>) {
    const name = PARAM_OF[key];
    if (value === '' || value === DEFAULTS[key]) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/**
 * The GetAll body. A company admin never names a company (the server uses the session's);
 * the system manager names the company of the page (company page) or of the filter.
 */
export function buildPersonListRequest(
  state: PeopleListState,
  scope: { isSystemManager: boolean; fixedCompanyId?: string },
): PersonListRequest {
  const request: PersonListRequest = {
    pageIndex: state.page,
    pageSize: state.size,
    sort: state.sort,
    direction: state.direction,
  };
  const search = state.search.trim();
  if (search) request.search = search;
  if (scope.isSystemManager) {
    const companyId = scope.fixedCompanyId ?? state.companyId;
    if (companyId) request.companyId = companyId;
  }
  if (state.departmentId) request.departmentId = state.departmentId;
  if (state.positionId) request.positionId = state.positionId;
  if (state.status) request.isActive = state.status === 'active';
  if (state.role) request.role = state.role;
  return request;
}
