import type { FastifyPluginAsync } from 'fastify';
import { assessmentsContract as call } from '@rira/contracts/api/assessments';
import { serve } from '../../http/contract-route.ts';
import { list, ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { callerOf } from '../../http/caller.ts';
import { AssessmentsService, CLOSE_EXPIRED_JOB } from './assessments.service.ts';

export { CLOSE_EXPIRED_JOB };

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
    const { items, total } = await service.list(callerOf(request), request.body);
    return list(items, total, request.body);
  });

  serve(app, call.get, async (request) => single(await service.get(callerOf(request), request.params.id)));

  serve(app, call.create, async (request) => ({
    data: await service.create(callerOf(request), request.body),
    succeeded: true as const,
    message: t(request.lang, request.body.publish ? 'success.published' : 'success.created'),
  }));

  serve(app, call.update, async (request) => {
    await service.update(callerOf(request), request.body);
    return ok(t(request.lang, 'success.updated'));
  });

  serve(app, call.remove, async (request) => {
    await service.remove(callerOf(request), request.body.id);
    return ok(t(request.lang, 'success.deleted'));
  });

  serve(app, call.publish, async (request) => {
    await service.publish(callerOf(request), request.body.id);
    return ok(t(request.lang, 'success.published'));
  });

  serve(app, call.copyToUsers, async (request) => ({
    data: await service.copyToUsers(callerOf(request), request.body.id, request.body.userIds),
    succeeded: true as const,
    message: t(request.lang, 'success.copied'),
  }));

  serve(app, call.confirmAssessors, async (request) => {
    await service.confirm(callerOf(request), request.body.assessmentId, request.body.decisions);
    return ok(t(request.lang, 'success.assessorsConfirmed'));
  });

  serve(app, call.proposals, async (request) => single(await service.proposals(callerOf(request), request.params.id)));

  serve(app, call.pickAssessors, async (request) => {
    await service.pick(callerOf(request), request.body.assessmentId, request.body.assessors);
    return ok(t(request.lang, 'success.assessorsPicked'));
  });

  serve(app, call.sendInvitations, async (request) => {
    const { sent, failed } = await service.sendInvitations(callerOf(request), request.body.assessmentId, request.body.assessorIds);
    const result = { sent, failed };
    return single(result, t(request.lang, result.failed ? 'errors.invitationFailed' : 'success.invitationsSent'));
  });

  serve(app, call.remind, async (request) => {
    const count = await service.remind(callerOf(request), request.body.id);
    return ok(t(request.lang, 'success.reminded', { count }));
  });

  serve(app, call.resetAssessor, async (request) => {
    await service.resetAssessor(callerOf(request), request.body.assessorId);
    return ok(t(request.lang, 'success.assessorReset'));
  });

  serve(app, call.revokeLink, async (request) => {
    await service.revokeLink(callerOf(request), request.body.assessorId);
    return ok(t(request.lang, 'success.linkRevoked'));
  });

  serve(app, call.copyLink, async (request) =>
    single(await service.copyLink(callerOf(request), request.body.assessorId), t(request.lang, 'success.linkCopyMade')),
  );

  serve(app, call.close, async (request) => {
    await service.close(callerOf(request), request.body.id);
    return ok(t(request.lang, 'success.closed'));
  });

  serve(app, call.extend, async (request) => {
    await service.extend(callerOf(request), request.body);
    return ok(t(request.lang, 'success.assessmentExtended'));
  });

  serve(app, call.reopen, async (request) => {
    await service.reopen(callerOf(request), request.body);
    return ok(t(request.lang, 'success.assessmentReopened'));
  });

  serve(app, call.critiques, async (request) => single(await service.critiques(callerOf(request), request.params.id)));

  serve(app, call.baseData, async (request, reply) => {
    const bytes = await service.baseDataWorkbook(callerOf(request), request.query.companyId, request.lang);
    return reply
      .header('content-type', call.baseData.download)
      .header('content-disposition', 'attachment; filename="assessments.xlsx"')
      .send(bytes);
  });
};
