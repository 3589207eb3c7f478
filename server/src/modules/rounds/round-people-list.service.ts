import type { FastifyInstance } from 'fastify';
import { fullNameIn, type LanguageCode } from '@rira/contracts';
import { ROUND_LIST_MAX_ROWS, type RoundListProblem, type RoundPeopleList } from '@rira/contracts/rounds';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { t } from '../../http/translate.ts';
import { resolveCompanyScope } from '../companies/company-scope.ts';
import * as people from '../people/people.repo.ts';
import { columnHeader } from '../people/import/columns.ts';
import { UploadedWorkbooks } from '../people/import/uploaded-workbook.ts';
import { listRowKeys, matchPeopleList, type ListLookup, type ListProblem, type ListRow } from './domain/people-list.ts';
import { buildPeopleListSample } from './round-people-list-sample.ts';
import { namesOf } from './rounds.repo.ts';

/** Keys per query: one query per thousand, whatever the number of rows. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/**
 * A round's people by an Excel list (issue 26, docs/decisions/038): the upload is checked and read
 * as the people import's (UploadedWorkbooks: by its content, within the archive limits, in a worker
 * with bounded memory and time; headers in Persian or English), each row's identifiers looked up
 * in a few bulk queries and matched by the pure `matchPeopleList`. The answer is the people, for
 * the form's named people (`userIds` of Add and AddPeople): reading a list creates nothing. Any row
 * that names nobody the round can take refuses the whole list (400) with every row's problem.
 */
export class RoundPeopleListService {
  private readonly workbooks: UploadedWorkbooks;

  constructor(private readonly app: FastifyInstance) {
    this.workbooks = new UploadedWorkbooks(app.config);
  }

  private get db() {
    return this.app.db;
  }

  async resolve(caller: Caller, input: { bytes: Buffer; companyId?: string; lang: LanguageCode }): Promise<RoundPeopleList> {
    const companyId = await resolveCompanyScope(this.db, caller, input.companyId);
    const workbook = await this.workbooks.read(input.bytes, ROUND_LIST_MAX_ROWS, input.lang, 'list');
    if (workbook.rows.length === 0) throw new AppError('validation', { messageKey: 'errors.importEmpty' });
    if (workbook.rows.length > ROUND_LIST_MAX_ROWS)
      throw new AppError('validation', { messageKey: 'errors.importTooLarge', params: { max: ROUND_LIST_MAX_ROWS } });
    const rows: ListRow[] = workbook.rows.map(({ row, values }) => ({ row, keys: listRowKeys(values) }));
    const { people: found, problems } = matchPeopleList(rows, await this.lookup(companyId, rows));
    if (problems.length) {
      throw new AppError('validation', {
        messageKey: 'errors.roundListHasProblems',
        params: { count: problems.length },
        extra: { problems: problems.map((p) => this.translated(p, input.lang)) },
      });
    }
    const names = new Map<string, Awaited<ReturnType<typeof namesOf>>[number]>();
    for (const slice of chunks(found.map((p) => p.userId))) for (const n of await namesOf(this.db, slice)) names.set(n.id, n);
    return {
      people: found.map(({ row, userId }) => {
        const n = names.get(userId)!;
        return {
          row,
          userId,
          name: fullNameIn(n, 'fa'),
          nameEn: n.firstNameEn && n.lastNameEn ? `${n.firstNameEn} ${n.lastNameEn}` : null,
        };
      }),
    };
  }

  /** The sample list: the identifying columns (and the names, for the reader), in `lang`. */
  sample(lang: LanguageCode): Promise<Buffer> {
    return buildPeopleListSample(lang);
  }

  /** The people the rows' identifiers name, and whether each works (actively) in the company: a few bulk queries. */
  private async lookup(companyId: string, rows: readonly ListRow[]): Promise<ListLookup> {
    const nationalCodes = distinct(rows.map((r) => r.keys.nationalCode));
    const mobiles = distinct(rows.map((r) => r.keys.mobile));
    const emails = distinct(rows.map((r) => r.keys.email));
    const personnelCodes = distinct(rows.map((r) => r.keys.personnelCode));
    const lookup = {
      byNationalCode: new Map<string, string>(),
      byMobile: new Map<string, string>(),
      byEmail: new Map<string, string>(),
      byPersonnelCode: new Map<string, string>(),
      inCompany: new Map<string, boolean>(),
    };
    for (let i = 0; i < Math.max(nationalCodes.length, mobiles.length, emails.length); i += CHUNK) {
      const accounts = await people.usersByIdentity(this.db, {
        nationalCodes: nationalCodes.slice(i, i + CHUNK),
        mobiles: mobiles.slice(i, i + CHUNK),
        emails: emails.slice(i, i + CHUNK),
      });
      for (const a of accounts) {
        if (a.nationalCode) lookup.byNationalCode.set(a.nationalCode, a.id);
        if (a.mobile) lookup.byMobile.set(a.mobile, a.id);
        if (a.email) lookup.byEmail.set(a.email, a.id);
      }
    }
    for (const slice of chunks(personnelCodes)) {
      for (const e of await people.employmentsOfCompany(this.db, companyId, [], slice))
        if (e.personnelCode) lookup.byPersonnelCode.set(e.personnelCode, e.userId);
    }
    const userIds = distinct([
      ...lookup.byNationalCode.values(),
      ...lookup.byMobile.values(),
      ...lookup.byEmail.values(),
      ...lookup.byPersonnelCode.values(),
    ]);
    for (const slice of chunks(userIds)) {
      for (const s of await people.employmentStates(this.db, companyId, slice)) lookup.inCompany.set(s.userId, Boolean(s.active));
    }
    return lookup;
  }

  /** A row's problem as the caller reads it: the column's header and the reason in their language. */
  private translated(p: ListProblem, lang: LanguageCode): RoundListProblem {
    const params: Record<string, string | number> = {};
    if (p.duplicateOf !== undefined) params.row = p.duplicateOf;
    if (p.columns)
      params.columns = p.columns
        .map((key) => t(lang, 'workbooks.people.quoted', { name: columnHeader(key, lang) }))
        .join(t(lang, 'workbooks.listSeparator'));
    return {
      row: p.row,
      column: p.column ? columnHeader(p.column, lang) : null,
      value: p.value,
      reason: p.reason,
      message: t(lang, `roundList.${p.reason}`, params),
    };
  }
}
