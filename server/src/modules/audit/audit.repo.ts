import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { ActedBy } from '../../http/caller.ts';

/** What happened, to what. `companyId` defaults to the caller's company (pass null for none). */
export interface AuditEvent {
  action: string;
  companyId?: string | null;
  targetType?: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Writes one audit row, every "who" field filled from `by` (http/caller.ts `ActedBy`): a signed-in
 * caller gives the person the session acts as, the system manager acting as them (if any), their
 * company and address; a visitor their address (and the account a sign-in names); a job its name.
 * The only way rows are written, so that no call can leave out the impersonator, the company or the
 * address (issue 22, finding 4).
 * Written in the caller's transaction when given one: the row exists exactly when the change does.
 */
export async function audit(db: DbOrTx, by: ActedBy, event: AuditEvent): Promise<void> {
  const who =
    'job' in by
      ? { actorUserId: null, impersonatorUserId: null, companyId: null, ip: null, details: { ...event.details, job: by.job } }
      : 'command' in by
        ? {
            actorUserId: null,
            impersonatorUserId: null,
            companyId: null,
            ip: null,
            details: { ...event.details, command: by.command, osUser: by.osUser },
          }
        : 'visitor' in by
          ? { actorUserId: by.userId ?? null, impersonatorUserId: null, companyId: null, ip: by.visitor.ip, details: event.details }
          : {
              actorUserId: by.userId,
              impersonatorUserId: by.impersonatorUserId,
              companyId: by.companyId,
              ip: by.ip,
              details: event.details,
            };
  await db.insert(auditLog).values({
    actorUserId: who.actorUserId,
    impersonatorUserId: who.impersonatorUserId,
    companyId: event.companyId !== undefined ? event.companyId : who.companyId,
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    details: who.details ?? null,
    ip: who.ip,
  });
}
