import { englishFullName, fullNameIn, type AssessmentListItem, type Assessor } from '@rira/contracts';
import type * as repo from './assessments.repo.ts';

/*
 * Rows as the API shows them, apart from the rules: both services present an assessor the same way
 * (the admin's detail, the participant's own list), so the two screens never disagree.
 */

export function toListItem(row: Awaited<ReturnType<typeof repo.findAssessmentListRow>> & {}): AssessmentListItem {
  const { assessment } = row;
  return {
    id: assessment.id,
    companyId: assessment.companyId,
    templateId: assessment.templateId!,
    templateTitle: row.templateTitle ?? '',
    templateTitleEn: row.templateTitleEn ?? null,
    targetUserId: assessment.targetUserId,
    targetUserName: fullNameIn(row, 'fa'),
    targetUserNameEn: englishFullName(row),
    status: assessment.status,
    createdAt: assessment.createdAt.toISOString(),
    startsOn: assessment.startsOn,
    finishesOn: assessment.finishesOn,
    updatedAt: assessment.updatedAt.toISOString(),
    userMaySeeReport: assessment.userMaySeeReport,
    needsAssessorConfirmation: assessment.needsAssessorConfirmation,
    userMayAddExternal: assessment.userMayAddExternal,
    includeAssessorTypeSettings: assessment.includeAssessorTypeSettings,
    counts: { assessors: row.assessors, invited: row.invited, uninvited: row.uninvited, finished: row.finished },
    allAnswered: assessment.status === 'collecting' && row.invited > 0 && row.uninvited === 0 && row.finished >= row.invited,
    closedAt: assessment.closedAt?.toISOString() ?? null,
  };
}

export function toAssessor(row: Awaited<ReturnType<typeof repo.assessorsOf>>[number]): Assessor {
  const a = row.assessor;
  const person =
    a.userId && row.firstName !== null
      ? { firstName: row.firstName, lastName: row.lastName ?? '', firstNameEn: row.firstNameEn, lastNameEn: row.lastNameEn }
      : null;
  return {
    id: a.id,
    userId: a.userId,
    name: person ? fullNameIn(person, 'fa') : (a.externalName ?? ''),
    nameEn: person ? englishFullName(person) : null,
    email: a.userId ? row.email : a.externalEmail,
    mobile: a.userId ? row.mobile : a.externalMobile,
    isExternal: !a.userId,
    assessorTypeId: a.assessorTypeId,
    assessorTypeTitle: row.typeTitle,
    assessorTypeTitleEn: row.typeTitleEn,
    raterGroup: a.raterGroup,
    weight: a.weight,
    positionTitle: row.positionTitle,
    positionTitleEn: row.positionTitleEn,
    confirmation: a.confirmation,
    progress: a.progress,
    cardsPlaced: a.progress === 'inProgress' ? Object.keys(a.placements).length : null,
    invitationLanguage: a.invitationLanguage,
    invitationStatus: a.invitationStatus,
    invitationError: a.invitationError,
    invitedAt: a.invitedAt?.toISOString() ?? null,
    linkRevoked: Boolean(a.linkRevokedAt),
    nominatedBy: a.nominatedBy,
  };
}

/** A critique without its author: the admin learns only whether the assessed person wrote it. */
export function toCritique(row: Awaited<ReturnType<typeof repo.critiquesOf>>[number]) {
  return {
    id: row.critique.id,
    text: row.critique.text,
    createdAt: row.critique.createdAt.toISOString(),
    fromTarget: row.raterGroup === 'self',
  };
}
