import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assessorTypeSchema,
  colleagueSchema,
  colleagueSearchSchema,
  invitationAnswerSchema,
  invitationTokenSchema,
  listEnvelope,
  myAssessmentCountsSchema,
  myAssessmentSchema,
  myAssessmentsRequestSchema,
  myAssessorsSchema,
  nominateSchema,
  okEnvelopeSchema,
  participantCritiqueSchema,
  recordAnswerSchema,
  recordedSchema,
  singleEnvelope,
  sortSessionSchema,
} from '@rira/contracts';
import { list, ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { requireActor } from '../../plugins/session.ts';
import { ParticipationService } from './participation.service.ts';

const uuid = z.uuid({ error: 'validation.id' });

/** The people who answer: user/Assessment/*, user/Assessor/* and the personal-link calls user/Invitation/*. */
export const participationRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new ParticipationService(app);

  const mine = ['My assessments'];
  app.post(
    '/user/Assessment/GetMine',
    { schema: { tags: mine, summary: 'My assessments: completed, invited (to assess others), self-assessment, as assessor (answered)', body: myAssessmentsRequestSchema, response: { 200: listEnvelope(myAssessmentSchema) } } },
    async (request) => {
      const { items, total } = await service.mine(requireActor(request), request.body);
      return list(items, total, request.body);
    },
  );
  app.get(
    '/user/Assessment/GetMineCounts',
    { schema: { tags: mine, summary: 'How many items each “my assessments” tab holds, and how many wait for me (the tab to open first)', response: { 200: singleEnvelope(myAssessmentCountsSchema) } } },
    async (request) => single(await service.counts(requireActor(request))),
  );
  app.get(
    '/user/Assessment/Get/:assessorId',
    { schema: { tags: mine, summary: 'The card sort of one of my answers', params: z.object({ assessorId: uuid }), response: { 200: singleEnvelope(sortSessionSchema) } } },
    async (request) => single(await service.session({ kind: 'user', actor: requireActor(request) }, request.params.assessorId)),
  );
  app.post(
    '/user/Assessment/Record',
    { schema: { tags: mine, summary: 'Save my answer as a draft (stays editable); 409 when my copy is stale', body: recordAnswerSchema, response: { 200: singleEnvelope(recordedSchema) } } },
    async (request) => single(await service.save({ kind: 'user', actor: requireActor(request) }, request.body, false, request.ip), t(request.lang, 'success.recorded')),
  );
  app.post(
    '/user/Assessment/Register',
    { schema: { tags: mine, summary: 'Register my answer: final, every card placed', body: recordAnswerSchema, response: { 200: singleEnvelope(recordedSchema) } } },
    async (request) => single(await service.save({ kind: 'user', actor: requireActor(request) }, request.body, true, request.ip), t(request.lang, 'success.registered')),
  );
  app.post(
    '/user/Assessment/Critique',
    { schema: { tags: mine, summary: 'Leave a critique of the assessment', body: participantCritiqueSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.critique(requireActor(request), request.body.assessmentId, request.body.text);
      return ok(t(request.lang, 'success.critiqueSaved'));
    },
  );

  const choose = ['Choosing assessors'];
  app.get(
    '/user/Assessor/GetTypes/:assessmentId',
    { schema: { tags: choose, summary: 'The assessor types I may nominate, with their limits', params: z.object({ assessmentId: uuid }), response: { 200: singleEnvelope(z.array(assessorTypeSchema)) } } },
    async (request) => single(await service.types(requireActor(request), request.params.assessmentId)),
  );
  app.post(
    '/user/Assessor/SearchColleagues',
    { schema: { tags: choose, summary: 'Search active colleagues to nominate', body: colleagueSearchSchema, response: { 200: singleEnvelope(z.array(colleagueSchema)) } } },
    async (request) => single(await service.searchColleagues(requireActor(request), request.body.assessmentId, request.body.search)),
  );
  app.get(
    '/user/Assessor/GetMine/:assessmentId',
    { schema: { tags: choose, summary: 'My assessors: who and their confirmation; progress only as counts per group (never one assessor’s)', params: z.object({ assessmentId: uuid }), response: { 200: singleEnvelope(myAssessorsSchema) } } },
    async (request) => single(await service.myAssessors(requireActor(request), request.params.assessmentId)),
  );
  app.post(
    '/user/Assessor/Nominate',
    { schema: { tags: choose, summary: 'Save my nominations (replaces those not invited yet)', body: nominateSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.nominate(requireActor(request), request.body.assessmentId, request.body.nominations, request.lang, request.ip);
      return ok(t(request.lang, 'success.nominated'));
    },
  );
  app.post(
    '/user/Assessor/SendInvitations',
    { schema: { tags: choose, summary: 'Submit my nominations: to confirmation, or invitations at once', body: z.object({ assessmentId: uuid }), response: { 200: okEnvelopeSchema } } },
    async (request) => {
      const status = await service.submit(requireActor(request), request.body.assessmentId, request.lang, request.ip);
      return ok(t(request.lang, status === 'collecting' ? 'success.invitationsSent' : 'success.nominationsSentForConfirmation'));
    },
  );

  const link = ['Invitation links'];
  const tokenParam = invitationTokenSchema;
  app.get(
    '/user/Invitation/Open/:token',
    { schema: { tags: link, summary: 'Open the card sort of a personal invitation link (no account needed)', params: tokenParam, response: { 200: singleEnvelope(sortSessionSchema) } } },
    async (request) => single(await service.session({ kind: 'link', token: request.params.token })),
  );
  app.post(
    '/user/Invitation/Record',
    { schema: { tags: link, summary: 'Save the answer of an invitation link as a draft', body: invitationAnswerSchema, response: { 200: singleEnvelope(recordedSchema) } } },
    async (request) => single(await service.save({ kind: 'link', token: request.body.token }, request.body, false, request.ip), t(request.lang, 'success.recorded')),
  );
  app.post(
    '/user/Invitation/Critique',
    { schema: { tags: link, summary: 'Leave a critique of the assessment from an invitation link', body: invitationTokenSchema.extend({ text: participantCritiqueSchema.shape.text }), response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.critiqueByLink(request.body.token, request.body.text);
      return ok(t(request.lang, 'success.critiqueSaved'));
    },
  );
  app.post(
    '/user/Invitation/Register',
    { schema: { tags: link, summary: 'Register the answer of an invitation link (final)', body: invitationAnswerSchema, response: { 200: singleEnvelope(recordedSchema) } } },
    async (request) => single(await service.save({ kind: 'link', token: request.body.token }, request.body, true, request.ip), t(request.lang, 'success.registered')),
  );
};
