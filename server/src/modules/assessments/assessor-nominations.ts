import { englishFullName, fullNameIn, type AssessorProposal } from '@rira/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { reportingLineOf } from '../reporting-lines/reporting-lines.repo.ts';
import * as repo from './assessments.repo.ts';
import { proposeAssessors } from './domain/assessor-proposals.ts';
import { canonicalEmail, canonicalMobile, checkExternalAddresses, type NominationInput, type NominationProblem } from './nominations.ts';

/*
 * The steps of a nomination that need the database, shared by an admin's pick
 * (assessments.service.ts) and a participant's nominations (participation.service.ts) so both
 * apply one rule; the pure rules themselves are nominations.ts.
 */

/** A saved assessor as the nomination it was, so a pick or a confirmation re-checks the whole set. */
export function asNomination(row: repo.AssessorRow): NominationInput {
  return row.userId
    ? { userId: row.userId, assessorTypeId: row.assessorTypeId!, invitationLanguage: row.invitationLanguage }
    : {
        external: { name: row.externalName!, email: row.externalEmail!, mobile: row.externalMobile },
        assessorTypeId: row.assessorTypeId!,
        invitationLanguage: row.invitationLanguage,
      };
}

/** Internal assessors must be active people of the assessment's company. */
export async function assertColleagues(db: DbOrTx, assessment: repo.AssessmentRow, nominations: NominationInput[]) {
  const ids = nominations.map((n) => n.userId).filter((id): id is string => Boolean(id));
  if (!ids.length) return;
  const colleagues = await repo.activeColleagueIds(db, assessment.companyId, ids);
  if (colleagues.length !== new Set(ids).size)
    throw new AppError('validation', {
      messageKey: 'errors.assessorNotColleague',
      fieldErrors: [{ field: 'nominations', code: 'assessorNotColleague', message: 'errors.assessorNotColleague' }],
    });
}

/**
 * The externals among these nominations whose e-mail or mobile belongs to the assessed person or
 * to someone of the company (nominations.ts, `checkExternalAddresses`), as problems of their rows.
 */
export async function externalAddressProblems(
  db: DbOrTx,
  assessment: repo.AssessmentRow,
  nominations: readonly NominationInput[],
  by: 'participant' | 'admin',
): Promise<NominationProblem[]> {
  const externals = nominations.flatMap((n) => (n.external ? [n.external] : []));
  if (!externals.length) return [];
  const insiders = await repo.insiderAddresses(db, assessment.companyId, assessment.targetUserId, {
    emails: [...new Set(externals.map((e) => canonicalEmail(e.email)))],
    mobiles: [...new Set(externals.flatMap((e) => (e.mobile ? [canonicalMobile(e.mobile)] : [])))],
  });
  return checkExternalAddresses(nominations, insiders, by);
}

/**
 * The colleagues on the assessed person's reporting line, proposed as assessors with the type of
 * their rater group (domain/assessor-proposals.ts), less `exclude`: one statement for the line, one
 * for the types, whatever their number.
 */
export async function assessorProposals(
  db: DbOrTx,
  assessment: repo.AssessmentRow,
  exclude: ReadonlySet<string>,
): Promise<AssessorProposal[]> {
  const [line, types] = await Promise.all([
    reportingLineOf(db, assessment.companyId, assessment.targetUserId),
    repo.activeAssessorTypes(db),
  ]);
  return proposeAssessors(line, types, exclude).map((m) => ({
    userId: m.userId,
    relation: m.relation,
    assessorTypeId: m.assessorTypeId,
    fullName: fullNameIn(m, 'fa'),
    fullNameEn: englishFullName(m),
    departmentTitle: m.departmentTitle,
    departmentTitleEn: m.departmentTitleEn,
    positionTitle: m.positionTitle,
    positionTitleEn: m.positionTitleEn,
  }));
}

export async function insertNominations(
  db: DbOrTx,
  assessmentId: string,
  nominations: NominationInput[],
  types: repo.AssessorTypeRow[],
  by: 'participant' | 'admin',
  confirmation: (type: repo.AssessorTypeRow) => 'pending' | 'confirmed',
) {
  await repo.insertAssessors(
    db,
    nominations.map((n) => {
      const type = types.find((t) => t.id === n.assessorTypeId)!;
      return {
        assessmentId,
        userId: n.userId ?? null,
        externalName: n.external?.name ?? null,
        externalEmail: n.external?.email ?? null,
        externalMobile: n.external?.mobile ?? null,
        assessorTypeId: type.id,
        raterGroup: type.raterGroup,
        weight: n.weight ?? type.weight,
        confirmation: confirmation(type),
        nominatedBy: by,
        invitationLanguage: n.invitationLanguage ?? 'fa',
      };
    }),
  );
}
