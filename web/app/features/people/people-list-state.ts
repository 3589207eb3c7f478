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
  return peopleList.request(state, {
    companyId: scope.isSystemManager ? (scope.fixedCompanyId ?? state.companyId) : undefined,
    departmentId: state.departmentId,
    structureId: state.structureId,
    positionId: state.positionId,
    managerId: state.managerId,
    isActive: state.status ? state.status === 'active' : undefined,
    role: state.role,
  });
}
