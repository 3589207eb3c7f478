import { toLatinDigits, type ImportProblem, type LanguageCode } from '@rira/contracts';
import { t } from '../../../http/translate.ts';
import { reportingLoops } from '../../reporting-lines/loops.ts';
import { columnHeader } from './columns.ts';

/**
 * The Excel import's Manager column (docs/decisions/036) as pure functions: each row's manager is
 * found by personnel code or national code among the file's rows and the company's people, the
 * order of the rows aside, and the reporting lines the file would leave are checked for loops.
 */

/** A row of the file as the manager column needs it. */
export interface FileManagerRow {
  row: number;
  /** The person's codes as the file gives them (normalised as the import reads them). */
  personnelCode: string | null;
  nationalCode: string | null;
  /** The Manager cell: undefined without the column, null when blank, else the code typed. */
  manager: string | null | undefined;
  /** What the import does with the row: creates a person, updates `userId`, or nothing (the row has a problem of its own). */
  person: { create: true } | { userId: string } | null;
}

/** The company's people and their lines as stored, looked up in bulk for the file's codes. */
export interface PeopleForManagers {
  /** Personnel codes of this company → their person. */
  byPersonnelCode: ReadonlyMap<string, string>;
  /** National codes of anyone, in the company or not → their person. */
  byNationalCode: ReadonlyMap<string, string>;
  /** People employed in this company. */
  members: ReadonlySet<string>;
  /** Of those, the ones active in it with an active account. */
  active: ReadonlySet<string>;
  /** The company's reporting lines now: person → manager. */
  managers: ReadonlyMap<string, string>;
}

/** A person as the plan names them: a row the import creates, or someone who exists (updated by a row or not). */
export type PersonRef = { row: number } | { userId: string };

export interface ManagerChange {
  row: number;
  person: PersonRef;
  manager: PersonRef | null;
}

export interface ManagerPlan {
  changes: ManagerChange[];
  problems: ImportProblem[];
  /** Loops the file's lines would make, each as the people in order (each reports to the next), ending with the first again. */
  loops: PersonRef[][];
}

const keyOf = (ref: PersonRef) => ('row' in ref ? `row:${ref.row}` : `user:${ref.userId}`);
const refOf = (key: string): PersonRef => (key.startsWith('row:') ? { row: Number(key.slice(4)) } : { userId: key.slice(5) });

/** A code as written in a cell, and a national code Excel stored as a number (its leading zeros lost). */
function codeVariants(value: string): string[] {
  const code = toLatinDigits(value).trim();
  return /^\d{1,9}$/.test(code) ? [code, code.padStart(10, '0')] : [code];
}

/**
 * Finds each row's manager and the changes the import makes to reporting lines. A code names one
 * person: a row of the file (by the codes that row gives) or someone of the company (by the codes
 * stored, unless a row of the file updates them, whose codes then count). Problems, in the Manager
 * column of their row: nobody has the code; only someone outside the company has it (a national
 * code); two different people have it; it is the row's own person; the person is inactive here.
 * A row whose manager is a row with problems of its own gets no problem of this kind: the file is
 * refused anyway, and that row says what is wrong. A file without the column changes no line; a
 * blank cell clears the row's person's manager.
 */
export function planManagers(rows: readonly FileManagerRow[], people: PeopleForManagers, lang: LanguageCode): ManagerPlan {
  const column = columnHeader('manager', lang);
  const problems: ImportProblem[] = [];
  const changes: ManagerChange[] = [];
  const problem = (row: number, key: string, params: Record<string, string> = {}) =>
    problems.push({ row, column, message: t(lang, `validation.${key}`, params) });

  // The file's own codes, and who each row is (a row updating someone is that someone).
  const updatedBy = new Map<string, number>(); // userId → the row updating them
  for (const r of rows) if (r.person && 'userId' in r.person) updatedBy.set(r.person.userId, r.row);
  const fileCodes = new Map<string, Set<number>>();
  const note = (code: string | null, row: number) => {
    if (!code) return;
    const key = toLatinDigits(code).trim();
    fileCodes.set(key, (fileCodes.get(key) ?? new Set()).add(row));
  };
  for (const r of rows) {
    note(r.personnelCode, r.row);
    note(r.nationalCode, r.row);
  }
  const byRow = new Map(rows.map((r) => [r.row, r]));
  const personOf = (r: FileManagerRow): PersonRef | null =>
    r.person === null ? null : 'userId' in r.person ? { userId: r.person.userId } : { row: r.row };

  for (const r of rows) {
    const self = personOf(r);
    if (r.manager === undefined || !self) continue;
    if (r.manager === null || r.manager.trim() === '') {
      changes.push({ row: r.row, person: self, manager: null });
      continue;
    }
    const candidates = new Map<string, PersonRef>();
    let pendingRow = false;
    let outsider = false;
    for (const code of codeVariants(r.manager)) {
      for (const row of fileCodes.get(code) ?? []) {
        const other = byRow.get(row)!;
        const ref = personOf(other);
        if (ref) candidates.set(keyOf(ref), ref);
        else pendingRow = true;
      }
      const stored = [people.byPersonnelCode.get(code), people.byNationalCode.get(code)];
      for (const userId of stored) {
        // Someone a row updates is found by the row's codes, not by those it replaces.
        if (!userId || updatedBy.has(userId)) continue;
        if (people.members.has(userId)) candidates.set(`user:${userId}`, { userId });
        else outsider = true;
      }
    }
    if (pendingRow && candidates.size <= 1) continue;
    if (candidates.size === 0) {
      problem(r.row, outsider ? 'managerOtherCompany' : 'managerNotFound');
      continue;
    }
    if (candidates.size > 1) {
      problem(r.row, 'managerAmbiguous');
      continue;
    }
    const [manager] = candidates.values();
    if (keyOf(manager!) === keyOf(self)) {
      problem(r.row, 'managerSelf');
      continue;
    }
    // A person the file creates or updates is active once imported; someone else must be already.
    if ('userId' in manager! && !updatedBy.has(manager.userId) && !people.active.has(manager.userId)) {
      problem(r.row, 'managerInactive');
      continue;
    }
    changes.push({ row: r.row, person: self, manager: manager! });
  }

  // The lines as they would be: the stored ones, then every change of the file.
  const lines = new Map<string, string | null>([...people.managers].map(([userId, managerId]) => [`user:${userId}`, `user:${managerId}`]));
  for (const change of changes) lines.set(keyOf(change.person), change.manager ? keyOf(change.manager) : null);
  const loops = reportingLoops(
    lines,
    changes.map((c) => keyOf(c.person)),
  ).map((loop) => loop.map(refOf));
  return { changes, problems, loops };
}

/**
 * Each loop as a problem of every file row on it, in the Manager column: the people in order, rows
 * by their number and others by `nameOf` (the people looked up once loops were found).
 */
export function loopProblems(
  loops: readonly PersonRef[][],
  rows: readonly FileManagerRow[],
  nameOf: (userId: string) => string,
  lang: LanguageCode,
): ImportProblem[] {
  const rowOfUser = new Map<string, number>();
  for (const r of rows) if (r.person && 'userId' in r.person) rowOfUser.set(r.person.userId, r.row);
  const rowOf = (ref: PersonRef) => ('row' in ref ? ref.row : rowOfUser.get(ref.userId));
  const label = (ref: PersonRef) => {
    const row = rowOf(ref);
    return row !== undefined ? t(lang, 'workbooks.people.row', { row }) : nameOf((ref as { userId: string }).userId);
  };
  const column = columnHeader('manager', lang);
  return loops.flatMap((loop) => {
    const chain = loop.map(label).join(t(lang, 'workbooks.people.loopArrow'));
    const message = t(lang, 'validation.managerLoopInFile', { chain });
    const fileRows = [...new Set(loop.map(rowOf).filter((row): row is number => row !== undefined))];
    return fileRows.map((row) => ({ row, column, message }));
  });
}
