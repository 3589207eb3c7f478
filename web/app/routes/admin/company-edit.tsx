import { data } from 'react-router';
import type { Route } from './+types/company-edit';
import { CompanyEditPage } from '../../features/companies/company-form-page.tsx';
import { ErrorPage } from '../../features/errors/error-page.tsx';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { isUuid } from '../../lib/route-params.ts';
import { pageTitle } from '../../lib/meta.ts';

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isUuid(params.companyId)) return data({ companyId: null, path: new URL(request.url).pathname }, { status: 404 });
  return { companyId: params.companyId, path: null };
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'companies.editPageTitle') }];

export default function CompanyEdit({ loaderData }: Route.ComponentProps) {
  if (!loaderData.companyId) return <ErrorPage status={404} path={loaderData.path ?? undefined} />;
  return (
    <RoleGate action="companies.manage">
      <CompanyEditPage key={loaderData.companyId} companyId={loaderData.companyId} />
    </RoleGate>
  );
}
