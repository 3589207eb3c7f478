import type { FastifyPluginAsync } from 'fastify';
import { STRUCTURE_KINDS } from '@rira/contracts';
import { structureContract } from '@rira/contracts/api/structure';
import { serve } from '../../http/contract-route.ts';
import { serveCrud } from '../../http/crud-routes.ts';
import { ok } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { callerOf } from '../../http/caller.ts';
import { StructureService } from './structure.service.ts';

/** admin/Department, admin/Structure, admin/Position, admin/JobTitle, admin/ManagementLevel: one set of calls each. */
export const structureRoutes: FastifyPluginAsync = async (app) => {
  for (const kind of STRUCTURE_KINDS) {
    const call = structureContract[kind];
    const service = new StructureService(app, kind);

    serveCrud(app, call, service);
    serve(app, call.reorder, async (request) => {
      await service.reorder(callerOf(request), request.body);
      return ok(t(request.lang, 'success.reordered'));
    });
  }
};
