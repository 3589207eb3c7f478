import type { FastifyPluginAsync } from 'fastify';
import { assessmentsContract as call } from '@rira/contracts/api/assessments';
import { serve } from '../../http/contract-route.ts';
import { list, ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { requireActor } from '../../http/actor.ts';
import { ParticipationService } from './participation.service.ts';

/** The people who answer: user/Assessment/*, user/Assessor/* and the personal-link calls user/Invitation/*. */
export const participationRoutes: FastifyPluginAsync = async (app) => {
  const service = new ParticipationService(app);

  // ---------------- my assessments and my answers ----------------
  serve(app, call.mine, async (request) => {
    const { items, total } = await service.mine(requireActor(request), request.body);
    return list(items, total, request.body);
  });

  serve(app, call.mineCounts, async (request) => single(await service.counts(requireActor(request))));

  serve(app, call.myAnswer, async (request) =>
    single(await service.session({ kind: 'user', actor: requireActor(request) }, request.params.assessorId)),
  );

  serve(app, call.record, async (request) =>
    single(
      await service.save({ kind: 'user', actor: requireActor(request) }, request.body, false, request.ip),
      t(request.lang, 'success.recorded'),
    ),
  );

  serve(app, call.register, async (request) =>
    single(
      await service.save({ kind: 'user', actor: requireActor(request) }, request.body, true, request.ip),
      t(request.lang, 'success.registered'),
    ),
  );

  serve(app, call.critique, async (request) => {
    await service.critique(requireActor(request), request.body.assessmentId, request.body.text);
    return ok(t(request.lang, 'success.critiqueSaved'));
  });

  // ---------------- choosing my assessors ----------------
  serve(app, call.assessorTypes, async (request) => single(await service.types(requireActor(request), request.params.assessmentId)));

  serve(app, call.searchColleagues, async (request) =>
    single(await service.searchColleagues(requireActor(request), request.body.assessmentId, request.body.search)),
  );

  serve(app, call.myAssessors, async (request) => single(await service.myAssessors(requireActor(request), request.params.assessmentId)));

  serve(app, call.nominate, async (request) => {
    await service.nominate(requireActor(request), request.body.assessmentId, request.body.nominations, request.lang, request.ip);
    return ok(t(request.lang, 'success.nominated'));
  });

  serve(app, call.submitNominations, async (request) => {
    const status = await service.submit(requireActor(request), request.body.assessmentId, request.lang, request.ip);
    return ok(t(request.lang, status === 'collecting' ? 'success.invitationsSent' : 'success.nominationsSentForConfirmation'));
  });

  // ---------------- a personal invitation link (no account) ----------------
  serve(app, call.openLink, async (request) => single(await service.session({ kind: 'link', token: request.params.token })));

  serve(app, call.recordByLink, async (request) =>
    single(
      await service.save({ kind: 'link', token: request.body.token }, request.body, false, request.ip),
      t(request.lang, 'success.recorded'),
    ),
  );

  serve(app, call.critiqueByLink, async (request) => {
    await service.critiqueByLink(request.body.token, request.body.text);
    return ok(t(request.lang, 'success.critiqueSaved'));
  });

  serve(app, call.registerByLink, async (request) =>
    single(
      await service.save({ kind: 'link', token: request.body.token }, request.body, true, request.ip),
      t(request.lang, 'success.registered'),
    ),
  );
};
