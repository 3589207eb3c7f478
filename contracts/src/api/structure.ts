import { z } from 'zod';
import { createEnvelopeSchema, idParamSchema, listEnvelope, okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
import { uuidSchema } from '../fields.ts';
import {
  STRUCTURE_API_NAMES,
  STRUCTURE_KINDS,
  structureInputSchema,
  structureItemSchema,
  structureListRequestSchema,
  structureReorderSchema,
  structureUpdateSchema,
  type StructureKind,
} from '../organisation.ts';
import { defineRoute, type ApiRoute } from './route.ts';

const byId = z.object({ id: uuidSchema });

/** One kind's calls: `admin/Department/*`, `admin/Structure/*`, `admin/Position/*`, `admin/JobTitle/*`, `admin/ManagementLevel/*`. */
function structureTable(kind: StructureKind) {
  const name = STRUCTURE_API_NAMES[kind];
  const base = `/admin/${name}`;
  const tags = [`Structure: ${name}`];
  return {
    list: defineRoute({
      method: 'POST',
      path: `${base}/GetAll`,
      access: 'structure.manage',
      tags,
      summary: `The company's ${name} list, in order`,
      body: structureListRequestSchema,
      response: listEnvelope(structureItemSchema),
    }),
    get: defineRoute({
      method: 'GET',
      path: `${base}/Get/:id`,
      access: 'structure.manage',
      tags,
      summary: `One ${name}`,
      params: idParamSchema,
      response: singleEnvelope(structureItemSchema),
    }),
    create: defineRoute({
      method: 'POST',
      path: `${base}/Add`,
      access: 'structure.manage',
      tags,
      summary: `Add a ${name}`,
      body: structureInputSchema,
      response: createEnvelopeSchema,
    }),
    update: defineRoute({
      method: 'POST',
      path: `${base}/Update`,
      access: 'structure.manage',
      tags,
      summary: `Edit a ${name}`,
      body: structureUpdateSchema,
      response: okEnvelopeSchema,
    }),
    toggle: defineRoute({
      method: 'POST',
      path: `${base}/Toggle`,
      access: 'structure.manage',
      tags,
      summary: `Activate or deactivate a ${name}`,
      body: byId,
      response: okEnvelopeSchema,
    }),
    remove: defineRoute({
      method: 'POST',
      path: `${base}/Delete`,
      access: 'structure.manage',
      tags,
      summary: `Delete a ${name} nobody is assigned to (409 otherwise)`,
      body: byId,
      response: okEnvelopeSchema,
    }),
    reorder: defineRoute({
      method: 'POST',
      path: `${base}/Reorder`,
      access: 'structure.manage',
      tags,
      summary: `Save the order of the ${name} list (ids in the new order)`,
      body: structureReorderSchema,
      response: okEnvelopeSchema,
    }),
  };
}

export type StructureTable = ReturnType<typeof structureTable>;

/**
 * A company's departments, organisational units, positions, job titles and management levels:
 * the same calls for each kind (`structureContract.department.list`, …).
 */
export const structureContract = Object.fromEntries(STRUCTURE_KINDS.map((kind) => [kind, structureTable(kind)])) as Record<
  StructureKind,
  StructureTable
>;

/** Every kind's calls in one flat table (`department.list`, …), for the contract's index. */
export const structureRoutes: Record<string, ApiRoute> = Object.fromEntries(
  STRUCTURE_KINDS.flatMap((kind) => Object.entries(structureContract[kind]).map(([name, route]) => [`${kind}.${name}`, route])),
);
