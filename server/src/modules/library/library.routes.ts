import type { FastifyPluginAsync } from 'fastify';
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
} from '@rira/contracts';
import { registerCrudRoutes } from './crud-routes.ts';
import { AssessorTypeService, CompetencyService, DifficultyService, FactorService } from './library.service.ts';
import { TemplateService } from './templates.service.ts';

/** The assessment library: the system manager keeps it; company admins read it and keep their own templates. */
export const libraryRoutes: FastifyPluginAsync = async (app) => {
  registerCrudRoutes(
    app,
    { base: '/admin/Difficulty', tag: 'Library: difficulties', noun: 'Difficulty', listSchema: listRequestSchema, inputSchema: difficultyInputSchema, updateSchema: difficultyUpdateSchema, itemSchema: difficultySchema },
    new DifficultyService(app),
  );
  registerCrudRoutes(
    app,
    { base: '/admin/Factor', tag: 'Library: factors', noun: 'Factor', listSchema: listRequestSchema, inputSchema: factorInputSchema, updateSchema: factorUpdateSchema, itemSchema: factorSchema },
    new FactorService(app),
  );
  registerCrudRoutes(
    app,
    { base: '/admin/Competency', tag: 'Library: competencies', noun: 'Competency', listSchema: competencyListRequestSchema, inputSchema: competencyInputSchema, updateSchema: competencyUpdateSchema, itemSchema: competencySchema },
    new CompetencyService(app),
  );
  registerCrudRoutes(
    app,
    { base: '/admin/AssessorType', tag: 'Library: assessor types', noun: 'Assessor type', listSchema: listRequestSchema, inputSchema: assessorTypeInputSchema, updateSchema: assessorTypeUpdateSchema, itemSchema: assessorTypeSchema },
    new AssessorTypeService(app),
  );
  registerCrudRoutes(
    app,
    { base: '/admin/AssessmentTemplate', tag: 'Library: templates', noun: 'Assessment template', listSchema: templateListRequestSchema, inputSchema: templateInputSchema, updateSchema: templateUpdateSchema, itemSchema: templateSchema },
    new TemplateService(app),
  );
};
