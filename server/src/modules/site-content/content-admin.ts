import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { RouteDoc } from '../library/crud-routes.ts';

/**
 * What the content-admin modules (magazine-admin, site-admin, pages-admin) share: who may call
 * them, their audit rows, emptying the public pages' micro-cache, and their Excel exports.
 */

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

/** The public pages are micro-cached for a few seconds: after a change they are rendered afresh. */
export function publicPagesChanged(app: FastifyInstance) {
  app.publicPages?.clear();
}

/** The row that was looked up, or a 404 when there is none. */
export function foundOr404<T>(row: T | null | undefined): T {
  if (!row) throw notFound();
  return row;
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET `path`: an Excel workbook download named `<filename>.xlsx`, built from the query. */
export function workbookRoute<Q extends z.ZodType>(
  plain: FastifyInstance,
  path: string,
  doc: RouteDoc & { querystring?: Q },
  filename: string,
  build: (request: FastifyRequest & { query: z.output<Q> }) => Promise<Buffer>,
) {
  plain.withTypeProvider<ZodTypeProvider>().get(path, { schema: { ...doc, produces: [XLSX] } }, async (request, reply: FastifyReply) => {
    const bytes = await build(request as FastifyRequest & { query: z.output<Q> });
    return reply.header('content-type', XLSX).header('content-disposition', `attachment; filename="${filename}.xlsx"`).send(bytes);
  });
}
