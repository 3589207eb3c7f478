import type { AssessmentStatus, ReportDocument } from '@rira/contracts';

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
