import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '@rira/contracts/api/route';
import { AppError } from './app-error.ts';
import { serve, type ContractRequest } from './contract-route.ts';

/**
 * What the content-admin modules (magazine-admin, site-admin, pages-admin) share at the HTTP level:
 * emptying the public pages' caches, the 404 of a missing row, and their Excel exports. Their
 * audit rows, like every module's, are written by `audit` (modules/audit/audit.repo.ts).
 */

/**
 * Public content changed: the rendered pages (micro-cached for a few seconds) and the content their
 * loaders read (plugins/public-data.ts) are forgotten, so the next render shows the change.
 */
export function publicPagesChanged(app: FastifyInstance) {
  // Every server copy's caches, not only this one's (plugins/public-content-changes.ts).
  app.publicContent.changed();
}

/** The row that was looked up, or a 404 when there is none. */
export function foundOr404<T>(row: T | null | undefined): T {
  if (!row) throw new AppError('notFound');
  return row;
}

/**
 * Serves a contract route that downloads an Excel workbook (`download` in its table) named
 * `<filename>.xlsx`, built from the request (its query holds the list's filters).
 */
export function serveWorkbook<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  filename: string,
  build: (request: ContractRequest<R>) => Promise<Buffer>,
) {
  const contentType = route.download;
  if (!contentType) throw new Error(`${route.path} is not a download`);
  serve(app, route, async (request, reply) => {
    const bytes = await build(request);
    return reply.header('content-type', contentType).header('content-disposition', `attachment; filename="${filename}.xlsx"`).send(bytes);
  });
}
