import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';

/**
 * Who may do what with assessment templates (the role itself is checked by the route's guard,
 * `templates.manage`): the system manager keeps platform templates (no company) and any company's;
 * a company admin uses platform templates and keeps only their own company's.
 */

/** Which templates a caller sees: `all`, or the platform's plus one company's. Naming another company is refused. */
export function visibleTemplates(
  actor: Actor,
  requestedCompany: string | undefined,
): { all: true } | { companyId: string | null; withPlatform: true } {
  if (actor.role === 'systemManager') return requestedCompany ? { companyId: requestedCompany, withPlatform: true } : { all: true };
  if (requestedCompany && requestedCompany !== actor.companyId) throw new AppError('forbidden');
  return { companyId: actor.companyId, withPlatform: true };
}

/** A company admin may use a platform template but change only their own company's. */
export function assertMayChangeTemplate(actor: Actor, template: { companyId: string | null }): void {
  if (actor.role !== 'systemManager' && template.companyId !== actor.companyId)
    throw new AppError('forbidden', { messageKey: 'errors.platformTemplateReadOnly' });
}

/** The company a new template belongs to: the system manager names it (none: a platform template); a company admin's is theirs. */
export function templateCompanyFor(actor: Actor, requested: string | null | undefined): string | null {
  if (actor.role === 'systemManager') return requested ?? null;
  if (requested && requested !== actor.companyId) throw new AppError('forbidden');
  return actor.companyId;
}

/**
 * assessment-method.md §2: only a system manager changes the smallest group a report shows; a company admin's
 * template keeps the value it has (or the default for a new one). Refused, not ignored, so that the
 * admin is not led to believe it changed.
 */
export function assertMayChangeGroupSize(actor: Actor, requested: number, current: number): void {
  if (actor.role !== 'systemManager' && requested !== current)
    throw new AppError('forbidden', { messageKey: 'errors.minGroupSizeSystemOnly' });
}
