import type { FastifyPluginAsync } from 'fastify';
import { assessmentsContract as call } from '@rira/contracts/api/assessments';
import { serve } from '../../http/contract-route.ts';
import { list, ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { requireActor } from '../../http/actor.ts';
import { AssessmentsService } from './assessments.service.ts';

/** The queue of the sweep that closes overdue assessments (plugins/jobs.ts). */
export const CLOSE_EXPIRED_JOB = 'assessments.closeExpired';

/** The company admin's calls (admin/Assessment/*); the system manager names the company. */
export const assessmentRoutes: FastifyPluginAsync = async (app) => {
  const service = new AssessmentsService(app);

  // Assessments whose finish date passed are closed: a recurring job, once per period
  // (ASSESSMENT_CLOSE_SWEEP_SECONDS, a quarter of an hour) across all servers, and in the period a
  // server starts. A run repeated after a lost lease finds only the assessments still open, so none
  // is closed (nor its report made) twice.
  app.jobs.work(CLOSE_EXPIRED_JOB, async () => void (await service.closeExpired()));
  app.jobs.every(CLOSE_EXPIRED_JOB, app.config.ASSESSMENT_CLOSE_SWEEP_SECONDS * 1000);

  serve(app, call.list, async (request) => {
    const { items, total } = await service.list(requireActor(request), request.body);
    return list(items, total, request.body);
  });

  serve(app, call.get, async (request) => single(await service.get(requireActor(request), request.params.id)));

  serve(app, call.create, async (request) => ({
    data: await service.create(requireActor(request), request.body, request.ip),
    succeeded: true as const,
    message: t(request.lang, request.body.publish ? 'success.published' : 'success.created'),
  }));

  serve(app, call.update, async (request) => {
    await service.update(requireActor(request), request.body, request.ip);
    return ok(t(request.lang, 'success.updated'));
  });

  serve(app, call.remove, async (request) => {
    await service.remove(requireActor(request), request.body.id, request.ip);
    return ok(t(request.lang, 'success.deleted'));
  });

  serve(app, call.publish, async (request) => {
    await service.publish(requireActor(request), request.body.id, request.ip);
    return ok(t(request.lang, 'success.published'));
  });

  serve(app, call.copyToUsers, async (request) => ({
    data: await service.copyToUsers(requireActor(request), request.body.id, request.body.userIds, request.ip),
    succeeded: true as const,
    message: t(request.lang, 'success.copied'),
  }));

  serve(app, call.confirmAssessors, async (request) => {
    await service.confirm(requireActor(request), request.body.assessmentId, request.body.decisions, request.ip);
    return ok(t(request.lang, 'success.assessorsConfirmed'));
  });

  serve(app, call.pickAssessors, async (request) => {
    await service.pick(requireActor(request), request.body.assessmentId, request.body.assessors, request.lang, request.ip);
    return ok(t(request.lang, 'success.assessorsPicked'));
  });

  serve(app, call.sendInvitations, async (request) => {
    const result = await service.sendInvitations(
      requireActor(request),
      request.body.assessmentId,
      request.body.assessorIds,
      request.lang,
      request.ip,
    );
    return single(result, t(request.lang, result.failed ? 'errors.invitationFailed' : 'success.invitationsSent'));
  });

  serve(app, call.remind, async (request) => {
    const count = await service.remind(requireActor(request), request.body.id, request.ip);
    return ok(t(request.lang, 'success.reminded', { count }));
  });

  serve(app, call.resetAssessor, async (request) => {
    await service.resetAssessor(requireActor(request), request.body.assessorId, request.ip);
    return ok(t(request.lang, 'success.assessorReset'));
  });

  serve(app, call.revokeLink, async (request) => {
    await service.revokeLink(requireActor(request), request.body.assessorId, request.ip);
    return ok(t(request.lang, 'success.linkRevoked'));
  });

  serve(app, call.close, async (request) => {
    await service.close(requireActor(request), request.body.id, request.ip);
    return ok(t(request.lang, 'success.closed'));
  });

  serve(app, call.reopen, async (request) => {
    await service.reopen(requireActor(request), request.body, request.ip);
    return ok(t(request.lang, 'success.assessmentReopened'));
  });

  serve(app, call.critiques, async (request) => single(await service.critiques(requireActor(request), request.params.id)));

  serve(app, call.baseData, async (request, reply) => {
    const bytes = await service.baseDataWorkbook(requireActor(request), request.query.companyId, request.lang);
    return reply
      .header('content-type', call.baseData.download)
      .header('content-disposition', 'attachment; filename="assessments.xlsx"')
      .send(bytes);
  });
};
