import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';

export interface AuditEntry {
  actorUserId: string | null;
  impersonatorUserId?: string | null;
  companyId?: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  ip?: string | null;
}

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    impersonatorUserId: entry.impersonatorUserId ?? null,
    companyId: entry.companyId ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}

/** The audit row of a content change (who, what, when, from where), written in the change's transaction. */
export async function auditContentChange(
  db: DbOrTx,
  actor: Actor,
  ip: string,
  action: string,
  targetType: string,
  targetId: string | undefined,
  details?: Record<string, unknown>,
) {
  await recordAudit(db, {
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
    action,
    targetType,
    targetId,
    details,
    ip,
  });
}
