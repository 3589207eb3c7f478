import type { Route } from './+types/attachment-requests';
import { RoleGate } from '../../features/organisation/role-gate.tsx';
import { AttachmentRequestsPage } from '../../features/site-admin/attachment-requests-page.tsx';
import { CONTENT_EDITORS } from '../../features/site-admin/site-admin-api.ts';
import { pageTitle } from '../../lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'siteAdmin.attachments.title') }];

export default function AttachmentRequests() {
  return (
    <RoleGate roles={CONTENT_EDITORS}>
      <AttachmentRequestsPage />
    </RoleGate>
  );
}
