import { z } from 'zod';
import { createEnvelopeSchema, idParamSchema, listEnvelope, okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
import { uuidSchema } from '../fields.ts';
import type { Action } from '../permissions.ts';
import { defineRoute } from './route.ts';

/** The body of a call that acts on one row: `{ id }`. */
export const idBodySchema = z.object({ id: uuidSchema });

type CallName = 'list' | 'get' | 'create' | 'update' | 'toggle' | 'remove';

export interface CrudOptions<L extends z.ZodType, I extends z.ZodType, U extends z.ZodType, D extends z.ZodType, T extends boolean> {
  /** The path before each call's name, e.g. `/admin/Difficulty`. */
  base: string;
  /**
   * Who may call the list's routes: one action for all of them, or one to read (GetAll, Get) and
   * one to change (Add, Update, Toggle, Delete) where reading is open to more callers (the
   * library: company admins read it, the system manager keeps it).
   */
  access: Action | { read: Action; change: Action };
  tag: string;
  /** What one row is, for the summaries (`Difficulty: add`). */
  noun: string;
  listSchema: L;
  inputSchema: I;
  updateSchema: U;
  itemSchema: D;
  /** Whether the list has a Toggle call (activate/deactivate). */
  toggle: T;
  /** Where a list's calls are named otherwise than the library's `Get/:id`, `Add` and `Toggle`. */
  paths?: Partial<Record<'get' | 'create' | 'toggle', string>>;
  /** Summaries other than the `${noun}: …` ones. */
  summaries?: Partial<Record<CallName, string>>;
  description?: string;
}

/**
 * The calls every admin list has (library lists, FAQs, trusted companies, article categories and
 * tags): GetAll, Get/{id}, Add, Update, Toggle (when it has one) and Delete. The server serves the
 * table with `serveCrud` (server/src/http/crud-routes.ts).
 */
export function crudContract<L extends z.ZodType, I extends z.ZodType, U extends z.ZodType, D extends z.ZodType, T extends boolean>(
  options: CrudOptions<L, I, U, D, T>,
) {
  const { base, noun, paths = {}, summaries = {}, description } = options;
  const { read, change } = typeof options.access === 'string' ? { read: options.access, change: options.access } : options.access;
  const doc = (call: CallName, summary: string) => ({
    access: call === 'list' || call === 'get' ? read : change,
    tags: [options.tag],
    summary: summaries[call] ?? `${noun}: ${summary}`,
    ...(description ? { description } : {}),
  });
  const calls = {
    list: defineRoute({
      method: 'POST',
      path: `${base}/GetAll`,
      ...doc('list', 'list, searched and paged'),
      body: options.listSchema,
      response: listEnvelope(options.itemSchema),
    }),
    get: defineRoute({
      method: 'GET',
      path: `${base}/${paths.get ?? 'Get/:id'}`,
      ...doc('get', 'one'),
      params: idParamSchema,
      response: singleEnvelope(options.itemSchema),
    }),
    create: defineRoute({
      method: 'POST',
      path: `${base}/${paths.create ?? 'Add'}`,
      ...doc('create', 'add'),
      body: options.inputSchema,
      response: createEnvelopeSchema,
    }),
    update: defineRoute({
      method: 'POST',
      path: `${base}/Update`,
      ...doc('update', 'edit'),
      body: options.updateSchema,
      response: okEnvelopeSchema,
    }),
    remove: defineRoute({
      method: 'POST',
      path: `${base}/Delete`,
      ...doc('remove', 'delete when nothing uses it (409 otherwise)'),
      body: idBodySchema,
      response: okEnvelopeSchema,
    }),
  };
  const toggle = defineRoute({
    method: 'POST',
    path: `${base}/${paths.toggle ?? 'Toggle'}`,
    ...doc('toggle', 'activate or deactivate'),
    body: idBodySchema,
    response: okEnvelopeSchema,
  });
  return (options.toggle ? { ...calls, toggle } : calls) as T extends true ? typeof calls & { toggle: typeof toggle } : typeof calls;
}
