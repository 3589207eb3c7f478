import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSetPasswordSchema,
  createEnvelopeSchema,
  duplicateModeSchema,
  hrUserSchema,
  hrUsersRequestSchema,
  IMPORT_MAX_BYTES,
  importJobSchema,
  languageCodeSchema,
  listEnvelope,
  okEnvelopeSchema,
  personDeletedSchema,
  personIdSchema,
  personInputSchema,
  personListItemSchema,
  personListRequestSchema,
  personSchema,
  personUpdateSchema,
  singleEnvelope,
} from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import { created, list, ok, single } from '../../http/envelopes.ts';
import { readMultipart } from '../../http/multipart.ts';
import { issueMessageKey, t } from '../../http/translate.ts';
import { requireActor } from '../../plugins/session.ts';
import { failUnfinishedJobs } from './import/import.repo.ts';
import { PeopleImportService } from './import/import.service.ts';
import { PeopleService } from './people.service.ts';

const tags = ['People'];
const base = '/manager/applicationUser';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const uuid = z.uuid({ error: 'validation.id' });
const companyQuery = z.object({ companyId: uuid.optional() });
const uploadFields = z.object({ duplicates: duplicateModeSchema.default('refuse'), companyId: uuid.optional() });

export const peopleRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new PeopleService(app);
  const imports = new PeopleImportService(app);

  app.addHook('onReady', async () => {
    await failUnfinishedJobs(app.db, t('fa', 'errors.importInterrupted'));
  });

  app.post(
    `${base}/GetAll`,
    { schema: { tags, summary: 'People, paged, searched (name, mobile, national code, personnel code), filtered and sorted', body: personListRequestSchema, response: { 200: listEnvelope(personListItemSchema) } } },
    async (request) => {
      const { items, total } = await service.list(requireActor(request), request.body);
      return list(items, total, request.body);
    },
  );

  app.get(
    `${base}/GetUser/:id`,
    { schema: { tags, summary: 'One person in a company', params: z.object({ id: uuid }), querystring: companyQuery, response: { 200: singleEnvelope(personSchema) } } },
    async (request) => single(await service.get(requireActor(request), request.params.id, request.query.companyId)),
  );

  app.get(
    `${base}/GetHrUsers`,
    { schema: { tags, summary: 'Company admins (of one company, or of all for the system manager)', querystring: hrUsersRequestSchema, response: { 200: singleEnvelope(z.array(hrUserSchema)) } } },
    async (request) => single(await service.hrUsers(requireActor(request), request.query.companyId)),
  );

  app.post(
    `${base}/Create`,
    { schema: { tags, summary: 'Add a person to a company (first sign-in by one-time code)', body: personInputSchema, response: { 200: createEnvelopeSchema } } },
    async (request) => created(await service.create(requireActor(request), request.body, request.ip), t(request.lang, 'success.created')),
  );

  app.post(
    `${base}/Update`,
    { schema: { tags, summary: 'Edit a person', body: personUpdateSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.update(requireActor(request), request.body, request.ip);
      return ok(t(request.lang, 'success.updated'));
    },
  );

  app.post(
    `${base}/ToggleActivity`,
    { schema: { tags, summary: 'Activate or deactivate a person in the company', body: personIdSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.toggle(requireActor(request), request.body.id, request.body.companyId, request.ip);
      return ok(t(request.lang, 'success.toggled'));
    },
  );

  app.post(
    `${base}/changePassword`,
    { schema: { tags, summary: "Set a person's password (their other sessions end)", body: adminSetPasswordSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.setPassword(requireActor(request), request.body, request.ip);
      return ok(t(request.lang, 'success.passwordChanged'));
    },
  );

  app.post(
    `${base}/Delete`,
    { schema: { tags, summary: 'Remove a person from the company; one with assessment history is deactivated instead', body: personIdSchema, response: { 200: singleEnvelope(personDeletedSchema) } } },
    async (request) => {
      const outcome = await service.remove(requireActor(request), request.body.id, request.body.companyId, request.ip);
      return single({ outcome }, t(request.lang, outcome === 'deleted' ? 'success.deleted' : 'success.deactivatedInstead'));
    },
  );

  app.post(
    `${base}/Profile/ResetPassword`,
    { schema: { tags, summary: 'Remove a person’s password: next sign-in by one-time code, then a new password', body: personIdSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.resetPassword(requireActor(request), request.body.id, request.body.companyId, request.ip);
      return ok(t(request.lang, 'success.passwordResetByAdmin'));
    },
  );

  app.get(
    `${base}/DownloadSample`,
    {
      schema: {
        tags,
        summary: 'Basic data: the sample workbook (headers in the language asked for, drop-downs of the company’s lists, instructions)',
        querystring: companyQuery.extend({ lang: languageCodeSchema.optional() }),
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const bytes = await imports.sample(requireActor(request), lang, request.query.companyId);
      const name = lang === 'fa' ? 'people-sample-fa.xlsx' : 'people-sample-en.xlsx';
      return reply.header('content-type', XLSX).header('content-disposition', `attachment; filename="${name}"`).send(bytes);
    },
  );

  app.post(
    `${base}/UploadExcel`,
    {
      schema: {
        tags,
        summary:
          'Import people from the sample workbook (multipart: file, duplicates refuse|update, companyId). All rows are checked first; any problem imports nothing (400 with `job.problems`). Over 500 rows: 202 and a background job.',
        consumes: ['multipart/form-data'],
        response: { 200: singleEnvelope(importJobSchema), 202: singleEnvelope(importJobSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { fields, file } = await readMultipart(request, IMPORT_MAX_BYTES);
      const parsed = uploadFields.safeParse(fields);
      const problems = parsed.success ? [] : parsed.error.issues.map((i) => ({ field: String(i.path[0]), code: 'invalid', message: issueMessageKey(i) }));
      if (!file) problems.push({ field: 'file', code: 'required', message: 'validation.required' });
      if (problems.length || !parsed.success || !file) throw new AppError('validation', { fieldErrors: problems });
      const outcome = await imports.upload(
        actor,
        { bytes: file.bytes, mode: parsed.data.duplicates, companyId: parsed.data.companyId, lang: request.lang },
        request.ip,
      );
      if (outcome.status === 400) {
        throw new AppError('validation', { messageKey: 'errors.importHasProblems', params: { count: outcome.job.problems.length }, extra: { job: outcome.job } });
      }
      return reply.status(outcome.status).send(single(outcome.job, outcome.job.message ?? t(request.lang, 'success.importQueued')));
    },
  );

  app.get(
    `${base}/GetImportJob/:id`,
    { schema: { tags, summary: 'An import’s state and progress', params: z.object({ id: uuid }), response: { 200: singleEnvelope(importJobSchema) } } },
    async (request) => single(await imports.job(requireActor(request), request.params.id)),
  );

  app.get(
    `${base}/DownloadImportErrors/:id`,
    { schema: { tags, summary: 'The uploaded workbook with a problems column', params: z.object({ id: uuid }), produces: [XLSX] } },
    async (request, reply) => {
      const bytes = await imports.errorFile(requireActor(request), request.params.id);
      return reply.header('content-type', XLSX).header('content-disposition', 'attachment; filename="people-import-problems.xlsx"').send(bytes);
    },
  );
};
