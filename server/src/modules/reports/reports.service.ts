import fs from 'node:fs';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  englishFullName,
  fullNameIn,
  textIn,
  titleIn,
  type LanguageCode,
  type ReportDocument,
  type ReportKind,
  type ReopenExposure,
  type ReportVersion,
} from '@rira/contracts';
import { MIN_GROUP_SIZE_FLOOR, type ReportAudience, type ReportInput } from '@rira/contracts/report-types';
import { AppError } from '../../http/app-error.ts';
import type { ActedBy, Caller } from '../../http/caller.ts';
import { audit } from '../audit/audit.repo.ts';
import { resolveCompanyScope } from '../companies/company-scope.ts';
import { assertMayRunAssessment, reportAccessFor } from '../assessments/assessment-policy.ts';
import { findAssessment, type AssessmentRow } from '../assessments/assessments.repo.ts';
import { audienceView, checkDevelopmentChoice, computeReport, MAX_HARD_DEVELOPMENT_CHOICES } from '../assessments/domain/report-engine.ts';
import {
  isPlatformOnly,
  latestCompleteVersion,
  readableVersions,
  releasedVersion,
  reopenExposure,
} from '../assessments/domain/report-versions.ts';
import { InvitationSender } from '../assessments/invitations.ts';
import { buildCompanyExport } from './report-export.ts';
import { reportPdfFileName } from './report-file-name.ts';
import type { PageFrameText } from './report-page-frame.ts';
import * as repo from './reports.repo.ts';
import { reportOf, type SnapshotInput } from './report-snapshot.ts';

/** Who is reading: a signed-in person, or the PDF renderer holding a print token for one snapshot. */
export type ReportReader = { kind: 'user'; caller: Caller } | { kind: 'print'; token: string };

export function hashPrintToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/** The queue of the job that makes the reports a stopped server did not make (`reportMissing`). */
export const MISSING_REPORTS_JOB = 'reports.makeMissing';

/** How far back `reportMissing` looks, and how long after a close it leaves the report to its own server. */
export const MISSING_REPORT_LOOKBACK_MS = 7 * 24 * 3600_000;
export const MISSING_REPORT_GRACE_MS = 5 * 60_000;

export class ReportsService {
  private readonly notices: InvitationSender;
  constructor(private readonly app: FastifyInstance) {
    this.notices = new InvitationSender(app);
  }
  private get db() {
    return this.app.db;
  }

  /** An assessment whose reports the caller may run (assessment-policy.ts), or 404. */
  private async adminAssessment(caller: Caller, assessmentId: string) {
    const assessment = await findAssessment(this.db, assessmentId);
    if (!assessment) throw new AppError('notFound');
    assertMayRunAssessment(caller, assessment);
    return assessment;
  }

  /** The engine's input from the finished answers, with the weights, thresholds and texts of the cards. */
  async buildInput(assessment: AssessmentRow): Promise<SnapshotInput> {
    const { cards, links, factors } = await repo.cardsForReport(this.db, assessment.id);
    const cardIds = new Set(cards.map((c) => c.competency.id));
    const answers = await repo.finishedAnswers(this.db, assessment.id);
    const everyone = await repo.allAssessors(this.db, assessment.id);
    const invitations: ReportInput['invitations'] = {};
    for (const a of everyone) {
      const counted = a.raterGroup === 'self' || (a.confirmation === 'confirmed' && a.invitedAt);
      if (!counted) continue;
      const entry = (invitations[a.raterGroup] ??= { invited: 0, finished: 0 });
      entry.invited++;
      if (a.registeredAt) entry.finished = (entry.finished ?? 0) + 1;
    }
    return {
      engine: {
        cards: cards.map(({ competency: c, isHard }) => ({
          id: c.id,
          title: c.title,
          titleEn: c.titleEn,
          factorId: c.factorId,
          score: c.score,
          minScore: c.minScore,
          maxScore: c.maxScore,
          compensatorIds: links.filter((l) => l.competencyId === c.id && cardIds.has(l.compensatorId)).map((l) => l.compensatorId),
          isHard,
        })),
        factors: factors.map((f) => ({ id: f.id, title: f.title, titleEn: f.titleEn, minScore: f.minScore, maxScore: f.maxScore })),
        answers: answers.map((a) => ({ assessorId: a.id, group: a.raterGroup, weight: a.weight, placements: a.placements })),
        invitations,
        settings: { minGroupSize: assessment.minGroupSize ?? 3 },
      },
      competencies: cards.map(({ competency: c, difficultyTitle, difficultyTitleEn, isHard }) => ({
        id: c.id,
        title: c.title,
        titleEn: c.titleEn,
        skilled: c.skilledDefinition,
        skilledEn: c.skilledDefinitionEn,
        unskilled: c.unskilledDefinition,
        unskilledEn: c.unskilledDefinitionEn,
        overused: c.overusedDefinition,
        overusedEn: c.overusedDefinitionEn,
        isHard,
        difficultyTitle,
        difficultyTitleEn,
        factorId: c.factorId,
      })),
      factors: factors.map((f) => ({
        id: f.id,
        title: f.title,
        titleEn: f.titleEn,
        description: f.description,
        descriptionEn: f.descriptionEn,
      })),
    };
  }

  /**
   * Generates a new version. On a finished assessment it is complete and released at once (the
   * company and the assessed person read it). On one still collecting it is partial: only the system
   * manager may make one, with a reason, and only the platform reads it (assessment-method.md §2, inside the
   * company: a partial version beside the complete one would single out the answers in between).
   * The snapshot keeps the answers it used; later resets or answers do not change it.
   */
  async generate(caller: Caller, input: { id: string; reason?: string }) {
    const assessment = await this.adminAssessment(caller, input.id);
    if (assessment.status !== 'finished' && assessment.status !== 'collecting')
      throw new AppError('conflict', { messageKey: 'errors.reportNotReady' });
    const partial = assessment.status !== 'finished';
    if (partial && caller.role !== 'systemManager') throw new AppError('forbidden', { messageKey: 'errors.partialReportPlatformOnly' });
    if (partial && !input.reason) {
      throw new AppError('validation', {
        messageKey: 'errors.partialReportReason',
        fieldErrors: [{ field: 'reason', code: 'required', message: 'errors.partialReportReason' }],
      });
    }
    return this.snapshot(assessment, caller, partial ? input.reason : undefined);
  }

  /**
   * The reports a server did not get to make: assessments closed in the last week (but not in the
   * last few minutes, whose report may still be on its way) without a complete version get it now,
   * and their person is told. A server stopped between the snapshot and the mail is not repaired:
   * the mail is then lost rather than ever sent twice.
   */
  async reportMissing(now = new Date()): Promise<number> {
    const ids = await repo.closedWithoutReport(
      this.db,
      new Date(now.getTime() - MISSING_REPORT_LOOKBACK_MS),
      new Date(now.getTime() - MISSING_REPORT_GRACE_MS),
    );
    for (const id of ids) {
      try {
        await this.reportOnClose(id, { job: MISSING_REPORTS_JOB });
        this.app.log.warn({ assessmentId: id }, 'report made after its close was interrupted');
      } catch (err) {
        this.app.log.error({ err, assessmentId: id }, 'report.missing');
      }
    }
    return ids.length;
  }

  /**
   * Closing makes the report (issue 11): a version generated and released at once, and the assessed
   * person told — in the panel and by mail, in their language — when they may read it.
   */
  async reportOnClose(assessmentId: string, by: ActedBy) {
    const assessment = await findAssessment(this.db, assessmentId);
    if (!assessment || assessment.status !== 'finished') return;
    await this.snapshot(assessment, by);
    if (assessment.userMaySeeReport) await this.notices.notifyReportReady(assessment);
  }

  /** `by`: the admin who generated it or closed the assessment, or the job that closed it. */
  private async snapshot(assessment: AssessmentRow, by: ActedBy, reason?: string) {
    const assessmentId = assessment.id;
    const input = await this.buildInput(assessment);
    const report = computeReport(input.engine);
    const partial = assessment.status !== 'finished';
    const now = new Date();
    const byUserId = 'userId' in by ? (by.userId ?? null) : null;
    const snapshot = await this.db.transaction(async (tx) => {
      const version = (await repo.latestVersion(tx, assessmentId)) + 1;
      const row = await repo.insertSnapshot(tx, {
        assessmentId,
        version,
        partial,
        input,
        report,
        generatedBy: byUserId,
        ...(partial ? {} : { releasedAt: now, releasedBy: byUserId }),
      });
      await audit(tx, by, {
        companyId: assessment.companyId,
        action: 'report.generate',
        targetType: 'assessment',
        targetId: assessmentId,
        details: { version, partial, released: !partial, ...(reason ? { reason } : {}) },
      });
      return row;
    });
    return { version: snapshot.version, partial };
  }

  /**
   * Makes an earlier complete version the one the assessed person reads (e.g. after generating
   * again by mistake): the system manager's alone (the route's action), since the person would then
   * have read two versions. A partial version is never released: comparing it with a later one
   * could isolate the answers that came in between.
   */
  async release(caller: Caller, assessmentId: string, version: number) {
    const assessment = await this.adminAssessment(caller, assessmentId);
    const snapshot = await repo.findSnapshot(this.db, assessmentId, version);
    if (!snapshot) throw new AppError('notFound', { messageKey: 'errors.noReportYet' });
    if (snapshot.partial) throw new AppError('conflict', { messageKey: 'errors.releasePartialReport' });
    await this.db.transaction(async (tx) => {
      await repo.releaseSnapshot(tx, snapshot.id, caller.userId);
      await audit(tx, caller, {
        companyId: assessment.companyId,
        action: 'report.release',
        targetType: 'assessment',
        targetId: assessmentId,
        details: { version },
      });
    });
  }

  /**
   * Before the system manager reopens a closed assessment: the groups of the version the company
   * reads now, whose answers a later version would give away if fewer than `minGroupSize` of them
   * changed (domain/report-versions.ts).
   */
  async reopenExposure(caller: Caller, assessmentId: string): Promise<ReopenExposure> {
    const assessment = await this.adminAssessment(caller, assessmentId);
    const all = await repo.versionsOf(this.db, assessmentId);
    const read = latestCompleteVersion(all);
    const snapshot = read ? await repo.findSnapshot(this.db, assessmentId, read.version) : null;
    const minGroupSize = Math.max(MIN_GROUP_SIZE_FLOOR, assessment.minGroupSize ?? MIN_GROUP_SIZE_FLOOR);
    return reopenExposure(snapshot && { version: snapshot.version, report: reportOf(snapshot) }, minGroupSize);
  }

  /** The versions the caller may open (`readableVersions`), newest first. */
  async versions(caller: Caller, assessmentId: string) {
    const assessment = await this.adminAssessment(caller, assessmentId);
    const access = reportAccessFor(caller, assessment);
    if (!('reader' in access)) throw new AppError('notFound');
    const all = await repo.versionsOf(this.db, assessmentId);
    return versionList(readableVersions(all, access.reader, { closed: assessment.status === 'finished' }), all);
  }

  /**
   * Who reads which report (assessment-method.md §2, inside the company): the system manager every version (the
   * platform: a read of a version the company cannot read is audited); the company's admins the
   * latest complete version of a closed assessment; the assessed person — when "user may see report"
   * is on — only the released version of a closed assessment, in their view, whatever their role (an
   * admin assessed reads their own report as the person); the PDF printer the snapshot of its token,
   * in the person's view (a PDF may be handed on); assessors and everyone else never. Another
   * company's assessment looks missing, and so does a version the reader may not open.
   */
  async readable(reader: ReportReader, assessmentId: string, version?: number) {
    if (reader.kind === 'print') {
      const token = await repo.findPrintToken(this.db, hashPrintToken(reader.token));
      const snapshot = token && token.expiresAt.getTime() > Date.now() ? await repo.findSnapshotById(this.db, token.snapshotId) : null;
      if (!snapshot || snapshot.assessmentId !== assessmentId) throw new AppError('forbidden', { messageKey: 'errors.reportNotAllowed' });
      return {
        assessment: (await findAssessment(this.db, assessmentId))!,
        snapshot,
        isTarget: false,
        audience: 'assessedPerson' as ReportAudience,
        // The printer prints the version its token was made for, and says nothing of others.
        versions: [] as ReportVersion[],
      };
    }
    return this.userSnapshot(reader.caller, assessmentId, version, (id, v) => repo.findSnapshot(this.db, id, v));
  }

  /**
   * The snapshot whose PDF a signed-in reader asks for, under the rules of `readable`, without its
   * content: a PDF printed before is sent without reading it (it is about 100 KB of JSON).
   */
  async pdfSnapshot(caller: Caller, assessmentId: string, version?: number) {
    return this.userSnapshot(caller, assessmentId, version, (id, v) => repo.findSnapshotRef(this.db, id, v));
  }

  /** `readable` for a signed-in reader, the snapshot loaded whole or as a reference. */
  private async userSnapshot<S extends { version: number }>(
    caller: Caller,
    assessmentId: string,
    version: number | undefined,
    load: (assessmentId: string, version: number) => Promise<S | null>,
  ) {
    const assessment = await findAssessment(this.db, assessmentId);
    if (!assessment) throw new AppError('notFound');
    const access = reportAccessFor(caller, assessment);
    if ('refused' in access)
      throw access.refused === 'notFound' ? new AppError('notFound') : new AppError('forbidden', { messageKey: 'errors.reportNotAllowed' });
    const all = await repo.versionsOf(this.db, assessmentId);
    const closed = assessment.status === 'finished';
    const readable = readableVersions(all, access.reader, { closed });
    const chosen = version === undefined ? readable[0] : readable.find((v) => v.version === version);
    // A version the reader may not open looks missing, like one never made.
    if (!chosen) {
      const afterClose = access.reader !== 'platform' && !closed;
      throw new AppError('notFound', { messageKey: afterClose ? 'errors.reportAfterClose' : 'errors.noReportYet' });
    }
    const snapshot = await load(assessmentId, chosen.version);
    if (!snapshot) throw new AppError('notFound', { messageKey: 'errors.noReportYet' });
    if (access.reader === 'platform' && isPlatformOnly(chosen, all)) {
      // The one exception to "the company has one version": the platform's read of another, on record.
      await audit(this.db, caller, {
        companyId: assessment.companyId,
        action: 'report.read.platformOnly',
        targetType: 'assessment',
        targetId: assessmentId,
        details: { version: chosen.version, partial: chosen.partial },
      });
    }
    return {
      assessment,
      snapshot,
      isTarget: access.audience === 'assessedPerson',
      audience: access.audience as ReportAudience,
      versions: versionList(readable, all),
    };
  }

  async document(reader: ReportReader, assessmentId: string, version?: number): Promise<ReportDocument> {
    const { assessment, snapshot, isTarget, audience, versions } = await this.readable(reader, assessmentId, version);
    const input = snapshot.input as SnapshotInput;
    const [{ person, company, template }, chosen] = await Promise.all([
      repo.reportHeading(this.db, assessment),
      repo.chosenDevelopment(this.db, assessmentId),
    ]);
    return {
      assessmentId,
      version: snapshot.version,
      // Only the versions this reader may open: the person and the company know of one.
      versions,
      generatedAt: snapshot.generatedAt.toISOString(),
      partial: snapshot.partial,
      person: { fullName: fullNameIn(person!, 'fa'), fullNameEn: englishFullName(person!) },
      company: {
        title: company!.title,
        titleEn: company!.titleEn,
        logoFaUrl: company!.logoFaPath ? this.app.files.url(company!.logoFaPath) : null,
        logoEnUrl: company!.logoEnPath ? this.app.files.url(company!.logoEnPath) : null,
      },
      template: { title: template?.title ?? '', titleEn: template?.titleEn ?? null },
      startsOn: assessment.startsOn,
      finishesOn: assessment.finishesOn,
      competencies: input.competencies,
      factors: input.factors,
      report: audienceView(reportOf(snapshot), audience),
      audience,
      development: { chosen, canChoose: isTarget, maxHard: MAX_HARD_DEVELOPMENT_CHOICES },
      pdfAvailable: fs.existsSync(this.app.config.CHROMIUM_PATH),
    };
  }

  /** The names in a report PDF's page frame: the assessed person's and the company's, in the PDF's language. */
  async pageFrameText(assessment: AssessmentRow, lang: LanguageCode): Promise<PageFrameText> {
    const { person, company } = await repo.reportHeading(this.db, assessment);
    return { person: textIn(fullNameIn(person!, 'fa'), englishFullName(person!), lang), company: titleIn(company, lang) };
  }

  /** What a downloaded PDF is called: the person, the kind, the language and the version's date. */
  async pdfFileName(assessment: AssessmentRow, snapshot: { generatedAt: Date }, kind: ReportKind, lang: LanguageCode) {
    const { person } = await repo.reportHeading(this.db, assessment);
    return reportPdfFileName({
      personName: textIn(fullNameIn(person!, 'fa'), englishFullName(person!), lang),
      personNameEn: englishFullName(person!) || null,
      kind,
      lang,
      generatedAt: snapshot.generatedAt,
    });
  }

  /** The assessed person picks competencies to develop; more than two hard ones are refused. */
  async chooseDevelopment(caller: Caller, assessmentId: string, competencyIds: string[]) {
    const { assessment, snapshot, isTarget } = await this.readable({ kind: 'user', caller }, assessmentId);
    if (!isTarget) throw new AppError('forbidden', { messageKey: 'errors.developmentByAssessedOnly' });
    const input = snapshot.input as SnapshotInput;
    const unique = [...new Set(competencyIds)];
    if (unique.some((id) => !input.competencies.some((c) => c.id === id))) {
      throw new AppError('validation', {
        fieldErrors: [{ field: 'competencyIds', code: 'unknownOption', message: 'validation.unknownOption' }],
      });
    }
    const verdict = checkDevelopmentChoice(input.engine.cards, unique);
    if (!verdict.ok) {
      throw new AppError('validation', {
        messageKey: 'errors.tooManyHard',
        fieldErrors: [{ field: 'competencyIds', code: 'tooManyHard', message: 'errors.tooManyHard' }],
      });
    }
    await this.db.transaction(async (tx) => {
      await repo.replaceDevelopment(tx, assessmentId, unique);
      await audit(tx, caller, {
        companyId: assessment.companyId,
        action: 'report.development',
        targetType: 'assessment',
        targetId: assessmentId,
        details: { count: unique.length },
      });
    });
  }

  /**
   * The company's reports as one Excel workbook: for each closed assessment its latest complete
   * version, the one the company reads (assessment-method.md §2), never a partial or earlier one; the caller's own
   * assessment is left out, whatever their role.
   */
  async companyExport(caller: Caller, requestedCompanyId: string | undefined, lang: LanguageCode): Promise<Buffer> {
    const companyId = await resolveCompanyScope(this.db, caller, requestedCompanyId);
    const rows = await repo.companyReadableSnapshots(this.db, companyId, caller.userId);
    return buildCompanyExport(
      rows.map((r) => ({
        person: fullNameIn(r, lang),
        version: r.snapshot.version,
        input: r.snapshot.input as SnapshotInput,
        report: reportOf(r.snapshot),
      })),
      lang,
    );
  }
}

/** Versions as readers see them, newest first; `released` marks the one the assessed person reads. */
function versionList(readable: readonly repo.VersionRow[], all: readonly repo.VersionRow[]): ReportVersion[] {
  const released = releasedVersion(all);
  return [...readable]
    .sort((a, b) => b.version - a.version)
    .map((v) => ({
      version: v.version,
      generatedAt: v.generatedAt.toISOString(),
      partial: v.partial,
      released: v.version === released?.version,
    }));
}
