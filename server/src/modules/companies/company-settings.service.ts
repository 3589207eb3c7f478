import type { FastifyInstance } from 'fastify';
import type { CompanySettings } from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { audit } from '../audit/audit.repo.ts';
import { resolveCompanyScope } from './company-scope.ts';
import * as repo from './companies.repo.ts';

/**
 * A company's own settings, which its admins keep as well as the system manager (issue 23,
 * docs/decisions/034): whether invitations and reminders also go by SMS. A company admin acts on
 * the company of their session (naming another is refused); the system manager names one.
 */
export class CompanySettingsService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  async get(caller: Caller, companyId: string | undefined): Promise<CompanySettings> {
    const id = await resolveCompanyScope(this.db, caller, companyId);
    const row = await repo.findCompanySettings(this.db, id);
    if (!row) throw new AppError('notFound');
    return row;
  }

  async update(caller: Caller, input: { companyId?: string; smsInvitations: boolean; smsReminders: boolean }) {
    const id = await resolveCompanyScope(this.db, caller, input.companyId);
    await this.db.transaction(async (tx) => {
      const before = await repo.findCompanySettings(tx, id);
      if (!before) throw new AppError('notFound');
      await repo.updateCompany(tx, id, { smsInvitations: input.smsInvitations, smsReminders: input.smsReminders });
      await audit(tx, caller, {
        companyId: id,
        action: 'company.settings',
        targetType: 'company',
        targetId: id,
        details: {
          smsInvitations: input.smsInvitations,
          smsReminders: input.smsReminders,
          previous: { smsInvitations: before.smsInvitations, smsReminders: before.smsReminders },
        },
      });
    });
  }
}
