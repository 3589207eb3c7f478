import { titleIn, type LanguageCode } from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import type { assessorTypes } from '../../db/schema/index.ts';

export interface NominationInput {
  userId?: string;
  external?: { name: string; email: string; mobile?: string | null };
  assessorTypeId: string;
  invitationLanguage?: 'fa' | 'en';
  weight?: number;
}

export interface NominationProblem {
  code: 'unknownOption' | 'externalNotAllowed' | 'duplicateAssessor' | 'assessorNotColleague' | 'assessorCount';
  messageKey: string;
  params?: Record<string, string | number>;
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

/** A 400 saying the first problem in words and listing every one. */
export function nominationError(problems: NominationProblem[]): AppError {
  return new AppError('validation', {
    messageKey: problems[0]!.messageKey,
    params: problems[0]!.params,
    fieldErrors: problems.map((p) => ({ field: 'nominations', code: p.code, message: p.messageKey })),
  });
}
