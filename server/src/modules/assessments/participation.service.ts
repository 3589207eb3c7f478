import type { FastifyInstance } from 'fastify';
import {
  ASSESSMENT_CLOSED_REASON,
  englishFullName,
  fullNameIn,
  MIN_GROUP_SIZE,
  myAssessorSchema,
  RATER_GROUPS,
  type GroupProgress,
  type MyAssessment,
  type MyAssessors,
  type NextInRound,
  type Placements,
  type SortSession,
} from '@rira/contracts';
import { checkPlacements } from '@rira/contracts/card-sort';
import { nominationOutlook } from '@rira/contracts/group-thresholds';
import { AppError } from '../../http/app-error.ts';
import { t } from '../../http/translate.ts';
import type { Caller, RequestOrigin } from '../../http/caller.ts';
import { audit } from '../audit/audit.repo.ts';
import { insertNotification } from '../notifications/notifications.repo.ts';
import { findRow as findLibraryRow } from '../library/library.repo.ts';
import { toAssessorType } from '../library/library.service.ts';
import { acceptsAnswers } from './domain/assessment-states.ts';
import { toAssessor } from './assessment-presenters.ts';
import { nextStatus } from './assessment-status.ts';
import { asNomination, assertColleagues, assessorProposals, externalAddressProblems, insertNominations } from './assessor-nominations.ts';
import * as repo from './assessments.repo.ts';
import { assertNotImpersonating, isOwnAssessment } from './assessment-policy.ts';
import { hashLinkToken, InvitationSender } from './invitations.ts';
import { checkNominations, nominationError, participantConfirmation, type NominationInput } from './nominations.ts';

const NEXT_FOR_SELF: Record<string, MyAssessment['nextAction']> = {
  new: 'start',
  selfInProgress: 'continue',
  selfFinished: 'none',
  needSetAssessor: 'chooseAssessors',
  pendingConfirmation: 'waitForConfirmation',
  waiting: 'waitForAssessors',
  collecting: 'waitForAssessors',
};

/** Who may answer with an assessor row: the person it names (signed in), or the holder of its link. */
type Answerer = { kind: 'user'; caller: Caller } | { kind: 'link'; token: string; origin: RequestOrigin };

/**
 * What the people who answer do: the assessed person (self-assessment, nominations) and the
 * assessors (signed in, or through their personal link without an account).
 */
export class ParticipationService {
  private readonly invitations: InvitationSender;
  constructor(private readonly app: FastifyInstance) {
    this.invitations = new InvitationSender(app);
  }
  private get db() {
    return this.app.db;
  }

  async mine(caller: Caller, request: { tab: 'completed' | 'invited' | 'self' | 'asAssessor'; pageIndex: number; pageSize: number }) {
    const { rows, total } = await repo.answersOfUser(this.db, caller.userId, request.tab, request);
    const items: MyAssessment[] = rows.map((r) => {
      const self = r.assessor.raterGroup === 'self';
      let nextAction: MyAssessment['nextAction'] = 'none';
      if (self) {
        nextAction =
          r.assessment.status === 'finished'
            ? r.assessment.userMaySeeReport && r.reportReleased
              ? 'viewReport'
              : 'none'
            : (NEXT_FOR_SELF[r.assessment.status] ?? 'none');
        if (r.assessment.status === 'needSetAssessor' && !r.assessment.includeAssessorTypeSettings) nextAction = 'waitForAssessors';
      } else if (!r.assessor.registeredAt && r.assessment.status === 'collecting') {
        nextAction = r.assessor.progress === 'notStarted' ? 'start' : 'continue';
      }
      return {
        assessmentId: r.assessment.id,
        assessorId: r.assessor.id,
        role: self ? 'self' : 'assessor',
        targetName: r.targetName,
        targetNameEn: r.targetNameEn,
        templateTitle: r.templateTitle ?? '',
        templateTitleEn: r.templateTitleEn ?? null,
        status: r.assessment.status,
        progress: r.assessor.progress,
        nextAction,
        finishesOn: r.assessment.finishesOn,
        estimatedMinutes: r.assessment.estimatedMinutes ?? 20,
        roundTitle: r.round.title,
        roundTitleEn: r.round.titleEn,
        roundStartsOn: r.round.startsOn,
        roundFinishesOn: r.round.finishesOn,
      };
    });
    return { items, total };
  }

  /** How many items each tab of "my assessments" holds and how many wait for the person. */
  counts(caller: Caller) {
    return repo.myAssessmentCounts(this.db, caller.userId);
  }

  /**
   * The assessor row an answerer may use; anyone else's looks missing. A dead link says so. Someone
   * acting as the person is refused before any row is read.
   */
  private async answerer(who: Answerer, assessorId?: string) {
    if (who.kind === 'user') {
      assertNotImpersonating(who.caller);
      const row = assessorId ? await repo.findAssessor(this.db, assessorId) : null;
      if (!row || row.userId !== who.caller.userId) throw new AppError('notFound');
      const assessment = (await repo.findAssessment(this.db, row.assessmentId))!;
      if (assessment.companyId !== who.caller.companyId) throw new AppError('notFound');
      // A registered answer still opens, read-only; one never given cannot be given any more.
      if (assessment.status === 'finished' && !row.registeredAt) throw assessmentClosed();
      return { row, assessment };
    }
    const row = await repo.findAssessorByTokenHash(this.db, hashLinkToken(who.token));
    if (!row) throw new AppError('notFound', { messageKey: 'errors.linkExpired' });
    const assessment = (await repo.findAssessment(this.db, row.assessmentId))!;
    if (row.linkRevokedAt || row.confirmation !== 'confirmed') {
      throw new AppError('notFound', { messageKey: 'errors.linkExpired' });
    }
    // The link itself was good: say the assessment closed, not that the link is dead.
    if (assessment.status === 'finished') throw assessmentClosed();
    return { row, assessment };
  }

  /**
   * The card sort of one answer. A registered answer is sealed (assessment-method.md §2, docs/decisions/030): its
   * session says only that and when — no placements, to anyone, its author included; the report
   * engine alone reads them, on the server.
   */
  async session(who: Answerer, assessorId?: string): Promise<SortSession> {
    const { row, assessment } = await this.answerer(who, assessorId);
    if (assessment.status === 'draft' || (row.raterGroup !== 'self' && !row.invitedAt && who.kind === 'user'))
      throw new AppError('notFound');
    const [target, template, company, round] = await Promise.all([
      repo.findPersonName(this.db, assessment.targetUserId),
      findLibraryRow(this.db, 'template', assessment.templateId!),
      repo.companyForInvitations(this.db, assessment.companyId),
      repo.roundOfAssessment(this.db, assessment.roundId),
    ]);
    const logoUrl = (key: string | null | undefined) => (key ? this.app.files.url(key) : null);
    const about = {
      // Whose assessment it is, as its invitation shows it (issue 23): the client company's name and logos.
      company: {
        title: company?.title ?? '',
        titleEn: company?.titleEn ?? null,
        logoFaUrl: logoUrl(company?.logoFaPath),
        logoEnUrl: logoUrl(company?.logoEnPath),
      },
      assessorId: row.id,
      assessmentId: assessment.id,
      role: row.raterGroup === 'self' ? ('self' as const) : ('assessor' as const),
      targetName: fullNameIn(target!, 'fa'),
      targetNameEn: englishFullName(target!),
      templateTitle: template?.title ?? '',
      templateTitleEn: template?.titleEn ?? null,
      estimatedMinutes: assessment.estimatedMinutes ?? 20,
      finishesOn: assessment.finishesOn,
      status: assessment.status,
      roundTitle: round?.title ?? '',
      roundTitleEn: round?.titleEn ?? null,
      roundStartsOn: round?.startsOn ?? null,
      roundFinishesOn: round?.finishesOn ?? null,
    };
    if (row.registeredAt) return { ...about, registered: true, registeredAt: row.registeredAt.toISOString() };
    const cards = await repo.cardsOf(this.db, assessment.id);
    return {
      ...about,
      registered: false,
      cards: cards.map(({ competency: c }) => ({
        id: c.id,
        title: c.title,
        titleEn: c.titleEn,
        skilled: c.skilledDefinition,
        skilledEn: c.skilledDefinitionEn,
        unskilled: c.unskilledDefinition,
        unskilledEn: c.unskilledDefinitionEn,
      })),
      pileMaxima: { best: assessment.pileMaxBest!, mostly: assessment.pileMaxMostly!, least: assessment.pileMaxLeast! },
      placements: row.placements,
      version: row.answerVersion,
    };
  }

  /**
   * After one of the caller's sorts, their next one to answer in the same round (issue 26), or null.
   * Only for a sort of someone else: the assessed person's own screens say nothing of the round's
   * other people. Another person's row looks missing, as for the session.
   */
  async nextInRound(caller: Caller, assessorId: string): Promise<NextInRound | null> {
    const { row, assessment } = await this.answerer({ kind: 'user', caller }, assessorId);
    if (row.raterGroup === 'self') return null;
    const next = await repo.nextSortInRound(this.db, caller.userId, assessment.roundId, row.id);
    return next ? { assessorId: next.assessorId, targetName: fullNameIn(next, 'fa'), targetNameEn: englishFullName(next) } : null;
  }

  /**
   * Record (draft) or Register (final). Refused when the assessment does not take this answer
   * now, when it was registered already, when it breaks the pile rules, and when the caller's
   * copy is stale (409: nothing recorded is overwritten).
   */
  async save(who: Answerer, input: { assessorId?: string; placements: Placements; version: number }, final: boolean) {
    const { row, assessment } = await this.answerer(who, input.assessorId);
    const role = row.raterGroup === 'self' ? 'self' : 'assessor';
    if (row.registeredAt) throw new AppError('conflict', { messageKey: 'errors.answerRegistered' });
    if (!acceptsAnswers(assessment.status, role) || (role === 'assessor' && (row.confirmation !== 'confirmed' || !row.invitedAt))) {
      throw new AppError('conflict', { messageKey: 'errors.wrongState' });
    }
    const cards = (await repo.cardsOf(this.db, assessment.id)).map((c) => c.competency.id);
    const maxima = { best: assessment.pileMaxBest!, mostly: assessment.pileMaxMostly!, least: assessment.pileMaxLeast! };
    const problems = checkPlacements(cards, input.placements, maxima, final);
    if (problems.length) {
      const first = problems[0]!;
      throw new AppError('validation', {
        messageKey: `errors.${first.code}`,
        fieldErrors: problems.map((p) => ({
          field: p.code === 'pileFull' ? `placements.${p.pile}` : 'placements',
          code: p.code,
          message: `errors.${p.code}`,
        })),
      });
    }
    const outcome = await this.db.transaction(async (tx) => {
      const locked = (await repo.lockAssessment(tx, assessment.id))!;
      const version = await repo.saveAnswerIfCurrent(tx, row.id, input.version, {
        placements: input.placements,
        progress: final ? 'finished' : 'inProgress',
        recordedAt: new Date(),
        registeredAt: final ? new Date() : null,
      });
      if (version === null) throw new AppError('conflict', { messageKey: 'errors.staleAnswer' });
      let status = locked.status;
      if (role === 'self') {
        status = nextStatus(status, { type: final ? 'registerSelf' : 'recordSelf' });
        if (final) status = nextStatus(status, { type: 'selfDone', participantNominates: locked.includeAssessorTypeSettings });
        if (status !== locked.status) await repo.updateAssessment(tx, locked.id, { status });
      }
      // Signed in, the caller; by link, the visitor holding it (no account, the assessor row says who).
      await audit(tx, who.kind === 'user' ? who.caller : { visitor: who.origin }, {
        companyId: locked.companyId,
        action: final ? 'assessment.answer.register' : 'assessment.answer.record',
        targetType: 'assessor',
        targetId: row.id,
      });
      return { version, status };
    });
    if (outcome.status === 'waiting' && role === 'self') await this.notifyAdmins(assessment, 'awaitingAssessors');
    return { version: outcome.version, progress: final ? ('finished' as const) : ('inProgress' as const) };
  }

  /**
   * A notification to each admin of the company, in their own language (`notices.<notice>` in the
   * catalogue) — never to the person assessed, who may not run their own assessment (assessment-method.md §2).
   */
  private async notifyAdmins(
    assessment: { id: string; companyId: string; targetUserId: string },
    notice: 'awaitingAssessors' | 'assessorsToConfirm',
  ) {
    const admins = await repo.assessmentAdmins(this.db, assessment);
    for (const admin of admins) {
      const text = { title: t(admin.lang, `notices.${notice}.title`), body: t(admin.lang, `notices.${notice}.body`) };
      await insertNotification(this.db, {
        userId: admin.id,
        companyId: assessment.companyId,
        ...text,
        link: `/admin/assessments/${assessment.id}`,
      });
    }
  }

  async critique(caller: Caller, assessmentId: string, text: string) {
    assertNotImpersonating(caller);
    const row = await repo.findAssessorOfUser(this.db, assessmentId, caller.userId);
    if (!row) throw new AppError('notFound');
    await repo.insertCritique(this.db, { assessmentId, assessorId: row.id, text });
  }

  /** An assessor from an invitation link leaves a critique (the link stands for them). */
  async critiqueByLink(link: { token: string; origin: RequestOrigin }, text: string) {
    const { row, assessment } = await this.answerer({ kind: 'link', ...link });
    await repo.insertCritique(this.db, { assessmentId: assessment.id, assessorId: row.id, text });
  }

  // ---------------- the assessed person chooses assessors ----------------

  /** The person's own assessment, in a state where choosing assessors is theirs to do. */
  private async ownAssessment(caller: Caller, assessmentId: string) {
    const assessment = await repo.findAssessment(this.db, assessmentId);
    if (!isOwnAssessment(caller, assessment)) throw new AppError('notFound');
    if (['draft', 'new', 'selfInProgress'].includes(assessment.status)) throw new AppError('conflict', { messageKey: 'errors.selfFirst' });
    if (!assessment.includeAssessorTypeSettings || !['needSetAssessor', 'pendingConfirmation'].includes(assessment.status)) {
      throw new AppError('conflict', { messageKey: 'errors.wrongState' });
    }
    return assessment;
  }

  async types(caller: Caller, assessmentId: string) {
    const assessment = await repo.findAssessment(this.db, assessmentId);
    if (!isOwnAssessment(caller, assessment)) throw new AppError('notFound');
    // An assessor type allows outside people here only if this assessment does too.
    return (await repo.activeAssessorTypes(this.db))
      .filter((t) => t.raterGroup !== 'self')
      .map((t) => ({ ...toAssessorType(t), allowOutsideCompany: t.allowOutsideCompany && assessment.userMayAddExternal }));
  }

  async searchColleagues(caller: Caller, assessmentId: string, search: string) {
    const assessment = await this.ownAssessment(caller, assessmentId);
    const rows = await repo.searchColleagues(this.db, assessment.companyId, caller.userId, search);
    return rows.map((r) => ({
      userId: r.userId,
      fullName: fullNameIn(r, 'fa'),
      fullNameEn: englishFullName(r),
      departmentTitle: r.departmentTitle,
      departmentTitleEn: r.departmentTitleEn,
      positionTitle: r.positionTitle,
      positionTitleEn: r.positionTitleEn,
    }));
  }

  /**
   * Colleagues proposed from the person's reporting line (their manager, peers and direct reports).
   * Left out: the person, and anyone on the list that saving would not replace — invited, picked or
   * confirmed by an admin, disapproved, or sent for confirmation already. Their own unsent choices
   * stay in (the screen leaves out what is on its list as it changes).
   */
  async proposals(caller: Caller, assessmentId: string) {
    const assessment = await this.ownAssessment(caller, assessmentId);
    const choosing = assessment.status === 'needSetAssessor';
    const rows = await repo.assessorRowsOf(this.db, assessmentId);
    const fixed = rows.filter((r) => !(choosing && r.nominatedBy === 'participant' && !r.invitedAt && r.confirmation !== 'disapproved'));
    return assessorProposals(
      this.db,
      assessment,
      new Set([assessment.targetUserId, ...fixed.flatMap((r) => (r.userId ? [r.userId] : []))]),
    );
  }

  /**
   * The assessed person's assessors (assessment-method.md §2): names, types and confirmation, and progress only as
   * counts per group — one assessor's progress would say who has answered.
   */
  async myAssessors(caller: Caller, assessmentId: string): Promise<MyAssessors> {
    const assessment = await repo.findAssessment(this.db, assessmentId);
    if (!isOwnAssessment(caller, assessment)) throw new AppError('notFound');
    const rows = (await repo.assessorsOf(this.db, assessmentId)).filter((r) => r.assessor.raterGroup !== 'self');
    const groups = new Map<GroupProgress['group'], GroupProgress>();
    for (const { assessor } of rows) {
      if (assessor.confirmation !== 'confirmed' || !assessor.invitedAt) continue;
      const group = assessor.raterGroup as GroupProgress['group'];
      const entry = groups.get(group) ?? { group, invited: 0, finished: 0 };
      entry.invited++;
      if (assessor.registeredAt) entry.finished++;
      groups.set(group, entry);
    }
    return {
      // Only what the person may read (the schema strips the rest): who and in which group, never
      // how far an assessor is, which would single an answer out (assessment-method.md §2).
      assessors: rows.map((row) => myAssessorSchema.parse(toAssessor(row))),
      groups: RATER_GROUPS.filter((g) => g !== 'self').flatMap((g) => groups.get(g) ?? []),
      // Groups that could never be shown, of the people chosen (their own choice: nothing new to them).
      nominationOutlook: nominationOutlook(
        rows.filter((r) => r.assessor.confirmation !== 'disapproved').map((r) => r.assessor.raterGroup),
        assessment.minGroupSize ?? MIN_GROUP_SIZE.default,
      ),
    };
  }

  /** Replaces the person's own nominations that are not invited yet (at most each type's maximum). */
  async nominate(caller: Caller, assessmentId: string, nominations: NominationInput[]) {
    const { lang } = caller;
    await this.ownAssessment(caller, assessmentId);
    await this.db.transaction(async (tx) => {
      const assessment = (await repo.lockAssessment(tx, assessmentId))!;
      const existing = await repo.assessorRowsOf(tx, assessmentId);
      // While choosing, the person's uninvited nominations are replaced; once sent for
      // confirmation they stay, and only additions (e.g. after a disapproval) are taken.
      const choosing = assessment.status === 'needSetAssessor';
      const isReplaceable = (a: (typeof existing)[number]) => choosing && a.nominatedBy === 'participant' && !a.invitedAt;
      const kept = existing.filter((a) => a.raterGroup !== 'self' && !isReplaceable(a) && a.confirmation !== 'disapproved');
      const types = await repo.activeAssessorTypes(tx);
      await assertColleagues(tx, assessment, nominations);
      const problems = [
        ...(await externalAddressProblems(tx, assessment, nominations, 'participant')),
        ...checkNominations(types, [...kept.map(asNomination), ...nominations], {
          checkMinimum: false,
          allowExternal: assessment.userMayAddExternal,
          targetUserId: assessment.targetUserId,
          lang,
        }),
      ];
      if (problems.length) throw nominationError(problems, 'nominations');
      const replaceable = existing.filter(isReplaceable);
      for (const a of replaceable) await repo.deleteAssessor(tx, a.id);
      await insertNominations(tx, assessmentId, nominations, types, 'participant', (type) => participantConfirmation(type, assessment));
      await audit(tx, caller, {
        companyId: assessment.companyId,
        action: 'assessment.nominate',
        targetType: 'assessment',
        targetId: assessmentId,
        details: { count: nominations.length },
      });
    });
  }

  /** Submits the nominations: each type's minimum must be met; then confirmation, or invitations at once. */
  async submit(caller: Caller, assessmentId: string) {
    const { lang } = caller;
    await this.ownAssessment(caller, assessmentId);
    const outcome = await this.db.transaction(async (tx) => {
      const assessment = (await repo.lockAssessment(tx, assessmentId))!;
      const rows = (await repo.assessorRowsOf(tx, assessmentId)).filter((a) => a.raterGroup !== 'self' && a.confirmation !== 'disapproved');
      // The person's own externals are checked again: an address saved as an outsider's may
      // belong to someone of the company by now (taken on since, or saved before the rule).
      const own = rows.filter((r) => r.nominatedBy === 'participant' && !r.invitedAt).map(asNomination);
      const problems = [
        ...(await externalAddressProblems(tx, assessment, own, 'participant')),
        ...checkNominations(await repo.activeAssessorTypes(tx), rows.map(asNomination), {
          checkMinimum: true,
          allowExternal: true,
          targetUserId: assessment.targetUserId,
          lang,
        }),
      ];
      if (problems.length) throw nominationError(problems);
      const pending = rows.some((r) => r.confirmation === 'pending');
      const status =
        assessment.status === 'needSetAssessor'
          ? nextStatus(assessment.status, { type: 'submitNominations', needsConfirmation: pending })
          : assessment.status;
      await repo.updateAssessment(tx, assessmentId, { status });
      await audit(tx, caller, {
        companyId: assessment.companyId,
        action: 'assessment.nominations.submit',
        targetType: 'assessment',
        targetId: assessmentId,
      });
      return { assessment: { ...assessment, status }, rows };
    });
    if (outcome.assessment.status === 'collecting') {
      await this.invitations.send(
        outcome.assessment,
        outcome.rows.filter((r) => r.confirmation === 'confirmed' && !r.invitedAt),
        'invitation',
      );
    } else {
      await this.notifyAdmins(outcome.assessment, 'assessorsToConfirm');
    }
    return outcome.assessment.status;
  }
}

/** 409 with its reason: the page shows "this assessment is closed" (contracts' ASSESSMENT_CLOSED_REASON). */
function assessmentClosed(): AppError {
  return new AppError('conflict', { messageKey: 'errors.assessmentClosed', extra: { reason: ASSESSMENT_CLOSED_REASON } });
}
