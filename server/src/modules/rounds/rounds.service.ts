import type { FastifyInstance } from 'fastify';
import { fullNameIn, MIN_GROUP_SIZE, type FieldError, type LanguageCode } from '@rira/contracts';
import {
  RATER_LOAD_LIMIT,
  type RoundBulkAction,
  type RoundBulkResult,
  type RoundDashboard,
  type RoundListItem,
  type RoundPeopleSelection,
} from '@rira/contracts/rounds';
import { tehranDay } from '@rira/contracts/tehran-time';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { t } from '../../http/translate.ts';
import { audit } from '../audit/audit.repo.ts';
import { assertRowInScope, resolveCompanyScope } from '../companies/company-scope.ts';
import { findTemplateForCompany } from '../library/library.repo.ts';
import * as assessmentsRepo from '../assessments/assessments.repo.ts';
import { AssessmentsService } from '../assessments/assessments.service.ts';
import { ReportsService } from '../reports/reports.service.ts';
import { bulkVerdict, type BulkAssessor } from './domain/round-bulk.ts';
import { roundDashboardFigures } from './domain/round-dashboard.ts';
import { buildRoundWorkbook } from './round-workbook.ts';
import { planRoundInvitations, type RoundInvitee } from './domain/round-invitations.ts';
import { RoundInvitationSender } from './round-invitations.ts';
import * as repo from './rounds.repo.ts';
import type { RoundRow } from './rounds.repo.ts';

/** A colleague's assessor row whose invitation waits for the round's one invitation per rater. */
type Deferred = RoundInvitee & { estimatedMinutes: number };

type Selection = Required<{ [K in keyof RoundPeopleSelection]: string[] }>;

interface RoundCreateInput extends Selection {
  companyId?: string;
  title: string;
  titleEn?: string | null;
  templateId: string;
  startsOn: string;
  finishesOn: string;
  userMaySeeReport: boolean;
  needsAssessorConfirmation: boolean;
  userMayAddExternal: boolean;
  includeAssessorTypeSettings: boolean;
}

const ITEM_FIELDS = [
  ['departmentIds', 'department'],
  ['structureIds', 'structure'],
  ['positionIds', 'position'],
  ['jobTitleIds', 'jobTitle'],
  ['managementLevelIds', 'managementLevel'],
] as const;

const unknownOption = (field: string): FieldError => ({ field, code: 'unknownOption', message: 'validation.unknownOption' });

/** Rounds (issue 26, docs/decisions/038): a company's 360 programme run as one. */
export class RoundsService {
  private readonly assessments: AssessmentsService;
  private readonly reports: ReportsService;
  private readonly raterInvitations: RoundInvitationSender;
  constructor(private readonly app: FastifyInstance) {
    this.raterInvitations = new RoundInvitationSender(app);
    this.assessments = new AssessmentsService(app);
    this.reports = new ReportsService(app);
  }
  private get db() {
    return this.app.db;
  }

  /** A round the caller may run, or 404 (a company admin never reaches another company's). */
  private async load(caller: Caller, id: string) {
    const row = await repo.findRound(this.db, id);
    if (!row) throw new AppError('notFound');
    assertRowInScope(caller, row.round.companyId);
    return row;
  }

  async list(
    caller: Caller,
    request: {
      companyId?: string;
      sort: 'createdAt' | 'startsOn' | 'finishesOn' | 'title';
      direction: 'asc' | 'desc';
      pageIndex: number;
      pageSize: number;
    },
  ): Promise<{ items: RoundListItem[]; total: number }> {
    const companyId = await resolveCompanyScope(this.db, caller, request.companyId);
    const { rows, total } = await repo.listRounds(this.db, { ...request, companyId, viewerId: caller.userId });
    return {
      total,
      items: rows.map((r) => ({
        id: r.round.id,
        companyId: r.round.companyId,
        title: r.round.title,
        titleEn: r.round.titleEn,
        templateId: r.round.templateId,
        templateTitle: r.templateTitle,
        templateTitleEn: r.templateTitleEn,
        startsOn: r.round.startsOn,
        finishesOn: r.round.finishesOn,
        createdAt: r.round.createdAt.toISOString(),
        people: r.people,
        finished: r.finished,
        answered: r.answered,
        invited: r.invited,
      })),
    };
  }

  /** The dashboard: a constant number of queries, whatever the round's size; the figures from the pure domain function. */
  async dashboard(caller: Caller, id: string): Promise<RoundDashboard> {
    const { round, templateTitle, templateTitleEn, templateMinGroupSize } = await this.load(caller, id);
    const [people, assessorRows] = await Promise.all([
      repo.roundPeople(this.db, id, caller.userId),
      repo.roundAssessors(this.db, id, caller.userId),
    ]);
    const raterIds = [...new Set(assessorRows.flatMap((a) => (a.userId && a.raterGroup !== 'self' ? [a.userId] : [])))];
    const openLoad = await repo.openLoad(this.db, round.companyId, raterIds, caller.userId);
    const byAssessment = new Map<string, typeof assessorRows>();
    for (const a of assessorRows) byAssessment.set(a.assessmentId, [...(byAssessment.get(a.assessmentId) ?? []), a]);
    const minGroupSizeOf = (m: number | null) => m ?? templateMinGroupSize ?? MIN_GROUP_SIZE.default;
    const figures = roundDashboardFigures({
      today: tehranDay(new Date()),
      startsOn: round.startsOn,
      finishesOn: round.finishesOn,
      raterLoadLimit: RATER_LOAD_LIMIT,
      openLoad,
      assessments: people.map((p) => ({
        assessmentId: p.assessment.id,
        status: p.assessment.status,
        minGroupSize: minGroupSizeOf(p.assessment.minGroupSize),
        assessors: (byAssessment.get(p.assessment.id) ?? []).map((a) => ({
          userId: a.userId,
          raterGroup: a.raterGroup,
          confirmation: a.confirmation,
          invited: Boolean(a.invitedAt),
          registered: Boolean(a.registeredAt),
        })),
      })),
    });
    const names = new Map(
      (
        await repo.namesOf(
          this.db,
          figures.raterLoad.map((r) => r.userId),
        )
      ).map((n) => [n.id, n]),
    );
    return {
      id: round.id,
      companyId: round.companyId,
      title: round.title,
      titleEn: round.titleEn,
      templateId: round.templateId,
      templateTitle,
      templateTitleEn,
      startsOn: round.startsOn,
      finishesOn: round.finishesOn,
      userMaySeeReport: round.userMaySeeReport,
      needsAssessorConfirmation: round.needsAssessorConfirmation,
      userMayAddExternal: round.userMayAddExternal,
      includeAssessorTypeSettings: round.includeAssessorTypeSettings,
      minGroupSize: minGroupSizeOf(null),
      raterLoadLimit: RATER_LOAD_LIMIT,
      people: people.map((p) => {
        const figure = figures.perAssessment.get(p.assessment.id);
        return {
          assessmentId: p.assessment.id,
          userId: p.assessment.targetUserId,
          name: fullNameIn(p, 'fa'),
          nameEn: p.firstNameEn && p.lastNameEn ? `${p.firstNameEn} ${p.lastNameEn}` : null,
          departmentTitle: p.departmentTitle,
          departmentTitleEn: p.departmentTitleEn,
          status: p.assessment.status,
          selfDone: figure?.selfDone ?? false,
          nominationsWaiting: figure?.nominationsWaiting ?? 0,
          groups: figure?.groups ?? [],
          reportReleased: Boolean(p.reportReleased),
        };
      }),
      responseRates: figures.responseRates,
      groupsAtRisk: figures.groupsAtRisk,
      raterLoad: figures.raterLoad.map((r) => {
        const n = names.get(r.userId);
        return {
          ...r,
          name: n ? fullNameIn(n, 'fa') : '',
          nameEn: n?.firstNameEn && n.lastNameEn ? `${n.firstNameEn} ${n.lastNameEn}` : null,
        };
      }),
    };
  }

  /** The round's status as an Excel workbook: the dashboard's people (never the viewer's own), in `lang`. */
  async workbook(caller: Caller, id: string, lang: LanguageCode): Promise<Buffer> {
    return buildRoundWorkbook(await this.dashboard(caller, id), lang);
  }

  /**
   * The people a selection names, with every problem at once: a named person not employed in the
   * company, a department (structure, position, job title, management level) not of the company.
   */
  private async choosePeople(companyId: string, selection: Selection, problems: FieldError[]) {
    for (const [field, kind] of ITEM_FIELDS) {
      const ids = selection[field];
      const found = await repo.companyItemIds(this.db, companyId, kind, ids);
      if (ids.some((id) => !found.has(id))) problems.push(unknownOption(field));
    }
    const people = await assessmentsRepo.targetPeople(this.db, companyId, selection);
    const named = new Set(selection.userIds);
    const found = new Set(people.map((p) => p.userId));
    if ([...named].some((id) => !found.has(id))) problems.push(unknownOption('userIds'));
    // Named people are assessed even if inactive (publish will refuse them); groups bring their active members.
    return [...new Set(people.filter((p) => p.isActive || named.has(p.userId)).map((p) => p.userId))];
  }

  async create(caller: Caller, input: RoundCreateInput): Promise<{ id: string; assessmentIds: string[] }> {
    const companyId = await resolveCompanyScope(this.db, caller, input.companyId);
    const problems: FieldError[] = [];
    if (input.startsOn > input.finishesOn)
      problems.push({ field: 'finishesOn', code: 'finishBeforeStart', message: 'validation.finishBeforeStart' });
    const template = await findTemplateForCompany(this.db, input.templateId, companyId);
    if (!template) problems.push(unknownOption('templateId'));
    const targets = await this.choosePeople(companyId, input, problems);
    if (!problems.length && !targets.length)
      problems.push({ field: 'userIds', code: 'chooseTargets', message: 'validation.chooseTargets' });
    if (problems.length) throw new AppError('validation', { fieldErrors: problems });
    return this.db.transaction(async (tx) => {
      const id = await assessmentsRepo.insertRound(tx, {
        companyId,
        title: input.title,
        titleEn: input.titleEn || null,
        templateId: input.templateId,
        startsOn: input.startsOn,
        finishesOn: input.finishesOn,
        userMaySeeReport: input.userMaySeeReport,
        needsAssessorConfirmation: input.needsAssessorConfirmation,
        userMayAddExternal: input.userMayAddExternal,
        includeAssessorTypeSettings: input.includeAssessorTypeSettings,
        createdBy: caller.userId,
      });
      const rows = await assessmentsRepo.insertAssessments(
        tx,
        targets.map((targetUserId) => ({
          companyId,
          roundId: id,
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
      await audit(tx, caller, {
        companyId,
        action: 'round.create',
        targetType: 'round',
        targetId: id,
        details: { count: rows.length, templateId: input.templateId },
      });
      return { id, assessmentIds: rows.map((r) => r.id) };
    });
  }

  async update(caller: Caller, input: { id: string; title: string; titleEn?: string | null }) {
    const { round } = await this.load(caller, input.id);
    await this.db.transaction(async (tx) => {
      await repo.updateRound(tx, round.id, { title: input.title, titleEn: input.titleEn || null });
      await audit(tx, caller, {
        companyId: round.companyId,
        action: 'round.update',
        targetType: 'round',
        targetId: round.id,
        details: { from: round.title },
      });
    });
  }

  /** More people: drafts with the round's template, dates and settings; published too when the round's assessments are. */
  async addPeople(caller: Caller, input: Selection & { id: string }): Promise<string[]> {
    const { round } = await this.load(caller, input.id);
    const problems: FieldError[] = [];
    const targets = await this.choosePeople(round.companyId, input, problems);
    if (problems.length) throw new AppError('validation', { fieldErrors: problems });
    const existing = await repo.assessmentsOfRound(this.db, round.id);
    const already = new Set(existing.map((a) => a.targetUserId));
    const fresh = targets.filter((id) => !already.has(id));
    if (!fresh.length) return [];
    const today = tehranDay(new Date());
    const ids = await this.db.transaction(async (tx) => {
      const rows = await assessmentsRepo.insertAssessments(
        tx,
        fresh.map((targetUserId) => ({
          companyId: round.companyId,
          roundId: round.id,
          targetUserId,
          templateId: round.templateId,
          startsOn: round.startsOn ?? today,
          finishesOn: round.finishesOn ?? today,
          userMaySeeReport: round.userMaySeeReport,
          needsAssessorConfirmation: round.needsAssessorConfirmation,
          userMayAddExternal: round.userMayAddExternal,
          includeAssessorTypeSettings: round.includeAssessorTypeSettings,
          createdBy: caller.userId,
        })),
      );
      await audit(tx, caller, {
        companyId: round.companyId,
        action: 'round.addPeople',
        targetType: 'round',
        targetId: round.id,
        details: { count: rows.length },
      });
      return rows.map((r) => r.id);
    });
    // A running round: the newcomers start too, by the one publish path (their self-assessment and its notice).
    if (existing.some((a) => a.status !== 'draft')) {
      for (const id of ids) {
        try {
          await this.assessments.publish(caller, id);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          this.app.log.warn({ assessmentId: id, reason: err.messageKey }, 'round.addPeople: left as a draft');
        }
      }
    }
    return ids;
  }

  /** Takes people out: only assessments with no recorded answer, else 409 naming those that have one (nothing removed). */
  async removePeople(caller: Caller, input: { id: string; userIds: string[] }) {
    const { round } = await this.load(caller, input.id);
    const all = await repo.assessmentsOfRound(this.db, round.id);
    const chosen = all.filter((a) => input.userIds.includes(a.targetUserId) && a.targetUserId !== caller.userId);
    if (chosen.length !== new Set(input.userIds).size) throw new AppError('validation', { fieldErrors: [unknownOption('userIds')] });
    const withAnswers = await repo.assessmentsWithAnswers(
      this.db,
      chosen.map((a) => a.id),
    );
    if (withAnswers.size) {
      const names = chosen
        .filter((a) => withAnswers.has(a.id))
        .map((a) => fullNameIn(a, caller.lang))
        .join(caller.lang === 'fa' ? '، ' : ', ');
      throw new AppError('conflict', {
        messageKey: 'errors.roundPeopleHaveAnswers',
        params: { names },
        extra: { userIds: chosen.filter((a) => withAnswers.has(a.id)).map((a) => a.targetUserId) },
      });
    }
    await this.db.transaction(async (tx) => {
      await repo.deleteAssessments(
        tx,
        chosen.map((a) => a.id),
      );
      await audit(tx, caller, {
        companyId: round.companyId,
        action: 'round.removePeople',
        targetType: 'round',
        targetId: round.id,
        details: { count: chosen.length, assessmentIds: chosen.map((a) => a.id) },
      });
    });
  }

  /**
   * One action on each of the round's assessments (or those named). The verdict for each person is
   * the pure `bulkVerdict`, from facts read for the whole round in a constant number of queries;
   * a skip carries its translated reason, so a repeat does nothing twice. Only an 'apply' calls the
   * assessment's (or report's) own service call, each in a transaction of its own; a refusal it
   * still raises is 'failed' with its translated message. One audit row per call, with the counts.
   */
  async bulk(
    caller: Caller,
    input: { id: string; action: RoundBulkAction; assessmentIds?: string[]; finishesOn?: string },
  ): Promise<RoundBulkResult> {
    const { round } = await this.load(caller, input.id);
    // Releasing a version is the system manager's (the release call's own access): refused whole, nothing done.
    if (input.action === 'releaseReports' && caller.role !== 'systemManager') throw new AppError('forbidden');
    if (input.action === 'extend' && input.finishesOn && input.finishesOn < tehranDay(new Date()))
      throw new AppError('validation', {
        messageKey: 'errors.extendInPast',
        fieldErrors: [{ field: 'finishesOn', code: 'extendInPast', message: 'errors.extendInPast' }],
      });
    // Never the caller's own assessment (assessment-method.md §2, inside the company).
    const [roundAssessments, assessorRows, reports] = await Promise.all([
      repo.assessmentsOfRound(this.db, round.id),
      repo.roundBulkAssessors(this.db, round.id),
      repo.roundCompleteReports(this.db, round.id),
    ]);
    const all = roundAssessments.filter((a) => a.targetUserId !== caller.userId);
    let chosen = all;
    if (input.assessmentIds) {
      const ids = new Set(input.assessmentIds);
      chosen = all.filter((a) => ids.has(a.id));
      if (chosen.length !== ids.size)
        throw new AppError('validation', {
          messageKey: 'errors.notInRound',
          fieldErrors: [{ field: 'assessmentIds', code: 'notInRound', message: 'errors.notInRound' }],
        });
    }
    const today = tehranDay(new Date());
    const assessorsOf = new Map<string, BulkAssessor[]>();
    for (const r of assessorRows) {
      const list = assessorsOf.get(r.assessmentId) ?? [];
      list.push({
        raterGroup: r.raterGroup,
        confirmation: r.confirmation,
        invitationStatus: r.invitationStatus,
        invited: Boolean(r.invitedAt),
        registered: Boolean(r.registeredAt),
        remindedToday: r.remindedOn === today,
      });
      assessorsOf.set(r.assessmentId, list);
    }
    const outcomes: RoundBulkResult['outcomes'] = [];
    // Colleagues' invitations wait for the round's one invitation per rater (docs/decisions/038).
    const deferred: Deferred[] = [];
    for (const a of chosen) {
      const person = {
        assessmentId: a.id,
        name: fullNameIn(a, 'fa'),
        nameEn: a.firstNameEn && a.lastNameEn ? `${a.firstNameEn} ${a.lastNameEn}` : null,
      };
      const report = reports.get(a.id);
      const verdict = bulkVerdict(
        input.action,
        {
          status: a.status,
          assessors: assessorsOf.get(a.id) ?? [],
          finishesOn: a.finishesOn,
          reportGenerated: a.status === 'finished' && Boolean(report),
          reportReleased: Boolean(report?.released),
        },
        { finishesOn: input.finishesOn },
      );
      if (verdict.outcome === 'skipped') {
        outcomes.push({ ...person, outcome: 'skipped', reason: t(caller.lang, verdict.messageKey) });
        continue;
      }
      try {
        await this.bulkOne(caller, input, a, report?.version, deferred);
        outcomes.push({ ...person, outcome: 'done', reason: null });
      } catch (err) {
        if (!(err instanceof AppError)) {
          this.app.log.error({ err, assessmentId: a.id, action: input.action }, 'round.bulk');
          outcomes.push({ ...person, outcome: 'failed', reason: t(caller.lang, 'errors.internal') });
          continue;
        }
        outcomes.push({ ...person, outcome: 'failed', reason: t(caller.lang, err.messageKey, err.params) });
      }
    }
    if (deferred.length) await this.inviteRaters(caller, round, deferred, outcomes);
    const result = {
      done: outcomes.filter((o) => o.outcome === 'done').length,
      skipped: outcomes.filter((o) => o.outcome === 'skipped').length,
      failed: outcomes.filter((o) => o.outcome === 'failed').length,
      outcomes,
    };
    await this.db.transaction(async (tx) => {
      if (input.action === 'extend' && input.finishesOn && result.done && (!round.finishesOn || input.finishesOn > round.finishesOn))
        await repo.updateRound(tx, round.id, { finishesOn: input.finishesOn });
      await audit(tx, caller, {
        companyId: round.companyId,
        action: `round.bulk.${input.action}`,
        targetType: 'round',
        targetId: round.id,
        details: {
          done: result.done,
          skipped: result.skipped,
          failed: result.failed,
          ...(input.finishesOn ? { finishesOn: input.finishesOn } : {}),
        },
      });
    });
    return result;
  }

  /**
   * The round's one invitation per colleague: their rows of every assessment grouped by person
   * (`planRoundInvitations`), one mail and SMS each. An assessment whose colleague's invitation
   * failed is reported failed with the reason; its rows stay unsent, so the next send retries them.
   */
  private async inviteRaters(caller: Caller, round: RoundRow, deferred: Deferred[], outcomes: RoundBulkResult['outcomes']) {
    const people = await assessmentsRepo.peopleToMail(this.db, [...new Set(deferred.flatMap((d) => (d.userId ? [d.userId] : [])))]);
    const languages = new Map(people.map((p) => [p.id, p.preferredLanguage]));
    const plan = planRoundInvitations(deferred, (userId) => languages.get(userId) ?? 'fa');
    const minutes = Math.max(...deferred.map((d) => d.estimatedMinutes));
    const failedRows = await this.raterInvitations.send(round, plan.raters, people, minutes);
    const failedAssessments = new Set(deferred.filter((d) => failedRows.has(d.assessorId)).map((d) => d.assessmentId));
    for (const outcome of outcomes) {
      if (!failedAssessments.has(outcome.assessmentId) || outcome.outcome === 'failed') continue;
      outcome.outcome = 'failed';
      outcome.reason = t(caller.lang, 'errors.invitationFailed');
    }
  }

  /**
   * One assessment the verdict applies to: the single call the action stands for. `reportVersion`
   * is the complete version to release; colleagues' invitations are handed back in `deferred` for the
   * round's one invitation per rater. A refusal is the call's own (the bulk reports it as failed).
   */
  private async bulkOne(
    caller: Caller,
    input: { action: RoundBulkAction; finishesOn?: string },
    a: Awaited<ReturnType<typeof repo.assessmentsOfRound>>[number],
    reportVersion: number | undefined,
    deferred: Deferred[],
  ): Promise<void> {
    const id = a.id;
    switch (input.action) {
      case 'publish':
        await this.assessments.publish(caller, id);
        return;
      case 'confirmNominations': {
        const pending = (await assessmentsRepo.assessorRowsOf(this.db, id)).filter(
          (r) => r.raterGroup !== 'self' && r.confirmation === 'pending',
        );
        await this.assessments.confirm(
          caller,
          id,
          pending.map((r) => ({ assessorId: r.id, confirmation: 'confirmed' as const })),
        );
        return;
      }
      case 'sendInvitations': {
        const sending = await this.assessments.sendInvitations(caller, id, undefined, { colleaguesByRound: true });
        deferred.push(
          ...sending.deferred.map((r) => ({
            assessorId: r.id,
            assessmentId: id,
            userId: r.userId,
            targetUserId: a.targetUserId,
            invitationLanguage: r.invitationLanguage,
            estimatedMinutes: a.estimatedMinutes ?? 20,
          })),
        );
        if (sending.failed) throw new AppError('unavailable', { messageKey: 'errors.invitationFailed' });
        return;
      }
      case 'remind':
        await this.assessments.remind(caller, id);
        return;
      case 'extend':
        // A draft's dates are changed by its Edit (the single Extend is for published ones).
        if (a.status === 'draft')
          await this.assessments.update(caller, {
            id,
            startsOn: a.startsOn ?? tehranDay(new Date()),
            finishesOn: input.finishesOn!,
            userMaySeeReport: a.userMaySeeReport,
            needsAssessorConfirmation: a.needsAssessorConfirmation,
            userMayAddExternal: a.userMayAddExternal,
            includeAssessorTypeSettings: a.includeAssessorTypeSettings,
          });
        else await this.assessments.extend(caller, { id, finishesOn: input.finishesOn! });
        return;
      case 'close':
        await this.assessments.close(caller, id);
        return;
      case 'generateReports':
        await this.reports.generate(caller, { id });
        return;
      case 'releaseReports':
        if (reportVersion === undefined) throw new AppError('notFound', { messageKey: 'errors.noReportYet' });
        await this.reports.release(caller, id, reportVersion);
        return;
    }
  }
}
