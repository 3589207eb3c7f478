import type { Route } from './+types/attachment-requests';
import { RoleGate } from '../../components/admin/role-gate.tsx';
import { AttachmentRequestsPage } from '../../features/site-admin/attachment-requests-page.tsx';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'siteAdmin.attachments.title') }];

export default function AttachmentRequests() {
  return (
    <RoleGate action="content.manage">
      <AttachmentRequestsPage />
    </RoleGate>
  );
}
