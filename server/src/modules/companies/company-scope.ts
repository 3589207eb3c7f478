import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findCompany } from '../auth/auth.repo.ts';

/**
 * The company an organisation call acts on. A company admin always acts in the company of
 * their session (naming another one is refused); a system manager names the company.
 * Everyone else is refused.
 */
export async function resolveCompanyScope(db: DbOrTx, actor: Actor, requested: string | undefined): Promise<string> {
  if (actor.role === 'companyAdmin' && actor.companyId) {
    if (requested && requested !== actor.companyId) throw new AppError('forbidden');
    return actor.companyId;
  }
  if (actor.role === 'systemManager') {
    if (!requested) {
      throw new AppError('validation', {
        messageKey: 'errors.companyRequired',
        fieldErrors: [{ field: 'companyId', code: 'companyRequired', message: 'errors.companyRequired' }],
      });
    }
    if (!(await findCompany(db, requested))) throw new AppError('notFound');
    return requested;
  }
  throw new AppError('forbidden');
}

/** For calls on one row: a company admin may touch only rows of their company (others look missing). */
export function assertRowInScope(actor: Actor, rowCompanyId: string): void {
  if (actor.role === 'systemManager') return;
  if (actor.role === 'companyAdmin' && actor.companyId === rowCompanyId) return;
  if (actor.role === 'companyAdmin') throw new AppError('notFound');
  throw new AppError('forbidden');
}
