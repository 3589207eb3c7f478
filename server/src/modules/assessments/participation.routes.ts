import type { FastifyPluginAsync } from 'fastify';
import { assessmentsContract as call } from '@rira/contracts/api/assessments';
import { serve } from '../../http/contract-route.ts';
import { list, ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { callerOf, originOf } from '../../http/caller.ts';
import { ParticipationService } from './participation.service.ts';

/** The people who answer: user/Assessment/*, user/Assessor/* and the personal-link calls user/Invitation/*. */
export const participationRoutes: FastifyPluginAsync = async (app) => {
  const service = new ParticipationService(app);

  // ---------------- my assessments and my answers ----------------
  serve(app, call.mine, async (request) => {
    const { items, total } = await service.mine(callerOf(request), request.body);
    return list(items, total, request.body);
  });

  serve(app, call.mineCounts, async (request) => single(await service.counts(callerOf(request))));

  serve(app, call.nextInRound, async (request) => single(await service.nextInRound(callerOf(request), request.params.assessorId)));

  serve(app, call.myAnswer, async (request) =>
    single(await service.session({ kind: 'user', caller: callerOf(request) }, request.params.assessorId)),
  );

  serve(app, call.record, async (request) =>
    single(await service.save({ kind: 'user', caller: callerOf(request) }, request.body, false), t(request.lang, 'success.recorded')),
  );

  serve(app, call.register, async (request) =>
    single(await service.save({ kind: 'user', caller: callerOf(request) }, request.body, true), t(request.lang, 'success.registered')),
  );

  serve(app, call.critique, async (request) => {
    await service.critique(callerOf(request), request.body.assessmentId, request.body.text);
    return ok(t(request.lang, 'success.critiqueSaved'));
  });

  // ---------------- choosing my assessors ----------------
  serve(app, call.assessorTypes, async (request) => single(await service.types(callerOf(request), request.params.assessmentId)));

  serve(app, call.searchColleagues, async (request) =>
    single(await service.searchColleagues(callerOf(request), request.body.assessmentId, request.body.search)),
  );

  serve(app, call.myProposals, async (request) => single(await service.proposals(callerOf(request), request.params.assessmentId)));

  serve(app, call.myAssessors, async (request) => single(await service.myAssessors(callerOf(request), request.params.assessmentId)));

  serve(app, call.nominate, async (request) => {
    await service.nominate(callerOf(request), request.body.assessmentId, request.body.nominations);
    return ok(t(request.lang, 'success.nominated'));
  });

  serve(app, call.submitNominations, async (request) => {
    const status = await service.submit(callerOf(request), request.body.assessmentId);
    return ok(t(request.lang, status === 'collecting' ? 'success.invitationsSent' : 'success.nominationsSentForConfirmation'));
  });

  // ---------------- a personal invitation link (no account) ----------------
  serve(app, call.openLink, async (request) =>
    single(await service.session({ kind: 'link', token: request.params.token, origin: originOf(request) })),
  );

  serve(app, call.recordByLink, async (request) =>
    single(
      await service.save({ kind: 'link', token: request.body.token, origin: originOf(request) }, request.body, false),
      t(request.lang, 'success.recorded'),
    ),
  );

  serve(app, call.critiqueByLink, async (request) => {
    await service.critiqueByLink({ token: request.body.token, origin: originOf(request) }, request.body.text);
    return ok(t(request.lang, 'success.critiqueSaved'));
  });

  serve(app, call.registerByLink, async (request) =>
    single(
      await service.save({ kind: 'link', token: request.body.token, origin: originOf(request) }, request.body, true),
      t(request.lang, 'success.registered'),
    ),
  );
};
