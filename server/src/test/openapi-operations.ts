import type { FastifyInstance } from 'fastify';

/**
 * The API's own OpenAPI document, read by the tests that must cover every operation (the
 * authorisation matrix, the control-character guard): new calls are covered without upkeep.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};

export type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: JsonSchema };

export type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As in the document: `/api/admin/Assessment/Get/{id}`. */
  route: string;
  operation: Operation;
  /** The JSON body's schema, when the call takes one. */
  body: JsonSchema | undefined;
  /** Uploads take multipart/form-data. */
  multipart: boolean;
}

/** Every operation under /api in the app's OpenAPI document. */
export function apiOperations(app: FastifyInstance): ApiOperation[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const out: ApiOperation[] = [];
  for (const [route, operations] of Object.entries(document.paths)) {
    if (!route.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const content = operation.requestBody?.content ?? {};
      out.push({
        method: method.toUpperCase() as ApiOperation['method'],
        route,
        operation,
        body: content['application/json']?.schema,
        multipart: Boolean(content['multipart/form-data']),
      });
    }
  }
  return out;
}

/** `/api/x/Get/{id}` → `/x/Get/:id`: the form the routes are registered in (and the contract's paths, `contractRoute()`). */
export function registeredPath(route: string): string {
  return route.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1');
}
