import type { AssessmentStatus, ReportDocument } from '@rira/contracts';
import { renderOnlyKey } from '../../lib/render-only.tsx';

/** The document a report page's loader hands to the server's render only (lib/render-only.tsx, docs/decisions/019). */
export const REPORT_DOCUMENT = renderOnlyKey<ReportDocument>('reports.document');

/** What a report address can lead to; `refused` and `noReport` carry the server's own message. */
export type ReportLoad =
  | { state: 'ready'; doc: ReportDocument }
  | { state: 'signedOut' }
  | { state: 'refused'; message: string }
  | { state: 'noReport'; message: string }
  | { state: 'notFound' };

/** Who is looking (from GetCurrentUser): admins get the version picker, generate and export. */
export interface ReportViewer {
  fullName: string;
  isAdmin: boolean;
  isSystemManager: boolean;
  needsMembershipChoice: boolean;
}

/** For admins: the assessment's company (the export names it) and status (generating while collecting is partial). */
export interface AdminAssessmentInfo {
  companyId: string;
  status: AssessmentStatus;
}
