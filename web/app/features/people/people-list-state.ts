import { COMPANY_ROLES, PERSON_SORT_FIELDS, type PersonListRequest } from '@rira/contracts/organisation';
import { defineList, listParam, type ListStateOf } from '../../lib/list-state.ts';

/**
 * The people table's address: ?page=2&size=25&sort=mobile&dir=desc&q=…&department=…&structure=…
 * &position=…&manager=…&status=inactive&role=companyAdmin&companyId=… (another company empties the
 * department, structure, position and manager).
 */
export const peopleList = defineList({
  sort: { fields: PERSON_SORT_FIELDS, default: 'name', direction: 'asc' },
  filters: {
    departmentId: listParam.id(),
    structureId: listParam.id(),
    positionId: listParam.id(),
    /** Managed by: the direct reports of this person. */
    managerId: listParam.id(),
    status: listParam.oneOf(['active', 'inactive']),
    role: listParam.oneOf(COMPANY_ROLES),
    companyId: listParam.id(),
  },
  names: { departmentId: 'department', structureId: 'structure', positionId: 'position', managerId: 'manager' },
  clears: { companyId: ['departmentId', 'structureId', 'positionId', 'managerId'] },
});
export type PeopleListState = ListStateOf<typeof peopleList>;

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
  if (state.structureId) request.structureId = state.structureId;
  if (state.positionId) request.positionId = state.positionId;
  if (state.managerId) request.managerId = state.managerId;
  if (state.status) request.isActive = state.status === 'active';
  if (state.role) request.role = state.role;
  return request;
}
