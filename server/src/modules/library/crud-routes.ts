import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEnvelopeSchema, idParamSchema, listEnvelope, okEnvelopeSchema, singleEnvelope } from '@rira/contracts';
import { created, list, ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { requireActor, type Actor } from '../../plugins/session.ts';

/** The six calls every library list has: GetAll, Get/{id}, Add, Update, Toggle, Delete (a list without Toggle leaves it out). */
export interface CrudService<ListRequest, Input, Update, Item> {
  list(actor: Actor, request: ListRequest): Promise<{ items: Item[]; total: number }>;
  get(actor: Actor, id: string): Promise<Item>;
  create(actor: Actor, input: Input, ip: string): Promise<string>;
  update(actor: Actor, input: Update, ip: string): Promise<void>;
  toggle?(actor: Actor, id: string, ip: string): Promise<void>;
  remove(actor: Actor, id: string, ip: string): Promise<void>;
}

const idBody = z.object({ id: z.uuid({ error: 'validation.id' }) });

/** What the API documentation says of a call. */
export interface RouteDoc {
  tags: string[];
  summary: string;
  description?: string;
}

type PageRequest = { pageIndex: number; pageSize: number };
type Paged = { items: unknown[]; total: number };

/** POST `path`: a searched, paged list (`list(items, total, body)`). */
export function listRoute<B extends z.ZodType<PageRequest>>(
  plain: FastifyInstance,
  path: string,
  doc: RouteDoc & { body: B; item: z.ZodType },
  load: (actor: Actor, body: z.output<B>) => Promise<Paged>,
) {
  const { body, item, ...schema } = doc;
  plain
    .withTypeProvider<ZodTypeProvider>()
    .post(path, { schema: { ...schema, body, response: { 200: listEnvelope(item) } } }, async (request) => {
      const page = request.body as z.output<B>;
      const { items, total } = await load(requireActor(request), page);
      return list(items, total, page);
    });
}

/** GET `path` (with `:id`): one item. */
export function getRoute(
  plain: FastifyInstance,
  path: string,
  doc: RouteDoc & { item: z.ZodType; params?: z.ZodType<{ id: string }> },
  load: (actor: Actor, id: string) => Promise<unknown>,
) {
  const { item, params = idParamSchema, ...schema } = doc;
  plain
    .withTypeProvider<ZodTypeProvider>()
    .get(path, { schema: { ...schema, params, response: { 200: singleEnvelope(item) } } }, async (request) =>
      single(await load(requireActor(request), (request.params as { id: string }).id)),
    );
}

/** POST `path`: adds one; answers its id with "created". */
export function createRoute<B extends z.ZodType>(
  plain: FastifyInstance,
  path: string,
  doc: RouteDoc & { body: B; bodyLimit?: number },
  create: (actor: Actor, body: z.output<B>, ip: string) => Promise<string>,
) {
  const { body, bodyLimit, ...schema } = doc;
  plain
    .withTypeProvider<ZodTypeProvider>()
    .post(
      path,
      { ...(bodyLimit ? { bodyLimit } : {}), schema: { ...schema, body, response: { 200: createEnvelopeSchema } } },
      async (request) =>
        created(await create(requireActor(request), request.body as z.output<B>, request.ip), t(request.lang, 'success.created')),
    );
}

/**
 * POST `path`: does one thing with the body (by default `{ id }`) and answers "ok" with a message
 * (its key, or a key chosen from what the action returned).
 */
export function actionRoute<R, B extends z.ZodType = typeof idBody>(
  plain: FastifyInstance,
  path: string,
  doc: RouteDoc & { body?: B },
  message: string | ((result: R) => string),
  run: (actor: Actor, body: z.output<B>, ip: string) => Promise<R>,
) {
  const { body = idBody, ...schema } = doc;
  plain
    .withTypeProvider<ZodTypeProvider>()
    .post(path, { schema: { ...schema, body, response: { 200: okEnvelopeSchema } } }, async (request) => {
      const result = await run(requireActor(request), request.body as z.output<B>, request.ip);
      return ok(t(request.lang, typeof message === 'string' ? message : message(result)));
    });
}

type CallName = 'list' | 'get' | 'create' | 'update' | 'toggle' | 'remove';

export function registerCrudRoutes<L extends z.ZodType<PageRequest>, I extends z.ZodType, U extends z.ZodType, D extends z.ZodType>(
  plain: FastifyInstance,
  options: {
    base: string;
    tag: string;
    noun: string;
    listSchema: L;
    inputSchema: I;
    updateSchema: U;
    itemSchema: D;
    /** Where a list's calls are named otherwise than the library's `Get/:id`, `Add` and `Toggle`. */
    paths?: Partial<Record<'get' | 'create' | 'toggle', string>>;
    /** Summaries other than the `${noun}: …` ones. */
    summaries?: Partial<Record<CallName, string>>;
    description?: string;
  },
  service: CrudService<z.output<L>, z.output<I>, z.output<U>, z.output<D>>,
) {
  const { base, noun, paths = {}, summaries = {}, description } = options;
  const doc = (call: CallName, summary: string): RouteDoc => ({
    tags: [options.tag],
    summary: summaries[call] ?? `${noun}: ${summary}`,
    ...(description ? { description } : {}),
  });
  // Widened: the generic item type would otherwise leak into Fastify's reply typing.
  const item: z.ZodType = options.itemSchema;
  listRoute(plain, `${base}/GetAll`, { ...doc('list', 'list, searched and paged'), body: options.listSchema, item }, (actor, body) =>
    service.list(actor, body),
  );
  getRoute(plain, `${base}/${paths.get ?? 'Get/:id'}`, { ...doc('get', 'one'), item }, (actor, id) => service.get(actor, id));
  createRoute(plain, `${base}/${paths.create ?? 'Add'}`, { ...doc('create', 'add'), body: options.inputSchema }, (actor, body, ip) =>
    service.create(actor, body, ip),
  );
  actionRoute(plain, `${base}/Update`, { ...doc('update', 'edit'), body: options.updateSchema }, 'success.updated', (actor, body, ip) =>
    service.update(actor, body, ip),
  );
  const { toggle } = service;
  if (toggle) {
    actionRoute(
      plain,
      `${base}/${paths.toggle ?? 'Toggle'}`,
      doc('toggle', 'activate or deactivate'),
      'success.toggled',
      (actor, body, ip) => toggle.call(service, actor, body.id, ip),
    );
  }
  actionRoute(plain, `${base}/Delete`, doc('remove', 'delete when nothing uses it (409 otherwise)'), 'success.deleted', (actor, body, ip) =>
    service.remove(actor, body.id, ip),
  );
}
