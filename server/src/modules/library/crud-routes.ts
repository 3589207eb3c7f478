import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEnvelopeSchema, idParamSchema, listEnvelope, okEnvelopeSchema, singleEnvelope } from '@rira/contracts';
import { created, list, ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { requireActor, type Actor } from '../../plugins/session.ts';

/** The six calls every library list has: GetAll, Get/{id}, Add, Update, Toggle, Delete. */
export interface CrudService<ListRequest, Input, Update, Item> {
  list(actor: Actor, request: ListRequest): Promise<{ items: Item[]; total: number }>;
  get(actor: Actor, id: string): Promise<Item>;
  create(actor: Actor, input: Input, ip: string): Promise<string>;
  update(actor: Actor, input: Update, ip: string): Promise<void>;
  toggle(actor: Actor, id: string, ip: string): Promise<void>;
  remove(actor: Actor, id: string, ip: string): Promise<void>;
}

const idBody = z.object({ id: z.uuid({ error: 'validation.id' }) });

export function registerCrudRoutes<
  L extends z.ZodType<{ pageIndex: number; pageSize: number }>,
  I extends z.ZodType,
  U extends z.ZodType,
  D extends z.ZodType,
>(
  plain: FastifyInstance,
  options: { base: string; tag: string; noun: string; listSchema: L; inputSchema: I; updateSchema: U; itemSchema: D },
  service: CrudService<z.output<L>, z.output<I>, z.output<U>, z.output<D>>,
) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { base, noun } = options;
  const tags = [options.tag];
  // Widened: the generic item type would otherwise leak into Fastify's reply typing.
  const itemSchema: z.ZodType = options.itemSchema;
  app.post(
    `${base}/GetAll`,
    { schema: { tags, summary: `${noun}: list, searched and paged`, body: options.listSchema, response: { 200: listEnvelope(itemSchema) } } },
    async (request) => {
      const body = request.body as z.output<L>;
      const { items, total } = await service.list(requireActor(request), body);
      return list(items, total, body);
    },
  );
  app.get(
    `${base}/Get/:id`,
    { schema: { tags, summary: `${noun}: one`, params: idParamSchema, response: { 200: singleEnvelope(itemSchema) } } },
    async (request) => single(await service.get(requireActor(request), request.params.id)),
  );
  app.post(
    `${base}/Add`,
    { schema: { tags, summary: `${noun}: add`, body: options.inputSchema, response: { 200: createEnvelopeSchema } } },
    async (request) => created(await service.create(requireActor(request), request.body as z.output<I>, request.ip), t(request.lang, 'success.created')),
  );
  app.post(
    `${base}/Update`,
    { schema: { tags, summary: `${noun}: edit`, body: options.updateSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.update(requireActor(request), request.body as z.output<U>, request.ip);
      return ok(t(request.lang, 'success.updated'));
    },
  );
  app.post(
    `${base}/Toggle`,
    { schema: { tags, summary: `${noun}: activate or deactivate`, body: idBody, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.toggle(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'success.toggled'));
    },
  );
  app.post(
    `${base}/Delete`,
    { schema: { tags, summary: `${noun}: delete when nothing uses it (409 otherwise)`, body: idBody, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.remove(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'success.deleted'));
    },
  );
}
