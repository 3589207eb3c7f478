import {
  assessorTypeInputSchema,
  assessorTypeSchema,
  assessorTypeUpdateSchema,
  competencyInputSchema,
  competencyListRequestSchema,
  competencySchema,
  competencyUpdateSchema,
  difficultyInputSchema,
  difficultySchema,
  difficultyUpdateSchema,
  factorInputSchema,
  factorSchema,
  factorUpdateSchema,
  listRequestSchema,
  templateInputSchema,
  templateListRequestSchema,
  templateSchema,
  templateUpdateSchema,
} from '../assessments.ts';
import { crudContract } from './crud.ts';
import type { ApiRoute } from './route.ts';

/**
 * The assessment library (`admin/{Difficulty,Factor,Competency,AssessorType,AssessmentTemplate}/*`):
 * the same six calls for each kind (`libraryContract.factor.list`, …). The system manager keeps
 * it; company admins read it and keep their own company's templates.
 */
export const libraryContract = {
  difficulty: crudContract({
    base: '/admin/Difficulty',
    access: { read: 'library.read', change: 'library.manage' },
    tag: 'Library: difficulties',
    noun: 'Difficulty',
    listSchema: listRequestSchema,
    inputSchema: difficultyInputSchema,
    updateSchema: difficultyUpdateSchema,
    itemSchema: difficultySchema,
    toggle: true,
  }),
  factor: crudContract({
    base: '/admin/Factor',
    access: { read: 'library.read', change: 'library.manage' },
    tag: 'Library: factors',
    noun: 'Factor',
    listSchema: listRequestSchema,
    inputSchema: factorInputSchema,
    updateSchema: factorUpdateSchema,
    itemSchema: factorSchema,
    toggle: true,
  }),
  competency: crudContract({
    base: '/admin/Competency',
    access: { read: 'library.read', change: 'library.manage' },
    tag: 'Library: competencies',
    noun: 'Competency',
    listSchema: competencyListRequestSchema,
    inputSchema: competencyInputSchema,
    updateSchema: competencyUpdateSchema,
    itemSchema: competencySchema,
    toggle: true,
  }),
  assessorType: crudContract({
    base: '/admin/AssessorType',
    access: { read: 'library.read', change: 'library.manage' },
    tag: 'Library: assessor types',
    noun: 'Assessor type',
    listSchema: listRequestSchema,
    inputSchema: assessorTypeInputSchema,
    updateSchema: assessorTypeUpdateSchema,
    itemSchema: assessorTypeSchema,
    toggle: true,
  }),
  template: crudContract({
    base: '/admin/AssessmentTemplate',
    access: 'templates.manage',
    tag: 'Library: templates',
    noun: 'Assessment template',
    listSchema: templateListRequestSchema,
    inputSchema: templateInputSchema,
    updateSchema: templateUpdateSchema,
    itemSchema: templateSchema,
    toggle: true,
  }),
};

export type LibraryKind = keyof typeof libraryContract;

/** Every kind's calls in one flat table (`difficulty.list`, …), for the contract's index. */
export const libraryRoutes: Record<string, ApiRoute> = Object.fromEntries(
  Object.entries(libraryContract).flatMap(([kind, table]) =>
    Object.entries(table).map(([name, route]) => [`${kind}.${name}`, route as ApiRoute]),
  ),
);
