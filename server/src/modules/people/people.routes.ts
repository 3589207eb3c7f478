import type { FastifyPluginAsync } from 'fastify';
import { IMPORT_MAX_BYTES } from '@rira/contracts';
import { peopleContract as call } from '@rira/contracts/api/people';
import { AppError } from '../../http/app-error.ts';
import { readUpload, serve } from '../../http/contract-route.ts';
import { created, list, ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { callerOf } from '../../http/caller.ts';
import {
  IMPORT_GAVE_UP_JOB,
  IMPORT_JOB,
  PeopleImportService,
  STRANDED_IMPORTS_JOB,
  type ImportJobPayload,
} from './import/import.service.ts';
import { passwordNoticeMessage } from './password-notice.ts';
import { PeopleService } from './people.service.ts';

export const peopleRoutes: FastifyPluginAsync = async (app) => {
  const service = new PeopleService(app);
  const imports = new PeopleImportService(app);

  app.jobs.work<ImportJobPayload>(IMPORT_JOB, (payload) => imports.runQueued(payload), {
    maxRunSeconds: 3600,
    deadLetter: IMPORT_GAVE_UP_JOB,
  });
  // An import job whose attempts are all spent, whichever copy ran it (or died running it).
  app.jobs.work<ImportJobPayload>(IMPORT_GAVE_UP_JOB, ({ importId }) => imports.giveUp(importId));
  // Imports left unfinished with nothing to finish them (an earlier version's, an upload whose
  // server stopped before sending its job, a job given up on): looked for as each copy starts, and
  // hourly across copies.
  app.jobs.work(STRANDED_IMPORTS_JOB, async () => void (await imports.sweepStranded()));
  app.jobs.every(STRANDED_IMPORTS_JOB, 3600_000);
  app.addHook('onReady', async () => {
    await imports.sweepStranded().catch((err: unknown) => app.log.error({ err }, 'import.strandedNotSettled'));
  });

  serve(app, call.list, async (request) => {
    const { items, total } = await service.list(callerOf(request), request.body);
    return list(items, total, request.body);
  });

  serve(app, call.export, async (request, reply) => {
    // `lang` names the workbook's language (else the caller's); the rest are the list's filters.
    const { lang, ...filters } = request.query;
    const bytes = await service.exportWorkbook(callerOf(request), filters, lang ?? request.lang);
    return reply
      .header('content-type', call.export.download)
      .header('content-disposition', 'attachment; filename="people.xlsx"')
      .send(bytes);
  });

  serve(app, call.get, async (request) => single(await service.get(callerOf(request), request.params.id, request.query.companyId)));

  serve(app, call.hrUsers, async (request) => single(await service.hrUsers(callerOf(request), request.query.companyId)));

  serve(app, call.create, async (request) =>
    created(await service.create(callerOf(request), request.body), t(request.lang, 'success.created')),
  );

  serve(app, call.update, async (request) => {
    await service.update(callerOf(request), request.body);
    return ok(t(request.lang, 'success.updated'));
  });

  serve(app, call.toggleActivity, async (request) => {
    await service.toggle(callerOf(request), request.body.id, request.body.companyId);
    return ok(t(request.lang, 'success.toggled'));
  });

  serve(app, call.setPassword, async (request) => {
    const notice = await service.setPassword(callerOf(request), request.body);
    return ok(passwordNoticeMessage(request.lang, 'set', notice));
  });

  serve(app, call.remove, async (request) => {
    const outcome = await service.remove(callerOf(request), request.body.id, request.body.companyId);
    return single({ outcome }, t(request.lang, outcome === 'deleted' ? 'success.deleted' : 'success.deactivatedInstead'));
  });

  serve(app, call.resetPassword, async (request) => {
    const notice = await service.resetPassword(callerOf(request), request.body.id, request.body.companyId);
    return ok(passwordNoticeMessage(request.lang, 'removed', notice));
  });

  serve(app, call.sample, async (request, reply) => {
    const lang = request.query.lang ?? request.lang;
    const bytes = await imports.sample(callerOf(request), lang, request.query.companyId);
    const name = lang === 'fa' ? 'people-sample-fa.xlsx' : 'people-sample-en.xlsx';
    return reply.header('content-type', call.sample.download).header('content-disposition', `attachment; filename="${name}"`).send(bytes);
  });

  serve(app, call.uploadExcel, async (request, reply) => {
    const caller = callerOf(request);
    const { fields, file } = await readUpload(request, call.uploadExcel, IMPORT_MAX_BYTES);
    const outcome = await imports.upload(caller, {
      bytes: file.bytes,
      mode: fields.duplicates,
      companyId: fields.companyId,
      lang: request.lang,
    });
    if (outcome.status === 400) {
      throw new AppError('validation', {
        messageKey: 'errors.importHasProblems',
        params: { count: outcome.job.problems.length },
        extra: { job: outcome.job },
      });
    }
    return reply.status(outcome.status).send(single(outcome.job, outcome.job.message ?? t(request.lang, 'success.importQueued')));
  });

  serve(app, call.importJob, async (request) => single(await imports.job(callerOf(request), request.params.id)));

  serve(app, call.importErrors, async (request, reply) => {
    const bytes = await imports.errorFile(callerOf(request), request.params.id);
    return reply
      .header('content-type', call.importErrors.download)
      .header('content-disposition', 'attachment; filename="people-import-problems.xlsx"')
      .send(bytes);
  });
};
