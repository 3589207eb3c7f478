import { normalizeIranianMobile, toLatinDigits } from '@rira/contracts';
import { ROUND_LIST_KEYS, type RoundListKey, type RoundListProblemReason } from '@rira/contracts/rounds';

/**
 * A round's people by an Excel list (issue 26, docs/decisions/038) as pure functions: each row's
 * identifiers in the form they are stored in, and the rows matched against the people found for
 * them (looked up in bulk by the service), with every row's problem at once.
 */

/** The identifiers a row may name a person by, in the order a row is known by (the people workbook's columns). */
const LIST_KEYS = ROUND_LIST_KEYS;
export type ListKey = RoundListKey;
export type ListKeys = Partial<Record<ListKey, string>>;

export interface ListRow {
  /** The sheet's own row number, as the person sees it. */
  row: number;
  keys: ListKeys;
}

/**
 * A row's identifiers as the people workbook's import reads them and the database stores them:
 * Persian and Arabic digits in Latin; a national code without spaces or dashes, its leading zeros
 * back when Excel took it for a number; a mobile as 09xxxxxxxxx (from +98, 0098, 98 or 9…); an
 * e-mail address in lower case; a personnel code trimmed. Blank cells name nothing.
 */
export function listRowKeys(values: Partial<Record<string, string>>): ListKeys {
  const keys: ListKeys = {};
  const national = values.nationalCode ? toLatinDigits(values.nationalCode).replace(/[\s-]/g, '') : '';
  if (national) keys.nationalCode = /^\d{1,9}$/.test(national) ? national.padStart(10, '0') : national;
  const mobile = values.mobile ? normalizeIranianMobile(values.mobile) : '';
  if (mobile) keys.mobile = mobile;
  const email = values.email?.trim().toLowerCase();
  if (email) keys.email = email;
  const code = values.personnelCode ? toLatinDigits(values.personnelCode).trim() : '';
  if (code) keys.personnelCode = code;
  return keys;
}

/** The people found for a list's identifiers. */
export interface ListLookup {
  /** Accounts of the platform, by the identifiers every account has one of (unique platform-wide). */
  byNationalCode: ReadonlyMap<string, string>;
  byMobile: ReadonlyMap<string, string>;
  byEmail: ReadonlyMap<string, string>;
  /** The company's people by their personnel code there (personnel codes are the company's own). */
  byPersonnelCode: ReadonlyMap<string, string>;
  /** The company's people among those found: whether they are active there (employment and account). */
  inCompany: ReadonlyMap<string, boolean>;
}

export interface ListProblem {
  row: number;
  /** The identifier the row is known by (its first filled one), or null when it has none. */
  column: ListKey | null;
  value: string;
  reason: RoundListProblemReason;
  /** `duplicate`: the earlier row that named the same person. */
  duplicateOf?: number;
  /** `conflict`: the identifiers that name different people. */
  columns?: ListKey[];
}

export interface ListMatch {
  /** The people the list names, once each, in the sheet's order. */
  people: { row: number; userId: string }[];
  problems: ListProblem[];
}

function ownerOf(key: ListKey, value: string, lookup: ListLookup): string | undefined {
  switch (key) {
    case 'nationalCode':
      return lookup.byNationalCode.get(value);
    case 'mobile':
      return lookup.byMobile.get(value);
    case 'email':
      return lookup.byEmail.get(value);
    case 'personnelCode':
      return lookup.byPersonnelCode.get(value);
  }
}

/**
 * Each row to the one person it names, or its problem: no identifier (`missing`); nobody with any
 * of them (`unknown`); identifiers that name different people (`conflict`); someone who does not
 * work in the company (`otherCompany`) or is inactive there (`inactive`); the same person as an
 * earlier row (`duplicate`). An identifier that names nobody beside one that names the person
 * (an old mobile beside the right national code) does not stand in the way.
 */
export function matchPeopleList(rows: readonly ListRow[], lookup: ListLookup): ListMatch {
  const people: ListMatch['people'] = [];
  const problems: ListProblem[] = [];
  const seen = new Map<string, number>();
  for (const { row, keys } of rows) {
    const present = LIST_KEYS.filter((key) => keys[key]);
    const first = present[0];
    if (!first) {
      problems.push({ row, column: null, value: '', reason: 'missing' });
      continue;
    }
    const at = { row, column: first, value: keys[first]! };
    const owners = new Map<string, ListKey[]>();
    for (const key of present) {
      const owner = ownerOf(key, keys[key]!, lookup);
      if (owner) owners.set(owner, [...(owners.get(owner) ?? []), key]);
    }
    const [userId, ...others] = owners.keys();
    if (!userId) problems.push({ ...at, reason: 'unknown' });
    else if (others.length) problems.push({ ...at, reason: 'conflict', columns: [...owners.values()].flat() });
    else if (!lookup.inCompany.has(userId)) problems.push({ ...at, reason: 'otherCompany' });
    else if (!lookup.inCompany.get(userId)) problems.push({ ...at, reason: 'inactive' });
    else if (seen.has(userId)) problems.push({ ...at, reason: 'duplicate', duplicateOf: seen.get(userId)! });
    else {
      seen.set(userId, row);
      people.push({ row, userId });
    }
  }
  return { people, problems };
}
