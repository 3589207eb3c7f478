import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createEnvelopeSchema,
  idParamSchema,
  listEnvelope,
  okEnvelopeSchema,
  singleEnvelope,
  STRUCTURE_API_NAMES,
  STRUCTURE_KINDS,
  structureInputSchema,
  structureItemSchema,
  structureListRequestSchema,
  structureReorderSchema,
  structureUpdateSchema,
} from '@rira/contracts';
import { z } from 'zod';
import { created, list, ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { requireActor } from '../../plugins/session.ts';
import { StructureService } from './structure.service.ts';

const idBody = z.object({ id: z.uuid({ error: 'validation.id' }) });

/** admin/Department, admin/Structure, admin/Position, admin/JobTitle, admin/ManagementLevel: one set of calls each. */
export const structureRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  for (const kind of STRUCTURE_KINDS) {
    const name = STRUCTURE_API_NAMES[kind];
    const base = `/admin/${name}`;
    const tags = [`Structure: ${name}`];
    const service = new StructureService(app, kind);

    app.post(
      `${base}/GetAll`,
      { schema: { tags, summary: `The company's ${name} list, in order`, body: structureListRequestSchema, response: { 200: listEnvelope(structureItemSchema) } } },
      async (request) => {
        const { items, total } = await service.list(requireActor(request), request.body);
        return list(items, total, request.body);
      },
    );
    app.get(
      `${base}/Get/:id`,
      { schema: { tags, summary: `One ${name}`, params: idParamSchema, response: { 200: singleEnvelope(structureItemSchema) } } },
      async (request) => single(await service.get(requireActor(request), request.params.id)),
    );
    app.post(
      `${base}/Add`,
      { schema: { tags, summary: `Add a ${name}`, body: structureInputSchema, response: { 200: createEnvelopeSchema } } },
      async (request) => created(await service.create(requireActor(request), request.body, request.ip), t(request.lang, 'success.created')),
    );
    app.post(
      `${base}/Update`,
      { schema: { tags, summary: `Edit a ${name}`, body: structureUpdateSchema, response: { 200: okEnvelopeSchema } } },
      async (request) => {
        await service.update(requireActor(request), request.body, request.ip);
        return ok(t(request.lang, 'success.updated'));
      },
    );
    app.post(
      `${base}/Toggle`,
      { schema: { tags, summary: `Activate or deactivate a ${name}`, body: idBody, response: { 200: okEnvelopeSchema } } },
      async (request) => {
        await service.toggle(requireActor(request), request.body.id, request.ip);
        return ok(t(request.lang, 'success.toggled'));
      },
    );
    app.post(
      `${base}/Delete`,
      { schema: { tags, summary: `Delete a ${name} nobody is assigned to (409 otherwise)`, body: idBody, response: { 200: okEnvelopeSchema } } },
      async (request) => {
        await service.remove(requireActor(request), request.body.id, request.ip);
        return ok(t(request.lang, 'success.deleted'));
      },
    );
    app.post(
      `${base}/Reorder`,
      { schema: { tags, summary: `Save the order of the ${name} list (ids in the new order)`, body: structureReorderSchema, response: { 200: okEnvelopeSchema } } },
      async (request) => {
        await service.reorder(requireActor(request), request.body, request.ip);
        return ok(t(request.lang, 'success.reordered'));
      },
    );
  }
};
