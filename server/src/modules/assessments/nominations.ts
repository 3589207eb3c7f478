import { normalizeIranianMobile, titleIn, type LanguageCode } from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import type { assessorTypes } from '../../db/schema/index.ts';

export interface NominationInput {
  userId?: string;
  external?: { name: string; email: string; mobile?: string | null };
  assessorTypeId: string;
  invitationLanguage?: LanguageCode;
  weight?: number;
}

export interface NominationProblem {
  code: 'unknownOption' | 'externalNotAllowed' | 'duplicateAssessor' | 'assessorNotColleague' | 'assessorCount' | 'externalIsInsider';
  messageKey: string;
  params?: Record<string, string | number>;
  /** The nomination at fault (its place in the list checked) and its field, when the problem is one row's. */
  index?: number;
  field?: 'external.email' | 'external.mobile';
}

type TypeRow = typeof assessorTypes.$inferSelect;

/**
 * The rules of a set of assessors (assessment-method.md §2, §5): each of an active, non-self
 * type; external people only where both the assessment and the type allow them; nobody twice and
 * not the assessed person; at most each type's maximum, and (when submitting) at least its minimum.
 */
export function checkNominations(
  types: TypeRow[],
  nominations: NominationInput[],
  options: { checkMinimum: boolean; allowExternal: boolean; targetUserId?: string; lang?: LanguageCode },
): NominationProblem[] {
  const problems: NominationProblem[] = [];
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  for (const n of nominations) {
    const type = types.find((t) => t.id === n.assessorTypeId);
    if (!type || type.raterGroup === 'self') {
      problems.push({ code: 'unknownOption', messageKey: 'validation.unknownOption' });
      continue;
    }
    if (n.external && (!options.allowExternal || !type.allowOutsideCompany))
      problems.push({ code: 'externalNotAllowed', messageKey: 'errors.externalNotAllowed' });
    if (n.userId && n.userId === options.targetUserId)
      problems.push({ code: 'assessorNotColleague', messageKey: 'errors.assessorNotColleague' });
    const key = n.userId ? `user:${n.userId}` : `mail:${n.external?.email.toLowerCase()}`;
    if (seen.has(key)) problems.push({ code: 'duplicateAssessor', messageKey: 'errors.duplicateAssessor' });
    seen.add(key);
    counts.set(type.id, (counts.get(type.id) ?? 0) + 1);
  }
  for (const type of types) {
    if (type.raterGroup === 'self') continue;
    const n = counts.get(type.id) ?? 0;
    if (n > type.maxCount || (options.checkMinimum && n < type.minCount)) {
      const title = titleIn(type, options.lang ?? 'fa');
      problems.push({
        code: 'assessorCount',
        messageKey: 'errors.assessorCount',
        params: { type: title, min: type.minCount, max: type.maxCount },
      });
    }
  }
  return problems;
}

/**
 * A 400 saying the first problem in words and listing every one. `list` names the request's list
 * when the problems were found in it (`nominations`, or an admin's `assessors`): a row's problem
 * then points at that row's field, as a schema error would.
 */
export function nominationError(problems: NominationProblem[], list?: 'nominations' | 'assessors'): AppError {
  return new AppError('validation', {
    messageKey: problems[0]!.messageKey,
    params: problems[0]!.params,
    fieldErrors: problems.map((p) => ({
      field: list && p.index !== undefined && p.field ? `${list}.${p.index}.${p.field}` : 'nominations',
      code: p.code,
      message: p.messageKey,
    })),
  });
}

// ---------------- who an external assessor may be (issue 22, finding 5) ----------------

/** An e-mail address as compared: trimmed, in lower case. */
export function canonicalEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** A mobile number as compared: 09xxxxxxxxx, however it was typed (+98, 0098, Persian digits, spaces). */
export function canonicalMobile(raw: string): string {
  return normalizeIranianMobile(raw.trim());
}

/** Addresses of people who exist inside: the assessed person's and those of everyone employed in the company. */
export interface InsiderAddresses {
  emails: readonly (string | null)[];
  mobiles: readonly (string | null)[];
}

/**
 * An external assessor answers in an anonymous group; one whose e-mail or mobile belongs to the
 * assessed person, or to a person of the company, would be someone the assessed person knows (or
 * themselves) standing in for an outsider, so that they could fill a group with answers they know.
 * Such a nomination is refused — that person is nominated as themselves — for the person and for
 * an admin alike. The message never says whose address it is.
 */
export function checkExternalAddresses(
  nominations: readonly NominationInput[],
  insiders: InsiderAddresses,
  by: 'participant' | 'admin',
): NominationProblem[] {
  const emails = new Set(insiders.emails.flatMap((e) => (e ? [canonicalEmail(e)] : [])));
  const mobiles = new Set(insiders.mobiles.flatMap((m) => (m ? [canonicalMobile(m)] : [])));
  const messageKey = by === 'admin' ? 'errors.externalIsInsiderAdmin' : 'errors.externalIsInsider';
  return nominations.flatMap((n, index): NominationProblem[] => {
    if (!n.external) return [];
    const field = emails.has(canonicalEmail(n.external.email))
      ? 'external.email'
      : n.external.mobile && mobiles.has(canonicalMobile(n.external.mobile))
        ? 'external.mobile'
        : null;
    return field ? [{ code: 'externalIsInsider', messageKey, index, field }] : [];
  });
}

/**
 * The confirmation a nomination by the assessed person starts with. A manager's answer is shown
 * by name, so a manager the person chooses always waits for an admin, who checks that it is their
 * manager indeed: a colleague put forward as "manager" would have their answer shown by name. Other
 * types wait only when both the assessment and the type ask for it. An admin's own pick is
 * confirmed at once.
 */
export function participantConfirmation(
  type: Pick<TypeRow, 'raterGroup' | 'needsConfirmation'>,
  assessment: { needsAssessorConfirmation: boolean },
): 'pending' | 'confirmed' {
  if (type.raterGroup === 'manager') return 'pending';
  return assessment.needsAssessorConfirmation && type.needsConfirmation ? 'pending' : 'confirmed';
}
