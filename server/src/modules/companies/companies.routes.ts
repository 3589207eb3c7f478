import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyAssessmentSchema,
  companyAssessmentsRequestSchema,
  companyInputSchema,
  companyListRequestSchema,
  companySchema,
  companyUpdateSchema,
  createEnvelopeSchema,
  idParamSchema,
  listEnvelope,
  LOGO_LANGUAGES,
  okEnvelopeSchema,
  singleEnvelope,
} from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import { created, list, ok, single } from '../../http/envelopes.ts';
import { readMultipart } from '../../http/multipart.ts';
import { issueMessageKey, t } from '../../http/translate.ts';
import { requireActor } from '../../plugins/session.ts';
import { LOGO_MAX_BYTES } from '../files/logos.ts';
import { CompaniesService } from './companies.service.ts';

const tags = ['Companies'];
const idBody = z.object({ id: z.uuid({ error: 'validation.id' }) });
const logoFields = z.object({ id: z.uuid({ error: 'validation.id' }), language: z.enum(LOGO_LANGUAGES, { error: 'validation.language' }) });

export const companyRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new CompaniesService(app);

  app.post(
    '/admin/Company/GetAll',
    { schema: { tags, summary: 'Companies with their people and assessment counts (system manager)', body: companyListRequestSchema, response: { 200: listEnvelope(companySchema) } } },
    async (request) => {
      const { items, total } = await service.list(requireActor(request), request.body);
      return list(items, total, request.body);
    },
  );

  app.post(
    '/admin/Company/GetCompanyAssessments',
    { schema: { tags, summary: "A company's assessments, newest first (system manager)", body: companyAssessmentsRequestSchema, response: { 200: listEnvelope(companyAssessmentSchema) } } },
    async (request) => {
      const { items, total } = await service.assessments(requireActor(request), request.body);
      return list(items, total, request.body);
    },
  );

  app.get(
    '/admin/Company/Get/:id',
    { schema: { tags, summary: 'One company', params: idParamSchema, response: { 200: singleEnvelope(companySchema) } } },
    async (request) => single(await service.get(requireActor(request), request.params.id)),
  );

  app.post(
    '/admin/Company/Add',
    { schema: { tags, summary: 'Register a company; then upload its logos with the returned id', body: companyInputSchema, response: { 200: createEnvelopeSchema } } },
    async (request) => created(await service.create(requireActor(request), request.body, request.ip), t(request.lang, 'success.created')),
  );

  app.post(
    '/admin/Company/Update',
    { schema: { tags, summary: 'Edit a company', body: companyUpdateSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.update(requireActor(request), request.body, request.ip);
      return ok(t(request.lang, 'success.updated'));
    },
  );

  app.post(
    '/admin/Company/Toggle',
    { schema: { tags, summary: 'Activate or deactivate a company (its people can no longer act in it)', body: idBody, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.toggle(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'success.toggled'));
    },
  );

  app.post(
    '/admin/Company/Delete',
    { schema: { tags, summary: 'Delete a company without people or assessments (409 otherwise)', body: idBody, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.remove(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'success.deleted'));
    },
  );

  app.post(
    '/admin/Company/UploadCompanyLogo',
    {
      schema: {
        tags,
        summary: 'Upload the Persian or English logo (multipart: id, language fa|en, file: PNG, JPEG, WebP or SVG up to 2 MB; stored as WebP)',
        consumes: ['multipart/form-data'],
        response: { 200: singleEnvelope(z.object({ logoUrl: z.string() })) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { fields, file } = await readMultipart(request, LOGO_MAX_BYTES);
      const parsed = logoFields.safeParse(fields);
      const problems = parsed.success ? [] : parsed.error.issues.map((i) => ({ field: String(i.path[0]), code: 'invalid', message: issueMessageKey(i) }));
      if (!file) problems.push({ field: 'file', code: 'required', message: 'validation.required' });
      if (problems.length || !parsed.success || !file) throw new AppError('validation', { fieldErrors: problems });
      const logoUrl = await service.uploadLogo(actor, parsed.data.id, parsed.data.language, file.bytes, request.ip);
      return single({ logoUrl }, t(request.lang, 'success.logoUploaded'));
    },
  );
};
