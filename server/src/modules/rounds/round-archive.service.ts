import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { englishFullName, fullNameIn, textIn, type LanguageCode } from '@rira/contracts';
import type { RoundArchive, RoundArchiveRequest } from '@rira/contracts/rounds';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { t } from '../../http/translate.ts';
import { audit } from '../audit/audit.repo.ts';
import { assertRowInScope } from '../companies/company-scope.ts';
import { reportAccessFor } from '../assessments/assessment-policy.ts';
import { findAssessment } from '../assessments/assessments.repo.ts';
import { readableVersions } from '../assessments/domain/report-versions.ts';
import { reportPdfFileName } from '../reports/report-file-name.ts';
import { reportPrinterOf } from '../reports/report-pdf.ts';
import * as reports from '../reports/reports.repo.ts';
import { ReportsService } from '../reports/reports.service.ts';
import * as archives from './round-archive.repo.ts';
import { assessmentsOfRound, findRound } from './rounds.repo.ts';
import { ZipWriter } from './zip-writer.ts';

/** The queue of round archives (plugins/jobs.ts). */
export const ROUND_ARCHIVE_JOB = 'rounds.archiveReports';
/** ROUND_ARCHIVE_JOB's dead letter queue: an archive whose attempts are all spent ends as failed. */
export const ROUND_ARCHIVE_GAVE_UP_JOB = 'rounds.archiveGaveUp';

/** Who asked for an archive, as their call stood: what the job decides by (which reports they may read). */
export type ArchiveRequester = Pick<Caller, 'userId' | 'role' | 'companyId'>;

export interface RoundArchiveJobPayload {
  archiveId: string;
  requester: ArchiveRequester;
}

/** Where a finished archive is kept: one key per archive, so a rerun replaces, never adds. */
const archiveKey = (id: string) => `round-archives/${id}.zip`;

function toArchive(row: archives.RoundArchiveRow): RoundArchive {
  return {
    id: row.id,
    roundId: row.roundId,
    kind: row.kind as RoundArchive['kind'],
    language: row.language as RoundArchive['language'],
    status: row.status as RoundArchive['status'],
    total: row.total,
    done: row.done,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Every report of a round as one ZIP of PDFs (docs/decisions/038, "The archive job"). A request
 * makes an archive row and a durable job (ROUND_ARCHIVE_JOB) that any server copy runs: it prints
 * the PDFs one at a time with the server's one printer (a PDF printed before is read back), writes
 * each into a ZIP on local disk, and counts `done` after each, where every copy reads it. A run
 * after a lost lease starts over from nothing (a new temporary file, `done` back to 0) and stores
 * the ZIP under the archive's own key, so a rerun never leaves a second file. The archive holds
 * what its requester may read of one report, as they stand when it runs — the company's version of
 * each closed assessment — and never their own assessment (assessment-method.md §2); only they
 * read it back.
 */
export class RoundArchiveService {
  private readonly reports: ReportsService;
  constructor(private readonly app: FastifyInstance) {
    this.reports = new ReportsService(app);
  }
  private get db() {
    return this.app.db;
  }

  /** Starts an archive, or answers the one of the same round, kind and language this caller already has on its way. */
  async request(caller: Caller, input: Required<RoundArchiveRequest>): Promise<RoundArchive> {
    const found = await findRound(this.db, input.id);
    if (!found) throw new AppError('notFound');
    assertRowInScope(caller, found.round.companyId);
    const values = { roundId: input.id, requestedBy: caller.userId, kind: input.kind, language: input.language };
    const made = await this.db.transaction(async (tx) => {
      const row = await archives.insertArchive(tx, { ...values, companyId: found.round.companyId });
      if (row)
        await audit(tx, caller, {
          action: 'round.archiveReports',
          companyId: found.round.companyId,
          targetType: 'round',
          targetId: input.id,
          details: { archiveId: row.id, kind: input.kind, language: input.language },
        });
      return row;
    });
    if (!made) {
      const running = await archives.findUnfinished(this.db, values);
      if (running) return toArchive(running);
      throw new AppError('conflict');
    }
    const payload: RoundArchiveJobPayload = {
      archiveId: made.id,
      requester: { userId: caller.userId, role: caller.role, companyId: caller.companyId },
    };
    try {
      await this.app.jobs.send(ROUND_ARCHIVE_JOB, payload, { singletonKey: made.id });
    } catch (err) {
      await archives.failIfUnfinished(this.db, made.id, t(caller.lang, 'errors.internal'));
      throw err;
    }
    return toArchive(made);
  }

  /** The caller's own archive (another's looks missing: what it holds depends on who asked). */
  private async own(caller: Caller, id: string) {
    const row = await archives.findArchive(this.db, id);
    if (!row || row.requestedBy !== caller.userId) throw new AppError('notFound');
    assertRowInScope(caller, row.companyId);
    return row;
  }

  async status(caller: Caller, id: string): Promise<RoundArchive> {
    return toArchive(await this.own(caller, id));
  }

  async latest(caller: Caller, roundId: string): Promise<RoundArchive | null> {
    const found = await findRound(this.db, roundId);
    if (!found) throw new AppError('notFound');
    assertRowInScope(caller, found.round.companyId);
    const row = await archives.latestArchive(this.db, roundId, caller.userId);
    return row ? toArchive(row) : null;
  }

  /** The finished ZIP, as a stream, and a name for it. */
  async download(caller: Caller, id: string) {
    const row = await this.own(caller, id);
    if (row.status !== 'done' || !row.fileKey) throw new AppError('conflict', { messageKey: 'errors.roundArchiveNotReady' });
    const opened = await this.app.privateFiles.open(row.fileKey);
    if (!opened || opened.notModified) throw new AppError('notFound');
    const found = await findRound(this.db, row.roundId);
    const title = found ? textIn(found.round.title, found.round.titleEn, row.language as LanguageCode) : 'round';
    return { body: opened.body, size: opened.size, title, row };
  }

  /**
   * The ROUND_ARCHIVE_JOB handler. An archive already finished is left alone (a repeated job);
   * otherwise it is made from the start. A failure ends it as failed; only a lost server makes the
   * job run again.
   */
  async run({ archiveId, requester }: RoundArchiveJobPayload): Promise<void> {
    const row = await archives.findArchive(this.db, archiveId);
    if (!row || row.status === 'done' || row.status === 'failed') return;
    const lang = row.language as LanguageCode;
    const kind = row.kind as RoundArchive['kind'];
    const temporary = path.join(os.tmpdir(), `rira-archive-${archiveId}-${randomBytes(6).toString('hex')}.zip`);
    let zip: ZipWriter | null = null;
    try {
      const printer = reportPrinterOf(this.app);
      const chosen = await this.readableReports(row.roundId, requester);
      await archives.updateArchive(this.db, archiveId, { status: 'running', total: chosen.length, done: 0, error: null });
      this.app.log.info({ archiveId, total: chosen.length }, 'round.archive.started');
      if (chosen.length && !printer.available()) throw new AppError('unavailable', { messageKey: 'errors.pdfUnavailable' });
      zip = await ZipWriter.create(temporary);
      let done = 0;
      for (const { assessment, snapshot } of chosen) {
        const bytes = await printer.pdf(snapshot, kind, lang, () => this.reports.pageFrameText(assessment, lang));
        const { person } = await reports.reportHeading(this.db, assessment);
        const name = reportPdfFileName({
          personName: textIn(fullNameIn(person!, 'fa'), englishFullName(person!), lang),
          personNameEn: englishFullName(person!) || null,
          kind,
          lang,
          generatedAt: snapshot.generatedAt,
        });
        await zip.add(name.utf8, bytes, snapshot.generatedAt);
        done += 1;
        await archives.updateArchive(this.db, archiveId, { done });
        this.app.log.info({ archiveId, done, total: chosen.length }, 'round.archive.progress');
      }
      await zip.finish();
      zip = null;
      const key = archiveKey(archiveId);
      await this.app.privateFiles.write(key, await fs.readFile(temporary));
      await archives.updateArchive(this.db, archiveId, { status: 'done', fileKey: key, finishedAt: new Date() });
      this.app.log.info({ archiveId, entries: done }, 'round.archive.done');
    } catch (err) {
      this.app.log.error({ err, archiveId }, 'round.archive.failed');
      const messageKey = err instanceof AppError && err.messageKey ? err.messageKey : 'errors.roundArchiveFailed';
      await archives.failIfUnfinished(this.db, archiveId, t(lang, messageKey));
    } finally {
      await zip?.abandon();
      await fs.rm(temporary, { force: true });
    }
  }

  /** Ends as failed an archive whose job pg-boss gave up on (its servers died on every attempt). */
  async giveUp({ archiveId }: RoundArchiveJobPayload): Promise<void> {
    const row = await archives.findArchive(this.db, archiveId);
    if (!row) return;
    if (await archives.failIfUnfinished(this.db, archiveId, t(row.language as LanguageCode, 'errors.roundArchiveFailed')))
      this.app.log.warn({ archiveId }, 'round.archive.gaveUp');
  }

  /**
   * The round's reports the requester may read, by the rules of reading one (reports.service's
   * `readable`): an assessment of their company, closed, with a complete version — the company's
   * version, the latest complete one, for the system manager too (an archive is the company's
   * download, not the platform's look at other versions); never the requester's own assessment.
   */
  private async readableReports(roundId: string, requester: ArchiveRequester) {
    const out: { assessment: NonNullable<Awaited<ReturnType<typeof findAssessment>>>; snapshot: reports.SnapshotRef }[] = [];
    for (const { id } of await assessmentsOfRound(this.db, roundId)) {
      const assessment = await findAssessment(this.db, id);
      if (!assessment || assessment.targetUserId === requester.userId) continue;
      const access = reportAccessFor(requester, assessment);
      if ('refused' in access || access.audience !== 'admin') continue;
      const closed = assessment.status === 'finished';
      const [version] = readableVersions(await reports.versionsOf(this.db, id), 'company', { closed });
      if (!version) continue;
      const snapshot = await reports.findSnapshotRef(this.db, id, version.version);
      if (snapshot) out.push({ assessment, snapshot });
    }
    return out;
  }
}
