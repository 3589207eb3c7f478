import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assessmentCreateSchema,
  assessmentDetailSchema,
  assessmentIdBodySchema,
  assessmentListItemSchema,
  assessmentListRequestSchema,
  assessmentUpdateSchema,
  assessorIdBodySchema,
  confirmAssessorsSchema,
  copyToUsersSchema,
  critiqueSchema,
  idParamSchema,
  listEnvelope,
  okEnvelopeSchema,
  pickAssessorsSchema,
  sendInvitationsSchema,
  singleEnvelope,
} from '@rira/contracts';
import { list, ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { requireActor } from '../../plugins/session.ts';
import { AssessmentsService } from './assessments.service.ts';
import { buildAssessmentsWorkbook } from './assessments-workbook.ts';

const tags = ['Assessments'];
const base = '/admin/Assessment';
const idsEnvelope = z.object({ data: z.array(z.string()), succeeded: z.literal(true), message: z.string().nullable() });
const sentEnvelope = singleEnvelope(z.object({ sent: z.number().int(), failed: z.number().int() }));

export const assessmentRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new AssessmentsService(app);

  // Assessments whose finish date passed are closed, now and every quarter of an hour.
  const sweep = () => service.closeExpired().catch((err) => app.log.error({ err }, 'assessment.closeExpired'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), 15 * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    `${base}/GetAll`,
    { schema: { tags, summary: "The company's assessments with assessor counts, filtered and paged", body: assessmentListRequestSchema, response: { 200: listEnvelope(assessmentListItemSchema) } } },
    async (request) => {
      const { items, total } = await service.list(requireActor(request), request.body);
      return list(items, total, request.body);
    },
  );
  app.get(
    `${base}/Get/:id`,
    { schema: { tags, summary: 'One assessment with its assessors', params: idParamSchema, response: { 200: singleEnvelope(assessmentDetailSchema) } } },
    async (request) => single(await service.get(requireActor(request), request.params.id)),
  );
  app.post(
    `${base}/Add`,
    { schema: { tags, summary: 'Create assessments from a template for one person or many (drafts, or published at once)', body: assessmentCreateSchema, response: { 200: idsEnvelope } } },
    async (request) => ({ data: await service.create(requireActor(request), request.body, request.ip), succeeded: true as const, message: t(request.lang, request.body.publish ? 'success.published' : 'success.created') }),
  );
  app.post(
    `${base}/Update`,
    { schema: { tags, summary: 'Edit a draft assessment’s dates and settings', body: assessmentUpdateSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.update(requireActor(request), request.body, request.ip);
      return ok(t(request.lang, 'success.updated'));
    },
  );
  app.post(
    `${base}/Delete`,
    { schema: { tags, summary: 'Delete a draft assessment', body: assessmentIdBodySchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.remove(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'success.deleted'));
    },
  );
  app.post(
    `${base}/Publish`,
    { schema: { tags, summary: 'Publish when ready; otherwise 409 with `reasons`', body: assessmentIdBodySchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.publish(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'success.published'));
    },
  );
  app.post(
    `${base}/CopyToUsers`,
    { schema: { tags, summary: 'The same assessment for other people of the company (as drafts)', body: copyToUsersSchema, response: { 200: idsEnvelope } } },
    async (request) => ({ data: await service.copyToUsers(requireActor(request), request.body.id, request.body.userIds, request.ip), succeeded: true as const, message: t(request.lang, 'success.copied') }),
  );
  app.post(
    `${base}/ConfirmAssessors`,
    { schema: { tags, summary: 'Confirm or disapprove nominated assessors', body: confirmAssessorsSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.confirm(requireActor(request), request.body.assessmentId, request.body.decisions, request.ip);
      return ok(t(request.lang, 'success.assessorsConfirmed'));
    },
  );
  app.post(
    `${base}/PickAssessors`,
    { schema: { tags, summary: 'An admin adds assessors (confirmed at once)', body: pickAssessorsSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.pick(requireActor(request), request.body.assessmentId, request.body.assessors, request.lang, request.ip);
      return ok(t(request.lang, 'success.assessorsPicked'));
    },
  );
  app.post(
    `${base}/SendInvitations`,
    { schema: { tags, summary: 'Send or resend invitations (each gets a new personal link)', body: sendInvitationsSchema, response: { 200: sentEnvelope } } },
    async (request) => {
      const result = await service.sendInvitations(requireActor(request), request.body.assessmentId, request.body.assessorIds, request.lang, request.ip);
      return single(result, t(request.lang, result.failed ? 'errors.invitationFailed' : 'success.invitationsSent'));
    },
  );
  app.post(
    `${base}/Remind`,
    { schema: { tags, summary: 'Remind everyone invited who has not registered yet', body: assessmentIdBodySchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      const count = await service.remind(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'success.reminded', { count }));
    },
  );
  app.post(
    `${base}/ResetAssessor`,
    { schema: { tags, summary: "Delete an assessor's recorded answer (audit-logged)", body: assessorIdBodySchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.resetAssessor(requireActor(request), request.body.assessorId, request.ip);
      return ok(t(request.lang, 'success.assessorReset'));
    },
  );
  app.post(
    `${base}/RevokeLink`,
    { schema: { tags, summary: "Revoke an assessor's personal link", body: assessorIdBodySchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.revokeLink(requireActor(request), request.body.assessorId, request.ip);
      return ok(t(request.lang, 'success.linkRevoked'));
    },
  );
  app.post(
    `${base}/Close`,
    { schema: { tags, summary: 'Close the assessment (finished)', body: assessmentIdBodySchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.close(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'success.closed'));
    },
  );
  app.get(
    `${base}/GetCritiques/:id`,
    { schema: { tags, summary: 'What participants wrote about the assessment (never which assessor)', params: idParamSchema, response: { 200: singleEnvelope(z.array(critiqueSchema)) } } },
    async (request) => single(await service.critiques(requireActor(request), request.params.id)),
  );
  app.get(
    `${base}/DownloadBaseData`,
    {
      schema: {
        tags,
        summary: "The company's assessments as an Excel workbook",
        querystring: z.object({ companyId: z.uuid().optional() }),
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const { items } = await service.list(requireActor(request), { companyId: request.query.companyId, pageIndex: 1, pageSize: 100_000, sort: 'createdAt', direction: 'desc' });
      const bytes = await buildAssessmentsWorkbook(items, request.lang);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="assessments.xlsx"')
        .send(bytes);
    },
  );
};
