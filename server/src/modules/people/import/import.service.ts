import type { FastifyInstance } from 'fastify';
import {
  fullNameIn,
  IMPORT_BACKGROUND_ROWS,
  IMPORT_MAX_ROWS,
  titleIn,
  toLatinDigits,
  type ImportJob,
  type ImportProblem,
  type LanguageCode,
} from '@rira/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { t } from '../../../http/translate.ts';
import type { Caller } from '../../../http/caller.ts';
import { audit } from '../../audit/audit.repo.ts';
import { findCompany } from '../../auth/auth.repo.ts';
import { assertRowInScope, resolveCompanyScope } from '../../companies/company-scope.ts';
import { listAllOfKinds } from '../../structure/structure.repo.ts';
import { accountEditableBy } from '../account-policy.ts';
import * as people from '../people.repo.ts';
import { employmentColumns, identityColumns } from '../people.service.ts';
import {
  IMPORT_STRUCTURE_KINDS,
  parseRows,
  planImport,
  structureKey,
  type ExistingPeople,
  type ImportPlan,
  type ParsedRow,
  type StructureLookup,
} from './plan-import.ts';
import * as repo from './import.repo.ts';
import { reportingLoops } from '../../reporting-lines/loops.ts';
import { lockReportingLines, managersOfCompany, setManagers } from '../../reporting-lines/reporting-lines.repo.ts';
import {
  loopProblems,
  planManagers,
  type FileManagerRow,
  type ManagerPlan,
  type PeopleForManagers,
  type PersonRef,
} from './plan-managers.ts';
import { ImportProgress } from './import-progress.ts';
import { UploadedWorkbooks } from './uploaded-workbook.ts';
import { buildSampleWorkbook, type ReadWorkbook } from './workbook.ts';
import type { RawPersonRow } from './columns.ts';

/** Rows per INSERT statement: large enough to be quick, small enough for PostgreSQL's 65,535 parameters. */
const BATCH = 500;
/** Problems kept with a job (the error workbook has them all). */
const MAX_STORED_PROBLEMS = 2000;
/** How often at most an import's progress is written for the other server copies to read. */
const PROGRESS_WRITE_MS = 500;
/**
 * How long an import stays `queued` without a job before it is taken for stranded: an upload
 * inserts its row and then sends its job, and must have done so (with the caller's own standing
 * and address) before another copy sends one in its place.
 */
const STRANDED_AFTER_MS = 5 * 60_000;
/**
 * How long an import may stay `validating` or `importing` without any job before it is taken for
 * interrupted: one run in the upload's request (at most IMPORT_BACKGROUND_ROWS rows) takes seconds.
 */
const INTERRUPTED_AFTER_MS = 60 * 60_000;
/** The statuses of an import not finished yet, and of one a run has started. */
const UNFINISHED = ['queued', 'validating', 'importing'] as const;
const STARTED = ['validating', 'importing'] as const;

/** A stored file's bytes, or null when the store holds nothing at its key. */
function missingAsNull(err: NodeJS.ErrnoException): null {
  if (err.code === 'ENOENT') return null;
  throw err;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface UploadOutcome {
  status: 200 | 202 | 400;
  job: ImportJob;
}

/** The queue of background imports (plugins/jobs.ts). */
export const IMPORT_JOB = 'people.import';
/** IMPORT_JOB's dead letter queue: a job whose attempts are all spent, to end its import as failed (giveUp). */
export const IMPORT_GAVE_UP_JOB = 'people.importGaveUp';
/**
 * The recurring look for imports left unfinished with nothing to finish them (sweepStranded). Its
 * name is from when it only gave a job to imports left queued: pg-boss keeps queues by name.
 */
export const STRANDED_IMPORTS_JOB = 'people.queueStrandedImports';

/**
 * Who started an import, as the upload's caller was: what the import decides by (whose accounts it
 * may change) and records (the audit row). A background import runs with these, not with a session.
 */
export type ImportRequester = Pick<Caller, 'userId' | 'impersonatorUserId' | 'role' | 'companyId'>;

/**
 * A background import's job: ids and the caller's standing; the workbook is re-read from private
 * storage. `ip` is null for an import given its job after its upload (sweepStranded).
 */
export interface ImportJobPayload {
  importId: string;
  requester: ImportRequester;
  ip: string | null;
}

/**
 * The Excel import of people. Every row is checked before anything is written; if any row is
 * wrong nothing is imported and the file comes back with a problems column; otherwise all rows
 * go in one transaction, with the import's `succeeded`. Files over IMPORT_BACKGROUND_ROWS rows
 * are a durable job (IMPORT_JOB): any server runs it, and one whose server died is run again
 * from the start (its transaction never committed, so nothing of it was written). Progress while
 * importing is written beside that transaction, not in it (ImportProgress), so any copy answering
 * the import's state shows it.
 */
export class PeopleImportService {
  private readonly workbooks: UploadedWorkbooks;

  constructor(private readonly app: FastifyInstance) {
    this.workbooks = new UploadedWorkbooks(app.config);
  }

  private get db() {
    return this.app.db;
  }

  async sample(caller: Caller, lang: LanguageCode, requested?: string): Promise<Buffer> {
    const companyId = await resolveCompanyScope(this.db, caller, requested);
    const items = await listAllOfKinds(this.db, companyId, IMPORT_STRUCTURE_KINDS);
    const titles = (kind: string) => items.filter((i) => i.kind === kind).map((i) => titleIn(i, lang));
    return buildSampleWorkbook(lang, {
      department: titles('department'),
      structure: titles('structure'),
      position: titles('position'),
      jobTitle: titles('jobTitle'),
      managementLevel: titles('managementLevel'),
    });
  }

  async upload(
    caller: Caller,
    input: { bytes: Buffer; mode: 'refuse' | 'update'; companyId?: string; lang: LanguageCode },
  ): Promise<UploadOutcome> {
    const { ip } = caller;
    const companyId = await resolveCompanyScope(this.db, caller, input.companyId);
    const workbook = await this.workbooks.read(input.bytes, IMPORT_MAX_ROWS, input.lang);
    if (workbook.rows.length === 0) throw new AppError('validation', { messageKey: 'errors.importEmpty' });
    if (workbook.rows.length > IMPORT_MAX_ROWS)
      throw new AppError('validation', { messageKey: 'errors.importTooLarge', params: { max: IMPORT_MAX_ROWS } });

    const fileKey = await this.app.privateFiles.put('imports', 'xlsx', input.bytes);
    const background = workbook.rows.length > IMPORT_BACKGROUND_ROWS;
    const job = await repo.insertJob(this.db, {
      companyId,
      createdBy: caller.userId,
      status: background ? 'queued' : 'validating',
      duplicateMode: input.mode,
      language: input.lang,
      totalRows: workbook.rows.length,
      fileKey,
    });
    const requester: ImportRequester = {
      userId: caller.userId,
      impersonatorUserId: caller.impersonatorUserId,
      role: caller.role,
      companyId: caller.companyId,
    };
    if (background) {
      const payload: ImportJobPayload = { importId: job.id, requester, ip };
      try {
        await this.app.jobs.send(IMPORT_JOB, payload, { singletonKey: job.id });
      } catch (err) {
        await repo.updateJob(this.db, job.id, { status: 'failed', message: t(input.lang, 'errors.internal'), finishedAt: new Date() });
        throw err;
      }
      return { status: 202, job: this.toJob(job) };
    }
    const finished = await this.process(job.id, companyId, workbook, input.mode, input.lang, requester, ip, input.bytes);
    return { status: finished.status === 'succeeded' ? 200 : 400, job: this.toJob(finished) };
  }

  /**
   * Runs a background import (the IMPORT_JOB handler). Run again after its server died, it starts
   * over unless the import already finished. A failure ends the import as failed, as an inline one
   * would; only a lost server (or a failure to write that) makes the job run again, and once its
   * attempts are spent giveUp ends it.
   */
  async runQueued({ importId, requester, ip }: ImportJobPayload): Promise<void> {
    const row = await repo.findJob(this.db, importId);
    if (!row || row.status === 'succeeded' || row.status === 'failed') return;
    const lang = row.language as LanguageCode;
    try {
      const bytes = row.fileKey ? await this.app.privateFiles.read(row.fileKey).catch(missingAsNull) : null;
      if (!bytes) {
        // Gone from private storage (deleted by hand, or a store restored without it): nothing can run it.
        this.app.log.warn({ jobId: importId, fileKey: row.fileKey }, 'import.workbookMissing');
        await repo.updateJob(this.db, importId, {
          status: 'failed',
          message: t(lang, 'errors.importWorkbookMissing'),
          finishedAt: new Date(),
        });
        return;
      }
      const workbook = await this.workbooks.read(bytes, IMPORT_MAX_ROWS, lang);
      await this.process(importId, row.companyId, workbook, row.duplicateMode as 'refuse' | 'update', lang, requester, ip, bytes);
    } catch (err) {
      this.app.log.error({ err, jobId: importId }, 'import.failed');
      // Nothing of it was written: the count its progress reached goes too.
      await repo.updateJob(this.db, importId, {
        status: 'failed',
        processedRows: 0,
        message: t(lang, 'errors.internal'),
        finishedAt: new Date(),
      });
    }
  }

  /**
   * Ends as failed an import whose job pg-boss gave up on, its attempts all spent (the handler of
   * IMPORT_JOB's dead letter queue, IMPORT_GAVE_UP_JOB): its last run threw, or its server died
   * during it (a workbook that kills its server every time). Its rows and `succeeded` are one
   * transaction, so nothing of it was written. Any copy runs this, whoever ran the import; an import
   * already finished (or failed by sweepStranded meanwhile) is left as it is.
   */
  async giveUp(importId: string): Promise<void> {
    const row = await repo.findJob(this.db, importId);
    if (!row) return;
    if (await repo.failIfStill(this.db, importId, UNFINISHED, t(row.language as LanguageCode, 'errors.importGaveUp')))
      this.app.log.warn({ jobId: importId }, 'import.gaveUp');
  }

  /**
   * Settles the imports left unfinished with nothing to finish them. Run by every copy as it starts
   * and once an hour across copies (STRANDED_IMPORTS_JOB); what it writes is conditional on the
   * import's status, so copies doing it at once end or start each import once.
   *
   * - **Queued without a job** (older than five minutes): uploaded by a server of a version before
   *   imports were jobs, or by one that stopped between the upload's row and its job. It gets a job,
   *   which runs as the uploader stands now — the company's admin, else the system manager; their
   *   session, any impersonation and their address are not known any more — and an uploader who may
   *   no longer import people there ends the import as failed, saying so. Copies doing this at once
   *   make one job per import (its id is the job's singleton key), and a job that finds its import
   *   finished does nothing.
   * - **Its job failed for good** (pg-boss keeps it `failed`, and none waits or runs): failed,
   *   as giveUp does. For a job failed before it had a dead letter queue, or whose dead letter
   *   job was lost; never sent again, which would only repeat what failed.
   * - **Validating or importing without any job**, older than an hour: left by a server of a version
   *   before imports were jobs, or by one that stopped during an import of at most
   *   IMPORT_BACKGROUND_ROWS rows (those run in the upload's request, without a job). Failed as
   *   interrupted: its rows and `succeeded` are one transaction, so nothing of it was written.
   */
  async sweepStranded(): Promise<{ queued: number; failed: number }> {
    const rows = await repo.unfinished(this.db);
    const outcome = { queued: 0, failed: 0 };
    if (!rows.length) return outcome;
    const jobs = await this.app.jobs.jobStatesByKey(
      IMPORT_JOB,
      rows.map((r) => r.id),
    );
    const now = Date.now();
    for (const row of rows) {
      const lang = row.language as LanguageCode;
      const age = now - row.createdAt.getTime();
      const states = jobs.get(row.id);
      if (states) {
        const open = states.has('created') || states.has('retry') || states.has('active');
        if (states.has('failed') && !open && (await repo.failIfStill(this.db, row.id, UNFINISHED, t(lang, 'errors.importGaveUp'))))
          outcome.failed++;
        continue;
      }
      if (row.status !== 'queued') {
        if (age >= INTERRUPTED_AFTER_MS && (await repo.failIfStill(this.db, row.id, STARTED, t(lang, 'errors.importInterrupted'))))
          outcome.failed++;
        continue;
      }
      if (age < STRANDED_AFTER_MS) continue;
      const requester = await this.standingNow(row.createdBy, row.companyId);
      if (!requester) {
        if (await repo.failIfStill(this.db, row.id, ['queued'], t(lang, 'errors.importUploaderMayNotImport'))) outcome.failed++;
        continue;
      }
      const payload: ImportJobPayload = { importId: row.id, requester, ip: null };
      if (await this.app.jobs.send(IMPORT_JOB, payload, { singletonKey: row.id })) outcome.queued++;
    }
    if (outcome.queued || outcome.failed) this.app.log.info(outcome, 'import.strandedSettled');
    return outcome;
  }

  /** The uploader as they may import into the company now: its admin first (the narrower role), else the system manager. */
  private async standingNow(userId: string | null, companyId: string): Promise<ImportRequester | null> {
    if (!userId) return null;
    const roles = await repo.importerRoles(this.db, userId, companyId);
    const role = roles.find((r) => r.role === 'companyAdmin') ?? roles.find((r) => r.role === 'systemManager');
    return role ? { userId, impersonatorUserId: null, role: role.role, companyId: role.companyId } : null;
  }

  private async structureLookup(companyId: string) {
    const items = await listAllOfKinds(this.db, companyId, IMPORT_STRUCTURE_KINDS);
    const structure = Object.fromEntries(IMPORT_STRUCTURE_KINDS.map((kind) => [kind, new Map<string, string>()])) as StructureLookup;
    for (const item of items) {
      const map = structure[item.kind as keyof StructureLookup];
      map.set(structureKey(item.title), item.id);
      if (item.titleEn) map.set(structureKey(item.titleEn), item.id);
    }
    return structure;
  }

  private async existingPeople(actor: ImportRequester, companyId: string, rows: ParsedRow[]): Promise<ExistingPeople> {
    const identities = rows.map((r) => identityColumns(r.values));
    const mobiles = [...new Set(identities.map((i) => i.mobile))];
    const nationalCodes = [...new Set(identities.map((i) => i.nationalCode).filter((v): v is string => Boolean(v)))];
    const emails = [...new Set(identities.map((i) => i.email).filter((v): v is string => Boolean(v)))];
    const personnelCodes = [...new Set(rows.map((r) => r.values.personnelCode).filter((v): v is string => Boolean(v)))];
    const found: Awaited<ReturnType<typeof people.usersByIdentity>> = [];
    // One query per thousand keys, whatever the number of rows.
    for (let i = 0; i < Math.max(mobiles.length, nationalCodes.length, emails.length); i += 1000) {
      found.push(
        ...(await people.usersByIdentity(this.db, {
          mobiles: mobiles.slice(i, i + 1000),
          nationalCodes: nationalCodes.slice(i, i + 1000),
          emails: emails.slice(i, i + 1000),
        })),
      );
    }
    const userIds = [...new Set(found.map((u) => u.id))];
    const memberRows: Awaited<ReturnType<typeof people.employmentsOfCompany>> = [];
    for (let i = 0; i < Math.max(userIds.length, personnelCodes.length); i += 1000) {
      memberRows.push(
        ...(await people.employmentsOfCompany(this.db, companyId, userIds.slice(i, i + 1000), personnelCodes.slice(i, i + 1000))),
      );
    }
    const existing: ExistingPeople = {
      byMobile: new Map(),
      byNationalCode: new Map(),
      byEmail: new Map(),
      members: new Set(memberRows.map((m) => m.userId)),
      byPersonnelCode: new Map(),
      lockedAccounts: new Map(),
    };
    // Whose account the importer may not change: only this company's people can be updated at all.
    const members = [...existing.members];
    const stored = new Map(found.map(({ id, ...account }) => [id, account]));
    for (let i = 0; i < members.length; i += 1000) {
      const holders = await people.accountHolders(this.db, members.slice(i, i + 1000));
      const locked = [...holders].flatMap(([userId, holder]) => {
        const decision = accountEditableBy(actor, holder);
        return decision.editable ? [] : [{ userId, reason: decision.reason }];
      });
      // Matched by personnel code alone: their account was not among the identity matches.
      const unseen = locked.map((l) => l.userId).filter((id) => !stored.has(id));
      for (const { id, ...account } of await people.accountsByIds(this.db, unseen)) stored.set(id, account);
      for (const { userId, reason } of locked) existing.lockedAccounts.set(userId, { reason, stored: stored.get(userId) ?? {} });
    }
    for (const u of found) {
      if (u.mobile) existing.byMobile.set(u.mobile, u.id);
      if (u.nationalCode) existing.byNationalCode.set(u.nationalCode, u.id);
      if (u.email) existing.byEmail.set(u.email, u.id);
    }
    for (const m of memberRows) if (m.personnelCode) existing.byPersonnelCode.set(m.personnelCode, m.userId);
    return existing;
  }

  /**
   * The file's rows as the Manager column needs them: each row's codes (as the import reads them)
   * and what the plan does with it.
   */
  private fileManagerRows(rows: RawPersonRow[], parsed: ParsedRow[], plan: ImportPlan): FileManagerRow[] {
    const parsedByRow = new Map(parsed.map((p) => [p.row, p.values]));
    const created = new Set(plan.creates.map((c) => c.row));
    const updated = new Map(plan.updates.map((u) => [u.row, u.userId]));
    return rows.map(({ row, values }) => {
      const parsedValues = parsedByRow.get(row);
      const rawNational = values.nationalCode ? toLatinDigits(values.nationalCode).replace(/[\s-]/g, '') : null;
      return {
        row,
        personnelCode: parsedValues
          ? (parsedValues.personnelCode ?? null)
          : values.personnelCode
            ? toLatinDigits(values.personnelCode)
            : null,
        nationalCode: parsedValues
          ? (identityColumns(parsedValues).nationalCode ?? null)
          : rawNational && /^\d{1,9}$/.test(rawNational)
            ? rawNational.padStart(10, '0')
            : rawNational,
        manager: values.manager ?? null,
        person: created.has(row) ? { create: true } : updated.has(row) ? { userId: updated.get(row)! } : null,
      };
    });
  }

  /** The company's people the Manager cells could name, and the company's lines: a few bulk queries, whatever the number of rows. */
  private async peopleForManagers(companyId: string, rows: FileManagerRow[]): Promise<PeopleForManagers> {
    const codes = [
      ...new Set(
        rows.flatMap((r) => {
          const code = r.manager ? toLatinDigits(r.manager).trim() : '';
          return !code ? [] : /^\d{1,9}$/.test(code) ? [code, code.padStart(10, '0')] : [code];
        }),
      ),
    ];
    const byPersonnelCode = new Map<string, string>();
    const byNationalCode = new Map<string, string>();
    for (let i = 0; i < codes.length; i += 1000) {
      const slice = codes.slice(i, i + 1000);
      for (const m of await people.employmentsOfCompany(this.db, companyId, [], slice)) {
        if (m.personnelCode) byPersonnelCode.set(m.personnelCode, m.userId);
      }
      for (const u of await people.usersByIdentity(this.db, { mobiles: [], nationalCodes: slice, emails: [] })) {
        if (u.nationalCode) byNationalCode.set(u.nationalCode, u.id);
      }
    }
    const found = [...new Set([...byPersonnelCode.values(), ...byNationalCode.values()])];
    const members = new Set<string>();
    const active = new Set<string>();
    for (let i = 0; i < found.length; i += 1000) {
      for (const state of await people.employmentStates(this.db, companyId, found.slice(i, i + 1000))) {
        members.add(state.userId);
        if (state.active) active.add(state.userId);
      }
    }
    return { byPersonnelCode, byNationalCode, members, active, managers: await managersOfCompany(this.db, companyId) };
  }

  /** The Manager column's plan and problems (loops named by row, or by name for people outside the file). */
  private async managerPlan(companyId: string, rows: FileManagerRow[], lang: LanguageCode) {
    const plan = planManagers(rows, await this.peopleForManagers(companyId, rows), lang);
    if (!plan.loops.length) return { plan, problems: plan.problems };
    const outside = plan.loops.flat().flatMap((ref) => ('userId' in ref ? [ref.userId] : []));
    const names = new Map((await people.accountsByIds(this.db, [...new Set(outside)])).map((a) => [a.id, a]));
    const nameOf = (userId: string) => {
      const account = names.get(userId);
      return account ? fullNameIn(account, lang) : '—';
    };
    return { plan, problems: [...plan.problems, ...loopProblems(plan.loops, rows, nameOf, lang)] };
  }

  private async fail(jobId: string, lang: LanguageCode, problems: ImportProblem[], bytes: Buffer) {
    const errorFile = await this.workbooks.withProblems(bytes, lang, problems);
    const errorFileKey = errorFile ? await this.app.privateFiles.put('imports', 'xlsx', errorFile) : null;
    return repo.updateJob(this.db, jobId, {
      status: 'failed',
      problems: problems.slice(0, MAX_STORED_PROBLEMS),
      errorFileKey,
      message: t(lang, 'errors.importHasProblems', { count: problems.length }),
      finishedAt: new Date(),
    });
  }

  private async process(
    jobId: string,
    companyId: string,
    { rows, columns }: Pick<ReadWorkbook, 'rows' | 'columns'>,
    mode: 'refuse' | 'update',
    lang: LanguageCode,
    actor: ImportRequester,
    ip: string | null,
    bytes: Buffer,
  ) {
    // A run repeated after its server died starts counting again.
    await repo.updateJob(this.db, jobId, { status: 'validating', processedRows: 0 });
    const structure = await this.structureLookup(companyId);
    const { parsed, problems } = parseRows(rows, structure, lang, columns);
    const plan = planImport(parsed, await this.existingPeople(actor, companyId, parsed), mode, lang);
    // A file without the Manager column leaves every reporting line as it is.
    const managers = columns.includes('manager')
      ? await this.managerPlan(companyId, this.fileManagerRows(rows, parsed, plan), lang)
      : { plan: null, problems: [] };
    const allProblems = [...problems, ...plan.problems, ...managers.problems].sort((a, b) => a.row - b.row);
    const company = await findCompany(this.db, companyId);
    if (company?.maxUsers && (await people.countPeople(this.db, companyId)) + plan.creates.length > company.maxUsers) {
      allProblems.unshift({ row: 1, column: '—', message: t(lang, 'errors.maxUsersReached', { max: company.maxUsers }) });
    }
    if (allProblems.length) return this.fail(jobId, lang, allProblems, bytes);

    await repo.updateJob(this.db, jobId, { status: 'importing' });
    this.app.log.info({ jobId, creates: plan.creates.length, updates: plan.updates.length }, 'import.writing');
    const progress = this.progressOf(jobId);
    try {
      return await this.db.transaction(async (tx) => {
        const lines = managers.plan?.changes.length ? managers.plan : null;
        // Changes of the company's lines take turns (reporting-lines.repo.ts): checked again below.
        if (lines) await lockReportingLines(tx, companyId);
        const createdIds = new Map<number, string>(); // row → the person it created
        let done = 0;
        for (const batch of chunks(plan.creates, BATCH)) {
          const ids = await people.insertUsers(
            tx,
            batch.map((r) => ({ ...identityColumns(r.values), isActive: true })),
          );
          batch.forEach((r, i) => createdIds.set(r.row, ids[i]!.id));
          await people.insertEmployments(
            tx,
            batch.map((r, i) => ({ companyId, userId: ids[i]!.id, ...employmentColumns(r.values, true) })),
          );
          await people.insertMemberships(
            tx,
            ids.map(({ id }) => ({ userId: id, companyId, role: 'user' as const })),
          );
          done += batch.length;
          progress?.reached(done);
        }
        for (const update of plan.updates) {
          if (!update.accountLocked) await people.updateUser(tx, update.userId, identityColumns(update.values));
          await people.updateEmployment(tx, companyId, update.userId, employmentColumns(update.values, true));
          progress?.reached(++done);
        }
        if (lines) await this.writeManagers(tx, companyId, lines, createdIds);
        // The uploader as they were when they sent it (the job may run later, on another copy).
        await audit(
          tx,
          { ...actor, ip },
          {
            companyId,
            action: 'person.import',
            targetType: 'importJob',
            targetId: jobId,
            details: { created: plan.creates.length, updated: plan.updates.length },
          },
        );
        // In the same transaction as the rows: a run repeated after its server died sees either
        // all of them and this, or neither.
        return repo.updateJob(tx, jobId, {
          status: 'succeeded',
          processedRows: rows.length,
          createdCount: plan.creates.length,
          updatedCount: plan.updates.length,
          message: t(lang, 'success.imported', { created: plan.creates.length, updated: plan.updates.length }),
          finishedAt: new Date(),
        });
      });
    } finally {
      await progress?.settled();
    }
  }

  /**
   * The file's reporting lines, once every row's person exists; then the company's lines are read
   * again under the lock, and a loop made with a change committed since the file was checked (a
   * person's form) refuses the whole import.
   */
  private async writeManagers(tx: DbOrTx, companyId: string, plan: ManagerPlan, createdIds: ReadonlyMap<number, string>) {
    const idOf = (ref: PersonRef) => ('row' in ref ? createdIds.get(ref.row)! : ref.userId);
    const changes = plan.changes.map((c) => ({ userId: idOf(c.person), managerUserId: c.manager ? idOf(c.manager) : null }));
    await setManagers(tx, companyId, changes);
    const now = await managersOfCompany(tx, companyId);
    if (
      reportingLoops(
        now,
        changes.map((c) => c.userId),
      ).length
    ) {
      throw new AppError('conflict', { messageKey: 'errors.reportingLinesChanged' });
    }
  }

  /**
   * Where the import's progress goes while its transaction runs. On PostgreSQL, a statement on
   * another pooled connection. PGlite has one connection, held by the transaction until it ends:
   * a write outside it would wait for the very transaction that waits for it, and no request (a
   * status read included) is answered meanwhile anyway, so there is none; PGlite is only ever one
   * copy (its folder lock), which shows the import `importing` at 0 and then finished.
   */
  private progressOf(jobId: string): ImportProgress | null {
    if (this.app.database.kind !== 'postgres') return null;
    return new ImportProgress(
      (rows) => repo.recordProgress(this.db, jobId, rows),
      PROGRESS_WRITE_MS,
      (err) => this.app.log.warn({ err, jobId }, 'import.progressNotWritten'),
    );
  }

  private async loadJob(caller: Caller, jobId: string) {
    const job = await repo.findJob(this.db, jobId);
    if (!job) throw new AppError('notFound');
    assertRowInScope(caller, job.companyId);
    return job;
  }

  async job(caller: Caller, jobId: string): Promise<ImportJob> {
    return this.toJob(await this.loadJob(caller, jobId));
  }

  async errorFile(caller: Caller, jobId: string): Promise<Buffer> {
    const job = await this.loadJob(caller, jobId);
    if (!job.errorFileKey) throw new AppError('notFound');
    return this.app.privateFiles.read(job.errorFileKey);
  }

  toJob(row: repo.ImportJobRow): ImportJob {
    return {
      id: row.id,
      status: row.status,
      totalRows: row.totalRows,
      processedRows: row.processedRows,
      created: row.createdCount,
      updated: row.updatedCount,
      problems: row.problems,
      hasErrorFile: Boolean(row.errorFileKey),
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }
}
