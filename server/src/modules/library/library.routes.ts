import type { FastifyPluginAsync } from 'fastify';
import { libraryContract as call } from '@rira/contracts/api/library';
import { serveCrud } from '../../http/crud-routes.ts';
import { AssessorTypeService, CompetencyService, DifficultyService, FactorService } from './library.service.ts';
import { TemplateService } from './templates.service.ts';

/** The assessment library: the system manager keeps it; company admins read it and keep their own templates. */
export const libraryRoutes: FastifyPluginAsync = async (app) => {
  serveCrud(app, call.difficulty, new DifficultyService(app));
  serveCrud(app, call.factor, new FactorService(app));
  serveCrud(app, call.competency, new CompetencyService(app));
  serveCrud(app, call.assessorType, new AssessorTypeService(app));
  serveCrud(app, call.template, new TemplateService(app));
};
