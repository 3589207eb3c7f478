import type { AssessmentStatus } from '@rira/contracts/assessments';
import type { BadgeTone } from '../../components/ui/badge.tsx';

/**
 * What the assessment screens share with the rounds' (issue 26): the four settings every
 * assessment carries, in the order the forms show them (texts `assessments.settings.<name>` and
 * `<name>Hint`), and the badge tone of each status (texts `assessments.status.<status>`).
 */
export const SETTINGS = ['userMaySeeReport', 'needsAssessorConfirmation', 'userMayAddExternal', 'includeAssessorTypeSettings'] as const;

export const STATUS_TONE: Record<AssessmentStatus, BadgeTone> = {
  draft: 'neutral',
  new: 'info',
  selfInProgress: 'info',
  selfFinished: 'info',
  needSetAssessor: 'warning',
  pendingConfirmation: 'warning',
  waiting: 'warning',
  collecting: 'info',
  finished: 'success',
};
