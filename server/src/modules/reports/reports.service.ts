import fs from 'node:fs';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ReportCompetency, ReportDocument } from '@rira/contracts';
import type { Report, ReportInput } from '@rira/contracts/report-types';
import { assessmentTemplates, companies, users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { assertRowInScope, ORGANISATION_ROLES } from '../companies/company-scope.ts';
import { requireRole } from '../../plugins/session.ts';
import { findAssessment, type AssessmentRow } from '../assessments/assessments.repo.ts';
import { checkDevelopmentChoice, computeReport, MAX_HARD_DEVELOPMENT_CHOICES } from '../assessments/domain/report-engine.ts';
import * as repo from './reports.repo.ts';

/** What a snapshot keeps besides the report: the engine's input and the texts the pages show. */
export interface SnapshotInput {
  engine: ReportInput;
  competencies: ReportCompetency[];
  factors: ReportDocument['factors'];
}

/** Who is reading: a signed-in person, or the PDF renderer holding a print token for one snapshot. */
export type ReportReader = { kind: 'user'; actor: Actor } | { kind: 'print'; token: string };

export function hashPrintToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

export class ReportsService {
  constructor(private readonly app: FastifyInstance) {}
  private get db() {
    return this.app.db;
  }

  /** Admins of the assessment's company (and the system manager) may generate and read every version. */
  private async adminAssessment(actor: Actor, assessmentId: string) {
    requireRole(actor, ORGANISATION_ROLES);
    const assessment = await findAssessment(this.db, assessmentId);
    if (!assessment) throw notFound();
    assertRowInScope(actor, assessment.companyId);
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
      factors: factors.map((f) => ({ id: f.id, title: f.title, titleEn: f.titleEn, description: f.description, descriptionEn: f.descriptionEn })),
    };
  }

  /**
   * Generates a new version: on a finished assessment, or on one still collecting (a partial
   * report, said so). The snapshot keeps the answers it used; later resets or answers do not change it.
   */
  async generate(actor: Actor, assessmentId: string, ip: string) {
    const assessment = await this.adminAssessment(actor, assessmentId);
    if (assessment.status !== 'finished' && assessment.status !== 'collecting') throw new AppError('conflict', { messageKey: 'errors.reportNotReady' });
    const input = await this.buildInput(assessment);
    const report = computeReport(input.engine);
    const partial = assessment.status !== 'finished';
    const snapshot = await this.db.transaction(async (tx) => {
      const version = (await repo.latestVersion(tx, assessmentId)) + 1;
      const row = await repo.insertSnapshot(tx, { assessmentId, version, partial, input, report, generatedBy: actor.userId });
      await recordAudit(tx, { actorUserId: actor.userId, companyId: assessment.companyId, action: 'report.generate', targetType: 'assessment', targetId: assessmentId, details: { version, partial }, ip });
      return row;
    });
    return { version: snapshot.version, partial };
  }

  async versions(actor: Actor, assessmentId: string) {
    await this.adminAssessment(actor, assessmentId);
    return (await repo.versionsOf(this.db, assessmentId)).map((v) => ({ ...v, generatedAt: v.generatedAt.toISOString() }));
  }

  /**
   * Who sees a report: the assessed person only when "user may see report" is on (and a report
   * exists); the company's admins and the system manager always; assessors and everyone else
   * never. Another company's assessment looks missing.
   */
  async readable(reader: ReportReader, assessmentId: string, version?: number) {
    if (reader.kind === 'print') {
      const token = await repo.findPrintToken(this.db, hashPrintToken(reader.token));
      const snapshot = token && token.expiresAt.getTime() > Date.now() ? await repo.findSnapshotById(this.db, token.snapshotId) : null;
      if (!snapshot || snapshot.assessmentId !== assessmentId) throw forbidden('errors.reportNotAllowed');
      return { assessment: (await findAssessment(this.db, assessmentId))!, snapshot, isTarget: false };
    }
    const { actor } = reader;
    const assessment = await findAssessment(this.db, assessmentId);
    if (!assessment || (actor.role !== 'systemManager' && assessment.companyId !== actor.companyId)) throw notFound();
    const isTarget = assessment.targetUserId === actor.userId;
    const isAdmin = actor.role === 'systemManager' || actor.role === 'companyAdmin';
    if (!isAdmin && !(isTarget && assessment.userMaySeeReport)) throw forbidden('errors.reportNotAllowed');
    const snapshot = await repo.findSnapshot(this.db, assessmentId, version);
    if (!snapshot) throw new AppError('notFound', { messageKey: 'errors.noReportYet' });
    return { assessment, snapshot, isTarget };
  }

  async document(reader: ReportReader, assessmentId: string, version?: number): Promise<ReportDocument> {
    const { assessment, snapshot, isTarget } = await this.readable(reader, assessmentId, version);
    const input = snapshot.input as SnapshotInput;
    const [[person], [company], [template], versions, chosen] = await Promise.all([
      this.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, assessment.targetUserId)),
      this.db.select().from(companies).where(eq(companies.id, assessment.companyId)),
      this.db.select({ title: assessmentTemplates.title, titleEn: assessmentTemplates.titleEn }).from(assessmentTemplates).where(eq(assessmentTemplates.id, assessment.templateId!)),
      repo.versionsOf(this.db, assessmentId),
      repo.chosenDevelopment(this.db, assessmentId),
    ]);
    return {
      assessmentId,
      version: snapshot.version,
      versions: versions.map((v) => ({ ...v, generatedAt: v.generatedAt.toISOString() })),
      generatedAt: snapshot.generatedAt.toISOString(),
      partial: snapshot.partial,
      person: { fullName: `${person!.firstName} ${person!.lastName}` },
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
      report: snapshot.report as Report,
      development: { chosen, canChoose: isTarget, maxHard: MAX_HARD_DEVELOPMENT_CHOICES },
      pdfAvailable: fs.existsSync(this.app.config.CHROMIUM_PATH),
    };
  }

  /** The assessed person picks competencies to develop; more than two hard ones are refused. */
  async chooseDevelopment(actor: Actor, assessmentId: string, competencyIds: string[], ip: string) {
    const { assessment, snapshot, isTarget } = await this.readable({ kind: 'user', actor }, assessmentId);
    if (!isTarget) throw forbidden();
    const input = snapshot.input as SnapshotInput;
    const unique = [...new Set(competencyIds)];
    if (unique.some((id) => !input.competencies.some((c) => c.id === id))) {
      throw new AppError('validation', { fieldErrors: [{ field: 'competencyIds', code: 'unknownOption', message: 'validation.unknownOption' }] });
    }
    const verdict = checkDevelopmentChoice(input.engine.cards, unique);
    if (!verdict.ok) {
      throw new AppError('validation', { messageKey: 'errors.tooManyHard', fieldErrors: [{ field: 'competencyIds', code: 'tooManyHard', message: 'errors.tooManyHard' }] });
    }
    await this.db.transaction(async (tx) => {
      await repo.replaceDevelopment(tx, assessmentId, unique);
      await recordAudit(tx, { actorUserId: actor.userId, companyId: assessment.companyId, action: 'report.development', targetType: 'assessment', targetId: assessmentId, details: { count: unique.length }, ip });
    });
  }
}
