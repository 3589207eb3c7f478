import { data } from 'react-router';
import type { Route } from './+types/company';
import { CompanyPage, type CompanyPeopleTable } from '../../features/companies/company-page.tsx';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { PeopleTable } from '../../features/people/people-table.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { isUuid } from '../../lib/route-params.ts';
import { pageTitle } from '../../lib/meta.ts';

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isUuid(params.companyId)) return data({ companyId: null, path: new URL(request.url).pathname }, { status: 404 });
  return { companyId: params.companyId, path: null };
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'companies.pageTitle') }];

const companyPeople: CompanyPeopleTable = ({ companyId, caption }) => <PeopleTable fixedCompanyId={companyId} caption={caption} />;

export default function Company({ loaderData }: Route.ComponentProps) {
  if (!loaderData.companyId) return <ErrorPage status={404} path={loaderData.path ?? undefined} />;
  return (
    <RoleGate action="companies.manage">
      <CompanyPage key={loaderData.companyId} companyId={loaderData.companyId} peopleTable={companyPeople} />
    </RoleGate>
  );
}
