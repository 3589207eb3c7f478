import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiRoute, BodyOf } from '@rira/contracts/api/route';
import { callerOf, type Caller } from './caller.ts';
import { serve, type ContractResult, type ServerRouteOptions } from './contract-route.ts';
import { created, list, ok, single } from './envelopes.ts';
import { t } from './translate.ts';

/**
 * Route builders over the contract (docs/decisions/015) shared by the admin modules: the six calls
 * of a list (`crudContract` in contracts/src/api/crud.ts: library, FAQs, trusted companies,
 * article categories and tags, backlinks) and the list/get/create/action shapes of their other calls.
 */

/** The six calls every library list has: GetAll, Get/{id}, Add, Update, Toggle, Delete (a list without Toggle leaves it out). */
export interface CrudService<ListRequest, Input, Update, Item> {
  list(caller: Caller, request: ListRequest): Promise<{ items: Item[]; total: number }>;
  get(caller: Caller, id: string): Promise<Item>;
  create(caller: Caller, input: Input): Promise<string>;
  update(caller: Caller, input: Update): Promise<void>;
  toggle?(caller: Caller, id: string): Promise<void>;
  remove(caller: Caller, id: string): Promise<void>;
}

type PageRequest = { pageIndex: number; pageSize: number };
type Paged = { items: unknown[]; total: number };

type BodyOutput<R extends ApiRoute> = BodyOf<R> extends z.ZodType ? z.output<BodyOf<R>> : never;

/** Serves a list route: a searched, paged list (`list(items, total, body)`). */
export function serveList<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  load: (caller: Caller, body: BodyOutput<R>) => Promise<Paged>,
  options?: ServerRouteOptions,
) {
  serve(
    app,
    route,
    async (request) => {
      const page = request.body as BodyOutput<R> & PageRequest;
      const { items, total } = await load(callerOf(request), page);
      return list(items, total, page) as ContractResult<R>;
    },
    options,
  );
}

/** Serves a route that reads one row by its `:id`. */
export function serveGet<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  load: (caller: Caller, id: string) => Promise<unknown>,
  options?: ServerRouteOptions,
) {
  serve(
    app,
    route,
    async (request) => single(await load(callerOf(request), (request.params as { id: string }).id)) as ContractResult<R>,
    options,
  );
}

/** Serves a route that adds one row and answers its id with "created". */
export function serveCreate<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  create: (caller: Caller, body: BodyOutput<R>) => Promise<string>,
  options?: ServerRouteOptions,
) {
  serve(
    app,
    route,
    async (request) =>
      created(await create(callerOf(request), request.body as BodyOutput<R>), t(request.lang, 'success.created')) as ContractResult<R>,
    options,
  );
}

/**
 * Serves a route that does one thing with its body (often `{ id }`) and answers "ok" with a
 * message (its key, or a key chosen from what the action returned).
 */
export function serveAction<R extends ApiRoute, Result>(
  app: FastifyInstance,
  route: R,
  message: string | ((result: Result) => string),
  run: (caller: Caller, body: BodyOutput<R>) => Promise<Result>,
  options?: ServerRouteOptions,
) {
  serve(
    app,
    route,
    async (request) => {
      const result = await run(callerOf(request), request.body as BodyOutput<R>);
      return ok(t(request.lang, typeof message === 'string' ? message : message(result))) as ContractResult<R>;
    },
    options,
  );
}

/** Serves a `crudContract` table with the list's service. */
export function serveCrud<
  Table extends { list: ApiRoute; get: ApiRoute; create: ApiRoute; update: ApiRoute; remove: ApiRoute; toggle?: ApiRoute },
>(
  app: FastifyInstance,
  table: Table,
  service: CrudService<BodyOutput<Table['list']>, BodyOutput<Table['create']>, BodyOutput<Table['update']>, unknown>,
) {
  serveList(app, table.list, (caller, body) => service.list(caller, body));
  serveGet(app, table.get, (caller, id) => service.get(caller, id));
  serveCreate(app, table.create, (caller, body) => service.create(caller, body));
  serveAction(app, table.update, 'success.updated', (caller, body) => service.update(caller, body));
  const { toggle } = service;
  if (table.toggle) {
    if (!toggle) throw new Error(`${table.toggle.path}: the service has no toggle`);
    serveAction(app, table.toggle, 'success.toggled', (caller, body: { id: string }) => toggle.call(service, caller, body.id));
  }
  serveAction(app, table.remove, 'success.deleted', (caller, body: { id: string }) => service.remove(caller, body.id));
}
