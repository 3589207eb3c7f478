import type { Route } from './+types/dashboard';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'admin.nav.dashboard') }];

export default function Dashboard() {
  return <DashboardPage />;
}
