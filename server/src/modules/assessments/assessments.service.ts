import type { FastifyInstance } from 'fastify';
import {
  fullNameIn,
  type AssessorProposal,
  type AssessmentDetail,
  type Assessor,
  type LanguageCode,
  MIN_GROUP_SIZE,
} from '@rira/contracts';
import { pileMaxima } from '@rira/contracts/card-sort';
import { nominationOutlook } from '@rira/contracts/group-thresholds';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { tehranDay } from '@rira/contracts/tehran-time';
import { audit } from '../audit/audit.repo.ts';
import { resolveCompanyScope } from '../companies/company-scope.ts';
import { findRow as findLibraryRow, findTemplateForCompany, templateCards } from '../library/library.repo.ts';
import { insertNotification } from '../notifications/notifications.repo.ts';
import { composeAssessmentMail } from './assessment-mail.ts';
import { toAssessor, toCritique, toListItem } from './assessment-presenters.ts';
import { assessorsRefused, nextStatus } from './assessment-status.ts';
import { acceptsAssessors, transition } from './domain/assessment-states.ts';
import { closeOutlook } from './domain/close-outlook.ts';
import * as repo from './assessments.repo.ts';
import { buildAssessmentsWorkbook } from './assessments-workbook.ts';
import { assertCompanyMayChangeAnswers, assertMayRunAssessment } from './assessment-policy.ts';
import { asNomination, assertColleagues, assessorProposals, externalAddressProblems, insertNominations } from './assessor-nominations.ts';
import { hashLinkToken, invitationLinks, InvitationSender, newLinkToken } from './invitations.ts';
import { checkNominations, nominationError, type NominationInput } from './nominations.ts';

/** The queue of the sweep that closes overdue assessments (plugins/jobs.ts). */
export const CLOSE_EXPIRED_JOB = 'assessments.closeExpired';

interface CreateInput {
  companyId?: string;
  templateId: string;
  userIds: string[];
  departmentIds: string[];
  structureIds: string[];
  positionIds: string[];
  startsOn: string;
  finishesOn: string;
  publish: boolean;
  userMaySeeReport: boolean;
  needsAssessorConfirmation: boolean;
  userMayAddExternal: boolean;
  includeAssessorTypeSettings: boolean;
  /** The round the new assessments join (a round's own calls, copyToUsers); else they make a round of their own. */
  roundId?: string;
}

/** Assessments as company admins (and the system manager) run them. */
export class AssessmentsService {
  private readonly invitations: InvitationSender;
  constructor(private readonly app: FastifyInstance) {
    this.invitations = new InvitationSender(app);
  }
  private get db() {
    return this.app.db;
  }

  /** An assessment the caller may run (assessment-policy.ts), or 404. */
  private async load(caller: Caller, id: string) {
    const row = await repo.findAssessment(this.db, id);
    if (!row) throw new AppError('notFound');
    assertMayRunAssessment(caller, row);
    return row;
  }

  /** The company's assessments — never the caller's own, whatever their role (assessment-method.md §2, inside the company). */
  async list(caller: Caller, request: Omit<Parameters<typeof repo.listAssessments>[1], 'companyId' | 'viewerId'> & { companyId?: string }) {
    const companyId = await resolveCompanyScope(this.db, caller, request.companyId);
    const { rows, total } = await repo.listAssessments(this.db, { ...request, companyId, viewerId: caller.userId });
    return { items: rows.map(toListItem), total };
  }

  /** "Download base data": the company's assessments and their assessors, as a workbook in `lang`. */
  async baseDataWorkbook(caller: Caller, companyId: string | undefined, lang: LanguageCode): Promise<Buffer> {
    const { items } = await this.list(caller, { companyId, pageIndex: 1, pageSize: 100_000, sort: 'createdAt', direction: 'desc' });
    const byAssessment = new Map<string, Assessor[]>();
    for (const row of await repo.assessorsOfAssessments(
      this.db,
      items.map((item) => item.id),
    )) {
      const list = byAssessment.get(row.assessor.assessmentId) ?? [];
      list.push(toAssessor(row));
      byAssessment.set(row.assessor.assessmentId, list);
    }
    return buildAssessmentsWorkbook(items, byAssessment, lang);
  }

  async get(caller: Caller, id: string): Promise<AssessmentDetail> {
    await this.load(caller, id);
    const row = (await repo.findAssessmentListRow(this.db, id))!;
    const people = await repo.assessorsOf(this.db, id);
    // A draft has no cards or minutes of its own yet: those its template would give it on publication.
    const draftTemplateId = row.assessment.status === 'draft' ? row.assessment.templateId : null;
    const [cards, draftTemplate] = draftTemplateId
      ? await Promise.all([
          templateCards(this.db, [draftTemplateId]).then((byTemplate) => byTemplate.get(draftTemplateId)?.length ?? 0),
          findLibraryRow(this.db, 'template', draftTemplateId),
        ])
      : [await repo.cardCount(this.db, id), null];
    const minGroupSize = row.assessment.minGroupSize ?? draftTemplate?.minGroupSize ?? MIN_GROUP_SIZE.default;
    const status = row.assessment.status;
    const chosen = people.filter((p) => p.assessor.raterGroup !== 'self' && p.assessor.confirmation !== 'disapproved');
    return {
      ...toListItem(row),
      cardCount: cards,
      estimatedMinutes: row.assessment.estimatedMinutes ?? draftTemplate?.estimatedMinutes ?? 20,
      assessors: people.map(toAssessor),
      minGroupSize,
      nominationOutlook: nominationOutlook(
        chosen.map((p) => p.assessor.raterGroup),
        minGroupSize,
      ),
      closeOutlook:
        status === 'draft' || status === 'finished'
          ? null
          : closeOutlook(
              people.map(({ assessor: a }) => ({
                raterGroup: a.raterGroup,
                confirmation: a.confirmation,
                invited: Boolean(a.invitedAt),
                registered: Boolean(a.registeredAt),
                progress: a.progress,
              })),
              minGroupSize,
            ),
    };
  }

  /** A template this company may use: a platform one or its own, active. */
  private async usableTemplate(companyId: string, templateId: string) {
    const template = await findTemplateForCompany(this.db, templateId, companyId);
    if (!template)
      throw new AppError('validation', {
        fieldErrors: [{ field: 'templateId', code: 'unknownOption', message: 'validation.unknownOption' }],
      });
    return template;
  }

  /** Why an assessment cannot be published (empty when it can). */
  private async notReadyReasons(db: DbOrTx, assessment: repo.AssessmentRow): Promise<string[]> {
    const reasons: string[] = [];
    const template = assessment.templateId ? await findLibraryRow(db, 'template', assessment.templateId) : null;
    const cards = template ? ((await templateCards(db, [template.id])).get(template.id) ?? []) : [];
    if (!template?.isActive || cards.length === 0) reasons.push('notReadyTemplate');
    const employment = await repo.targetEmployment(db, assessment.companyId, assessment.targetUserId);
    if (!employment?.isActive || !employment.userActive) reasons.push('notReadyTarget');
    if (assessment.finishesOn && assessment.finishesOn < tehranDay(new Date())) reasons.push('notReadyDates');
    return reasons;
  }

  /** Draft → new: fixes the cards (shuffled per assessment), the pile maxima and the self-assessment. */
  private async publishInTx(tx: DbOrTx, assessment: repo.AssessmentRow, caller: Caller) {
    const reasons = await this.notReadyReasons(tx, assessment);
    const status = transition(assessment.status, { type: 'publish', ready: reasons.length === 0 });
    if (!status.ok) {
      throw new AppError('conflict', {
        messageKey: status.reason === 'notReady' ? 'errors.notReady' : 'errors.wrongState',
        extra: { reasons: reasons.map((code) => ({ code, messageKey: `errors.${code}` })) },
      });
    }
    const template = await findLibraryRow(tx, 'template', assessment.templateId!);
    const cards = (await templateCards(tx, [template!.id])).get(template!.id)!;
    // A fixed shuffle per assessment, so cards of one factor do not sit together.
    const shuffled = [...cards].sort((a, b) => shuffleKey(assessment.id, a).localeCompare(shuffleKey(assessment.id, b)));
    await repo.insertCards(tx, assessment.id, shuffled);
    const maxima = pileMaxima(cards.length, {
      best: template!.pileMaxBest,
      mostly: template!.pileMaxMostly,
      least: template!.pileMaxLeast,
    });
    await repo.updateAssessment(tx, assessment.id, {
      status: status.status,
      publishedAt: new Date(),
      pileMaxBest: maxima.best,
      pileMaxMostly: maxima.mostly,
      pileMaxLeast: maxima.least,
      estimatedMinutes: template!.estimatedMinutes,
      minGroupSize: template!.minGroupSize,
    });
    const selfType = await repo.activeSelfType(tx);
    const [self] = await repo.insertAssessors(tx, [
      {
        assessmentId: assessment.id,
        userId: assessment.targetUserId,
        assessorTypeId: selfType?.id ?? null,
        raterGroup: 'self',
        weight: selfType?.weight ?? 1,
        confirmation: 'confirmed',
        nominatedBy: 'system',
      },
    ]);
    await audit(tx, caller, {
      companyId: assessment.companyId,
      action: 'assessment.publish',
      targetType: 'assessment',
      targetId: assessment.id,
    });
    return self!.id;
  }

  async create(caller: Caller, input: CreateInput): Promise<string[]> {
    const companyId = await resolveCompanyScope(this.db, caller, input.companyId);
    const template = await this.usableTemplate(companyId, input.templateId);
    const people = await repo.targetPeople(this.db, companyId, { ...input, jobTitleIds: [], managementLevelIds: [] });
    const named = new Set(input.userIds);
    const found = new Set(people.map((p) => p.userId));
    if ([...named].some((id) => !found.has(id))) {
      throw new AppError('validation', { fieldErrors: [{ field: 'userIds', code: 'unknownOption', message: 'validation.unknownOption' }] });
    }
    // Named people are assessed even if inactive (publish will refuse them); groups bring their active members.
    const targets = [...new Set(people.filter((p) => p.isActive || named.has(p.userId)).map((p) => p.userId))];
    if (!targets.length)
      throw new AppError('validation', { fieldErrors: [{ field: 'userIds', code: 'chooseTargets', message: 'validation.chooseTargets' }] });
    const published: { assessment: repo.AssessmentRow; selfId: string }[] = [];
    const ids = await this.db.transaction(async (tx) => {
      // Every assessment belongs to a round (docs/decisions/038): one Add call is a round of its own, titled by its template.
      const roundId =
        input.roundId ??
        (await repo.insertRound(tx, {
          companyId,
          title: template.title,
          titleEn: template.titleEn,
          templateId: input.templateId,
          startsOn: input.startsOn,
          finishesOn: input.finishesOn,
          userMaySeeReport: input.userMaySeeReport,
          needsAssessorConfirmation: input.needsAssessorConfirmation,
          userMayAddExternal: input.userMayAddExternal,
          includeAssessorTypeSettings: input.includeAssessorTypeSettings,
          createdBy: caller.userId,
        }));
      const rows = await repo.insertAssessments(
        tx,
        targets.map((targetUserId) => ({
          companyId,
          roundId,
          targetUserId,
          templateId: input.templateId,
          startsOn: input.startsOn,
          finishesOn: input.finishesOn,
          userMaySeeReport: input.userMaySeeReport,
          needsAssessorConfirmation: input.needsAssessorConfirmation,
          userMayAddExternal: input.userMayAddExternal,
          includeAssessorTypeSettings: input.includeAssessorTypeSettings,
          createdBy: caller.userId,
        })),
      );
      if (input.publish) {
        for (const row of rows) published.push({ assessment: row, selfId: await this.publishInTx(tx, row, caller) });
      }
      await audit(tx, caller, {
        companyId,
        action: 'assessment.create',
        targetType: 'template',
        targetId: input.templateId,
        details: { count: rows.length, publish: input.publish },
      });
      return rows.map((r) => r.id);
    });
    // Read again: publishing fixed the template's estimated minutes and pile sizes on the row, and the mail says them.
    for (const p of published) await this.invitations.notifyTarget((await repo.findAssessment(this.db, p.assessment.id))!, p.selfId);
    return ids;
  }

  async update(
    caller: Caller,
    input: Omit<CreateInput, 'companyId' | 'templateId' | 'userIds' | 'departmentIds' | 'structureIds' | 'positionIds' | 'publish'> & {
      id: string;
    },
  ) {
    const row = await this.load(caller, input.id);
    if (row.status !== 'draft') throw new AppError('conflict', { messageKey: 'errors.assessmentNotDraft' });
    await this.db.transaction(async (tx) => {
      await repo.updateAssessment(tx, input.id, {
        startsOn: input.startsOn,
        finishesOn: input.finishesOn,
        userMaySeeReport: input.userMaySeeReport,
        needsAssessorConfirmation: input.needsAssessorConfirmation,
        userMayAddExternal: input.userMayAddExternal,
        includeAssessorTypeSettings: input.includeAssessorTypeSettings,
      });
      await audit(tx, caller, { companyId: row.companyId, action: 'assessment.update', targetType: 'assessment', targetId: input.id });
    });
  }

  async remove(caller: Caller, id: string) {
    const row = await this.load(caller, id);
    if (row.status !== 'draft') throw new AppError('conflict', { messageKey: 'errors.assessmentNotDraft' });
    await this.db.transaction(async (tx) => {
      await repo.deleteAssessment(tx, id);
      await audit(tx, caller, { companyId: row.companyId, action: 'assessment.delete', targetType: 'assessment', targetId: id });
    });
  }

  async publish(caller: Caller, id: string) {
    await this.load(caller, id);
    const { assessment, selfId } = await this.db.transaction(async (tx) => {
      const locked = (await repo.lockAssessment(tx, id))!;
      return { assessment: locked, selfId: await this.publishInTx(tx, locked, caller) };
    });
    await this.invitations.notifyTarget((await repo.findAssessment(this.db, id))!, selfId);
    return assessment.id;
  }

  /** The same assessment (template, dates, settings) for other people of the company, as drafts. */
  async copyToUsers(caller: Caller, id: string, userIds: string[]) {
    const row = await this.load(caller, id);
    return this.create(caller, {
      roundId: row.roundId,
      companyId: row.companyId,
      templateId: row.templateId!,
      userIds,
      departmentIds: [],
      structureIds: [],
      positionIds: [],
      startsOn: row.startsOn ?? tehranDay(new Date()),
      finishesOn: row.finishesOn ?? tehranDay(new Date()),
      publish: false,
      userMaySeeReport: row.userMaySeeReport,
      needsAssessorConfirmation: row.needsAssessorConfirmation,
      userMayAddExternal: row.userMayAddExternal,
      includeAssessorTypeSettings: row.includeAssessorTypeSettings,
    });
  }

  /**
   * Confirms or disapproves nominated assessors. When nothing is pending any more and every
   * type's minimum of confirmed assessors is met, the assessment starts collecting and the
   * confirmed assessors are invited; the assessed person hears the result.
   */
  async confirm(caller: Caller, assessmentId: string, decisions: { assessorId: string; confirmation: 'confirmed' | 'disapproved' }[]) {
    assertCompanyMayChangeAnswers(caller, await this.load(caller, assessmentId));
    const outcome = await this.db.transaction(async (tx) => {
      const assessment = (await repo.lockAssessment(tx, assessmentId))!;
      if (!acceptsAssessors(assessment.status)) throw new AppError('conflict', { messageKey: 'errors.wrongState' });
      const rows = await repo.assessorRowsOf(tx, assessmentId);
      for (const d of decisions) {
        const row = rows.find((r) => r.id === d.assessorId);
        if (!row || row.raterGroup === 'self') throw new AppError('notFound');
        await repo.updateAssessor(tx, row.id, { confirmation: d.confirmation });
        row.confirmation = d.confirmation;
      }
      let status = assessment.status;
      if (status === 'pendingConfirmation' && !rows.some((r) => r.confirmation === 'pending')) {
        const types = await repo.activeAssessorTypes(tx);
        const problems = checkNominations(
          types,
          rows.filter((r) => r.raterGroup !== 'self' && r.confirmation === 'confirmed').map(asNomination),
          { checkMinimum: true, allowExternal: true },
        );
        if (!problems.length) status = nextStatus(status, { type: 'confirmationsComplete' });
      }
      if (status !== assessment.status) await repo.updateAssessment(tx, assessmentId, { status });
      else await repo.updateAssessment(tx, assessmentId, {});
      await audit(tx, caller, {
        companyId: assessment.companyId,
        action: 'assessment.assessors.confirm',
        targetType: 'assessment',
        targetId: assessmentId,
        details: { decisions },
      });
      return {
        assessment: { ...assessment, status },
        rows,
        startedCollecting: status === 'collecting' && assessment.status !== 'collecting',
      };
    });
    if (outcome.startedCollecting || outcome.assessment.status === 'collecting') {
      const toInvite = outcome.rows.filter((r) => r.raterGroup !== 'self' && r.confirmation === 'confirmed' && !r.invitedAt);
      await this.invitations.send(outcome.assessment, toInvite, 'invitation');
    }
    await this.notifyConfirmationResult(outcome.assessment, decisions);
  }

  private async notifyConfirmationResult(assessment: repo.AssessmentRow, decisions: { confirmation: string }[]) {
    const target = await repo.findPerson(this.db, assessment.targetUserId);
    if (!target) return;
    const self = await repo.findSelfAssessor(this.db, assessment.id);
    const mail = composeAssessmentMail({
      kind: 'confirmationResult',
      lang: target.preferredLanguage,
      recipientName: fullNameIn(target, target.preferredLanguage),
      targetName: fullNameIn(target, target.preferredLanguage),
      templateTitle: '',
      link: `${this.app.config.publicUrl}/admin/my-assessments/${assessment.id}/assessors`,
      finishesOn: null,
      estimatedMinutes: 0,
      confirmed: decisions.filter((d) => d.confirmation === 'confirmed').length,
      disapproved: decisions.filter((d) => d.confirmation === 'disapproved').length,
    });
    await insertNotification(this.db, {
      userId: target.id,
      companyId: assessment.companyId,
      title: mail.subject,
      body: mail.summary,
      link: self ? `/admin/my-assessments/${assessment.id}/assessors` : null,
    });
    if (target.email)
      await this.app.mailer.send({
        to: target.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        purpose: 'assessment.confirmationResult',
      });
  }

  /**
   * An admin adds assessors (confirmed at once): for an assessment waiting for them, or later. The
   * same rules as a nomination that is sent (assessment-method.md §2, §5): after the pick, every type has between
   * its minimum and maximum of assessors, with the same messages.
   */
  async pick(caller: Caller, assessmentId: string, nominations: NominationInput[]) {
    const { lang } = caller;
    assertCompanyMayChangeAnswers(caller, await this.load(caller, assessmentId));
    await this.db.transaction(async (tx) => {
      const assessment = (await repo.lockAssessment(tx, assessmentId))!;
      if (!acceptsAssessors(assessment.status)) throw assessorsRefused(assessment.status);
      const existing = await repo.assessorRowsOf(tx, assessmentId);
      const types = await repo.activeAssessorTypes(tx);
      await assertColleagues(tx, assessment, nominations);
      const problems = [
        ...(await externalAddressProblems(tx, assessment, nominations, 'admin')),
        ...checkNominations(
          types,
          [...existing.filter((e) => e.raterGroup !== 'self' && e.confirmation !== 'disapproved').map(asNomination), ...nominations],
          {
            checkMinimum: true,
            allowExternal: true,
            targetUserId: assessment.targetUserId,
            lang,
          },
        ),
      ];
      if (problems.length) throw nominationError(problems, 'assessors');
      await insertNominations(tx, assessment.id, nominations, types, 'admin', () => 'confirmed');
      await audit(tx, caller, {
        companyId: assessment.companyId,
        action: 'assessment.assessors.pick',
        targetType: 'assessment',
        targetId: assessmentId,
        details: { count: nominations.length },
      });
    });
  }

  /**
   * Assessors proposed for the admin's picking from the assessed person's reporting line (their
   * manager, peers and direct reports); everyone already on the assessment is left out.
   */
  async proposals(caller: Caller, assessmentId: string): Promise<AssessorProposal[]> {
    const assessment = await this.load(caller, assessmentId);
    const rows = await repo.assessorRowsOf(this.db, assessmentId);
    const taken = rows.flatMap((r) => (r.userId ? [r.userId] : []));
    return assessorProposals(this.db, assessment, new Set([assessment.targetUserId, ...taken]));
  }

  /** Sends (or resends) invitations: to the given assessors, or to every confirmed one not yet invited or whose mail failed. */
  /**
   * Invites the confirmed assessors not invited yet (or those named). A round's bulk send passes
   * `colleaguesByRound`: the colleagues' rows are handed back unsent (`deferred`) for the round's one
   * invitation per rater (docs/decisions/038); external assessors get their personal link here.
   */
  async sendInvitations(
    caller: Caller,
    assessmentId: string,
    assessorIds: string[] | undefined,
    options: { colleaguesByRound?: boolean } = {},
  ): Promise<{ sent: number; failed: number; deferred: repo.AssessorRow[] }> {
    const { lang } = caller;
    assertCompanyMayChangeAnswers(caller, await this.load(caller, assessmentId));
    const { assessment, rows } = await this.db.transaction(async (tx) => {
      const locked = (await repo.lockAssessment(tx, assessmentId))!;
      const status = locked.status === 'waiting' ? nextStatus(locked.status, { type: 'invitationsSent' }) : locked.status;
      if (status !== 'collecting') throw assessorsRefused(status);
      const all = await repo.assessorRowsOf(tx, assessmentId);
      if (locked.status === 'waiting') {
        // Collecting starts only with every type's minimum met, as when the person sends their nominations.
        const chosen = all.filter((a) => a.raterGroup !== 'self' && a.confirmation === 'confirmed').map(asNomination);
        const problems = checkNominations(await repo.activeAssessorTypes(tx), chosen, {
          checkMinimum: true,
          allowExternal: true,
          targetUserId: locked.targetUserId,
          lang,
        });
        if (problems.length) throw nominationError(problems);
      }
      const chosen = all.filter(
        (a) =>
          a.raterGroup !== 'self' &&
          a.confirmation === 'confirmed' &&
          !a.registeredAt &&
          (assessorIds ? assessorIds.includes(a.id) : a.invitationStatus !== 'sent'),
      );
      if (assessorIds && chosen.length !== assessorIds.length) throw new AppError('notFound');
      await repo.updateAssessment(tx, assessmentId, { status });
      await audit(tx, caller, {
        companyId: locked.companyId,
        action: 'assessment.invitations.send',
        targetType: 'assessment',
        targetId: assessmentId,
        details: { count: chosen.length },
      });
      return { assessment: { ...locked, status }, rows: chosen };
    });
    const deferred = options.colleaguesByRound ? rows.filter((r) => r.userId) : [];
    const result = await this.invitations.send(
      assessment,
      rows.filter((r) => !deferred.includes(r)),
      'invitation',
    );
    return { ...result, deferred };
  }

  /** One action: a reminder to everyone invited who has not registered yet. */
  async remind(caller: Caller, assessmentId: string) {
    const assessment = await this.load(caller, assessmentId);
    if (assessment.status !== 'collecting') throw new AppError('conflict', { messageKey: 'errors.wrongState' });
    // Once a Tehran day: a repeated reminder (a second click, a round's bulk action retried) sends nothing twice.
    const today = tehranDay(new Date());
    const rows = await repo.assessorsToRemind(this.db, assessmentId, today);
    await repo.markReminded(
      this.db,
      rows.map((r) => r.id),
      today,
    );
    const result = await this.invitations.send(assessment, rows, 'reminder');
    await audit(this.db, caller, {
      companyId: assessment.companyId,
      action: 'assessment.remind',
      targetType: 'assessment',
      targetId: assessmentId,
      details: result,
    });
    return rows.length;
  }

  /** Deletes an assessor's recorded answer (after the screen's warning); audit-logged. */
  async resetAssessor(caller: Caller, assessorId: string) {
    const row = await repo.findAssessor(this.db, assessorId);
    if (!row) throw new AppError('notFound');
    const assessment = await this.load(caller, row.assessmentId);
    assertCompanyMayChangeAnswers(caller, assessment);
    // The self-assessment drives the assessment's state: once done it stays done.
    if (assessment.status === 'finished' || (row.raterGroup === 'self' && !['new', 'selfInProgress'].includes(assessment.status))) {
      throw new AppError('conflict', { messageKey: 'errors.wrongState' });
    }
    await this.db.transaction(async (tx) => {
      await repo.updateAssessor(tx, assessorId, {
        placements: {},
        answerVersion: row.answerVersion + 1,
        progress: 'notStarted',
        recordedAt: null,
        registeredAt: null,
      });
      await audit(tx, caller, {
        companyId: assessment.companyId,
        action: 'assessment.assessor.reset',
        targetType: 'assessor',
        targetId: assessorId,
        details: { placedCards: Object.keys(row.placements).length, wasRegistered: Boolean(row.registeredAt) },
      });
    });
  }

  async revokeLink(caller: Caller, assessorId: string) {
    const row = await repo.findAssessor(this.db, assessorId);
    if (!row) throw new AppError('notFound');
    const assessment = await this.load(caller, row.assessmentId);
    await repo.updateAssessor(this.db, assessorId, { linkRevokedAt: new Date() });
    await audit(this.db, caller, {
      companyId: assessment.companyId,
      action: 'assessment.assessor.revokeLink',
      targetType: 'assessor',
      targetId: assessorId,
    });
  }

  /**
   * A fresh personal link that the admin hands on themselves — by SMS, a messenger, on paper — for
   * an assessor reached by no mail (issue 23, docs/decisions/034): the previous link stops working,
   * and the copy is audited with the caller. Only while the assessor has saved nothing: the link
   * then opens an empty answer. Once they have saved a draft or registered, the link holds their
   * answer, so it goes only to them (a resent invitation, by mail or SMS), or an admin could open
   * their draft (assessment-method.md §2). A company admin may not after a close (answers fixed), like any change
   * to who answers; the assessor must be confirmed and the assessment collecting. An assessor not
   * invited yet, or whose mail failed, counts as invited from now: the admin is handing the link.
   */
  async copyLink(caller: Caller, assessorId: string): Promise<{ link: string }> {
    const found = await repo.findAssessor(this.db, assessorId);
    if (!found || found.raterGroup === 'self') throw new AppError('notFound');
    const assessment = await this.load(caller, found.assessmentId);
    assertCompanyMayChangeAnswers(caller, assessment);
    const token = newLinkToken();
    const row = await this.db.transaction(async (tx) => {
      // Saving an answer takes the assessment's lock too: the two happen one after the other.
      const locked = (await repo.lockAssessment(tx, assessment.id))!;
      const current = (await repo.findAssessor(tx, assessorId))!;
      if (locked.status !== 'collecting' || current.confirmation !== 'confirmed')
        throw new AppError('conflict', { messageKey: 'errors.linkCopyNotOpen' });
      const replaced = await repo.replaceLinkIfNotStarted(tx, assessorId, {
        linkTokenHash: hashLinkToken(token),
        linkRevokedAt: null,
        invitationStatus: 'sent',
        invitationError: null,
        invitedAt: current.invitedAt ?? new Date(),
      });
      if (!replaced) throw new AppError('conflict', { messageKey: 'errors.linkCopyStarted' });
      await audit(tx, caller, {
        companyId: locked.companyId,
        action: 'assessment.assessor.copyLink',
        targetType: 'assessor',
        targetId: assessorId,
        // Never the token: the audit log says who made a link and when, not the link.
        details: { wasInvited: Boolean(current.invitedAt), hadLink: Boolean(current.linkTokenHash) },
      });
      return current;
    });
    return { link: invitationLinks(this.app.config.publicUrl, token, row.invitationLanguage).short };
  }

  /**
   * The system manager reopens a closed assessment (assessment-method.md §2, inside the company: the platform's
   * exception): it collects again until the new finish date, and the reason is kept in the audit
   * log. Before confirming, their dialog shows what a later version beside the one the company reads
   * would give away (reports' `reopenExposure`). Company admins still cannot reset, add or remove an
   * answer of it (`assertCompanyMayChangeAnswers`).
   */
  async reopen(caller: Caller, input: { id: string; reason: string; finishesOn: string }) {
    await this.load(caller, input.id);
    if (input.finishesOn < tehranDay(new Date())) {
      throw new AppError('validation', {
        messageKey: 'errors.reopenNeedsLaterFinish',
        fieldErrors: [{ field: 'finishesOn', code: 'reopenNeedsLaterFinish', message: 'errors.reopenNeedsLaterFinish' }],
      });
    }
    await this.db.transaction(async (tx) => {
      const locked = (await repo.lockAssessment(tx, input.id))!;
      const rows = await repo.assessorRowsOf(tx, input.id);
      const assessorsInvited = rows.some((r) => r.raterGroup !== 'self' && r.invitedAt);
      await repo.updateAssessment(tx, input.id, {
        status: nextStatus(locked.status, { type: 'reopen', assessorsInvited }),
        finishesOn: input.finishesOn,
      });
      await audit(tx, caller, {
        companyId: locked.companyId,
        action: 'assessment.reopen',
        targetType: 'assessment',
        targetId: input.id,
        details: { reason: input.reason, finishesOn: input.finishesOn, previousFinishesOn: locked.finishesOn },
      });
    });
  }

  /**
   * Moves a running assessment's finish date later (issue 23: rather than closing with groups too
   * small to be shown, give their assessors more time). The state does not change, and the sweep
   * that closes overdue assessments reads the new date. Refused for a draft (its dates are edited),
   * for a closed assessment (reopening is the system manager's, `reopen`), and for a company admin
   * once the assessment has a close behind it (assessment-method.md §2, inside the company: more time would let
   * answers into a version beside the one the company has read); never earlier than today or than
   * the current finish date.
   */
  async extend(caller: Caller, input: { id: string; finishesOn: string }) {
    const row = await this.load(caller, input.id);
    if (row.status === 'finished') throw new AppError('conflict', { messageKey: 'errors.extendAfterClose' });
    if (row.status === 'draft') throw new AppError('conflict', { messageKey: 'errors.extendDraft' });
    assertCompanyMayChangeAnswers(caller, row);
    await this.db.transaction(async (tx) => {
      const locked = (await repo.lockAssessment(tx, input.id))!;
      if (locked.status === 'finished') throw new AppError('conflict', { messageKey: 'errors.extendAfterClose' });
      const problem =
        input.finishesOn < tehranDay(new Date())
          ? 'extendInPast'
          : locked.finishesOn && input.finishesOn <= locked.finishesOn
            ? 'extendNotLater'
            : null;
      if (problem) {
        throw new AppError('validation', {
          messageKey: `errors.${problem}`,
          fieldErrors: [{ field: 'finishesOn', code: problem, message: `errors.${problem}` }],
        });
      }
      await repo.updateAssessment(tx, input.id, { finishesOn: input.finishesOn });
      await audit(tx, caller, {
        companyId: locked.companyId,
        action: 'assessment.extend',
        targetType: 'assessment',
        targetId: input.id,
        details: { finishesOn: input.finishesOn, previousFinishesOn: locked.finishesOn },
      });
    });
  }

  /** Closes the assessment; the reports module then makes and releases its report (domain event). */
  async close(caller: Caller, id: string) {
    await this.load(caller, id);
    await this.db.transaction(async (tx) => {
      const locked = (await repo.lockAssessment(tx, id))!;
      await repo.updateAssessment(tx, id, { status: nextStatus(locked.status, { type: 'close' }), closedAt: new Date() });
      await audit(tx, caller, { companyId: locked.companyId, action: 'assessment.close', targetType: 'assessment', targetId: id });
    });
    await this.app.events.emit('assessmentClosed', { assessmentId: id, by: caller });
  }

  /** What participants wrote about the assessment; never who among the assessors wrote it. */
  async critiques(caller: Caller, id: string) {
    await this.load(caller, id);
    const rows = await repo.critiquesOf(this.db, id);
    return rows.map(toCritique);
  }

  /** Closes every open assessment whose finish date has passed (run periodically). */
  async closeExpired() {
    const today = tehranDay(new Date());
    const expired = await repo.expiredOpenAssessments(this.db, today);
    let closed = 0;
    for (const { id } of expired) {
      // Read again under the row's lock: an admin may have extended it (or closed it) since the list was read.
      const closing = await this.db.transaction(async (tx) => {
        const locked = await repo.lockAssessment(tx, id);
        if (!locked || !locked.finishesOn || locked.finishesOn >= today || !transition(locked.status, { type: 'close' }).ok) return false;
        await repo.updateAssessment(tx, id, { status: nextStatus(locked.status, { type: 'close' }), closedAt: new Date() });
        return true;
      });
      if (!closing) continue;
      closed++;
      await this.app.events.emit('assessmentClosed', { assessmentId: id, by: { job: CLOSE_EXPIRED_JOB } });
    }
    return closed;
  }
}

function shuffleKey(assessmentId: string, competencyId: string) {
  // A cheap, stable hash: the same assessment always shows its cards in the same order.
  let h = 2166136261;
  for (const c of assessmentId + competencyId) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0).toString(16).padStart(8, '0');
}
