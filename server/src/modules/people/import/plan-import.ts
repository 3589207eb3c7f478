import { normalizeForSearch, personInputSchema, type ImportProblem, type LanguageCode, type PersonValues } from '@rira/contracts';
import { issueMessageKey, t } from '../../../http/translate.ts';
import { ACCOUNT_REFUSAL_MESSAGE, changedAccountFields, type AccountRefusal } from '../account-policy.ts';
import { identityColumns } from '../people.service.ts';
import { columnHeader, NATIONALITY_LABELS, parseLabel, USER_TYPE_LABELS, type ImportColumnKey, type RawPersonRow } from './columns.ts';
import { parseSheetDate } from './dates.ts';

/**
 * The Excel import's rules as pure functions: rows in, problems or a plan out. The service
 * feeds them the company's lists and the people that already exist (looked up in bulk).
 */

/** The structure lists a sheet's cells are matched against, by title in Persian or English. */
export const IMPORT_STRUCTURE_KINDS = ['department', 'structure', 'position', 'jobTitle', 'managementLevel'] as const;
export type StructureLookup = Record<(typeof IMPORT_STRUCTURE_KINDS)[number], Map<string, string>>;

export interface ParsedRow {
  row: number;
  values: PersonValues;
}

/** Where a schema field's problem is shown: the sheet column that holds it. */
const FIELD_COLUMN: Partial<Record<string, ImportColumnKey>> = {
  departmentId: 'department',
  structureId: 'structure',
  positionId: 'position',
  jobTitleId: 'jobTitle',
  managementLevelId: 'managementLevel',
};

export function structureKey(title: string): string {
  return normalizeForSearch(title).toLowerCase();
}

/**
 * Step 1: each row on its own — the same zod schema as the person form, plus the sheet's own
 * formats. The English names are optional, both or neither; blank ones leave a person's stored
 * English names alone (identityColumns), so that updating people from a file whose English cells
 * nobody filled in does not wipe them. They are cleared on the person form.
 */
export function parseRows(
  rows: RawPersonRow[],
  structure: StructureLookup,
  lang: LanguageCode,
  /** The columns the file has: a file without the Structure column (an older sample) leaves people's structure alone. */
  columns: readonly ImportColumnKey[],
): { parsed: ParsedRow[]; problems: ImportProblem[] } {
  const hasStructureColumn = columns.includes('structure');
  const problems: ImportProblem[] = [];
  const parsed: ParsedRow[] = [];
  const problem = (row: number, column: ImportColumnKey, key: string) =>
    problems.push({ row, column: columnHeader(column, lang), message: t(lang, key) });

  for (const { row, values } of rows) {
    const before = problems.length;
    const nationality = values.nationality ? parseLabel(values.nationality, NATIONALITY_LABELS) : 'iranian';
    if (!nationality) problem(row, 'nationality', 'validation.invalid');
    const userType = values.userType ? parseLabel(values.userType, USER_TYPE_LABELS) : 'employee';
    if (!userType) problem(row, 'userType', 'validation.invalid');
    let birthDate: string | null = null;
    if (values.birthDate) {
      birthDate = parseSheetDate(values.birthDate);
      if (!birthDate) problem(row, 'birthDate', 'validation.date');
    }
    const ids: Partial<Record<`${(typeof IMPORT_STRUCTURE_KINDS)[number]}Id`, string | null>> = {};
    // A blank Structure cell clears the person's structure, like a blank department; no such column keeps it.
    if (hasStructureColumn) ids.structureId = null;
    for (const kind of IMPORT_STRUCTURE_KINDS) {
      const title = values[kind];
      if (!title) continue;
      const id = structure[kind].get(structureKey(title));
      if (id) ids[`${kind}Id`] = id;
      else problem(row, kind, 'validation.unknownOption');
    }
    // A national code written as a number loses its leading zeros in Excel.
    const nationalCode =
      values.nationalCode && /^\d{1,9}$/.test(values.nationalCode) ? values.nationalCode.padStart(10, '0') : values.nationalCode;
    const result = personInputSchema.safeParse({
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      firstNameEn: values.firstNameEn,
      lastNameEn: values.lastNameEn,
      nationality: nationality ?? 'iranian',
      nationalCode: nationalCode ?? null,
      passportNumber: values.passportNumber ?? null,
      mobile: values.mobile ?? '',
      email: values.email ?? null,
      personnelCode: values.personnelCode ?? null,
      userType: userType ?? 'employee',
      birthDate,
      ...ids,
      roles: ['user'],
      isActive: true,
    });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'firstName');
        const column = (FIELD_COLUMN[field] ?? field) as ImportColumnKey;
        problem(row, column, issueMessageKey(issue));
      }
    }
    if (result.success && problems.length === before) parsed.push({ row, values: result.data });
  }
  return { parsed, problems };
}

export interface ExistingPeople {
  byMobile: Map<string, string>;
  byNationalCode: Map<string, string>;
  byEmail: Map<string, string>;
  /** People of this company, by user id. */
  members: Set<string>;
  /** Personnel codes used in this company → their person. */
  byPersonnelCode: Map<string, string>;
  /**
   * People of this company whose account the importer may not change (account-policy.ts), with
   * the account as stored: a row may update their place here only if it repeats their account.
   */
  lockedAccounts: Map<string, { reason: AccountRefusal; stored: Partial<Record<keyof ReturnType<typeof identityColumns>, unknown>> }>;
}

export interface ImportPlan {
  creates: ParsedRow[];
  /** `accountLocked`: write only the person's place in this company, never their account. */
  updates: (ParsedRow & { userId: string; accountLocked: boolean })[];
  problems: ImportProblem[];
}

const KEYS = [
  { column: 'mobile', message: 'validation.duplicateMobile', value: (v: PersonValues) => v.mobile },
  { column: 'nationalCode', message: 'validation.duplicateNationalCode', value: (v: PersonValues) => identityColumns(v).nationalCode },
  { column: 'email', message: 'validation.duplicateEmail', value: (v: PersonValues) => v.email ?? null },
  { column: 'personnelCode', message: 'validation.duplicatePersonnelCode', value: (v: PersonValues) => v.personnelCode ?? null },
] as const;

/**
 * Step 2: rows against each other and against the people who exist. With `refuse` any match is
 * a problem; with `update` a row that matches exactly one person of this company updates them,
 * and a match with someone outside the company (or with two different people) is a problem. A
 * person whose account is locked to the importer (also in another company, or a platform
 * manager) is updated only when the row repeats their account as stored; a row that would change
 * it is a problem naming the columns and who can change them, like the person form's 403.
 */
export function planImport(rows: ParsedRow[], existing: ExistingPeople, mode: 'refuse' | 'update', lang: LanguageCode): ImportPlan {
  const problems: ImportProblem[] = [];
  const creates: ParsedRow[] = [];
  const updates: ImportPlan['updates'] = [];
  const seen = KEYS.map(() => new Map<string, number>());
  const lookup = (column: string, value: string) =>
    column === 'mobile'
      ? existing.byMobile.get(value)
      : column === 'nationalCode'
        ? existing.byNationalCode.get(value)
        : column === 'email'
          ? existing.byEmail.get(value)
          : existing.byPersonnelCode.get(value);

  for (const parsed of rows) {
    const rowProblems: ImportProblem[] = [];
    const matches = new Map<string, string[]>(); // userId → columns that matched
    KEYS.forEach((key, i) => {
      const value = key.value(parsed.values);
      if (!value) return;
      const header = columnHeader(key.column, lang);
      const earlier = seen[i]!.get(value);
      if (earlier !== undefined)
        rowProblems.push({ row: parsed.row, column: header, message: t(lang, 'validation.duplicateInFile', { row: earlier }) });
      else seen[i]!.set(value, parsed.row);
      const owner = lookup(key.column, value);
      if (owner) matches.set(owner, [...(matches.get(owner) ?? []), key.column]);
    });
    const clash = (columns: string[]) =>
      columns.forEach((column) => {
        const key = KEYS.find((k) => k.column === column)!;
        rowProblems.push({ row: parsed.row, column: columnHeader(key.column, lang), message: t(lang, key.message) });
      });
    if (matches.size > 0) {
      const [only] = matches.keys();
      if (mode === 'refuse' || matches.size > 1 || !existing.members.has(only!)) {
        for (const columns of matches.values()) clash(columns);
      } else {
        const locked = existing.lockedAccounts.get(only!);
        const changed = locked ? changedAccountFields(locked.stored, identityColumns(parsed.values)) : [];
        if (locked && changed.length) {
          rowProblems.push({
            row: parsed.row,
            column: changed.map((field) => columnHeader(field, lang)).join(t(lang, 'workbooks.listSeparator')),
            message: t(lang, ACCOUNT_REFUSAL_MESSAGE[locked.reason]),
          });
        } else if (!rowProblems.length) {
          updates.push({ ...parsed, userId: only!, accountLocked: Boolean(locked) });
        }
      }
    } else if (!rowProblems.length) {
      creates.push(parsed);
    }
    problems.push(...rowProblems);
  }
  return { creates, updates, problems };
}
