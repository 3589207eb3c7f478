import type { FastifyPluginAsync } from 'fastify';
import { roundsContract as call } from '@rira/contracts/api/rounds';
import { ROUND_LIST_MAX_BYTES } from '@rira/contracts/rounds';
import { readUpload, serve } from '../../http/contract-route.ts';
import { list, ok, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { callerOf } from '../../http/caller.ts';
import { RoundPeopleListService } from './round-people-list.service.ts';
import { RoundsService } from './rounds.service.ts';
import { ROUND_ARCHIVE_GAVE_UP_JOB, ROUND_ARCHIVE_JOB, RoundArchiveService, type RoundArchiveJobPayload } from './round-archive.service.ts';

/** Rounds (admin/Round/*): the company admin's, and the system manager's naming the company. */
export const roundRoutes: FastifyPluginAsync = async (app) => {
  const service = new RoundsService(app);
  const archives = new RoundArchiveService(app);
  const lists = new RoundPeopleListService(app);
  // The ZIP of a round's reports: a durable job any copy runs; after its last attempt, given up on.
  app.jobs.work<RoundArchiveJobPayload>(ROUND_ARCHIVE_JOB, (payload) => archives.run(payload), {
    maxRunSeconds: 3600,
    retries: 3,
    deadLetter: ROUND_ARCHIVE_GAVE_UP_JOB,
  });
  app.jobs.work<RoundArchiveJobPayload>(ROUND_ARCHIVE_GAVE_UP_JOB, (payload) => archives.giveUp(payload));

  serve(app, call.list, async (request) => {
    const { items, total } = await service.list(callerOf(request), request.body);
    return list(items, total, request.body);
  });

  serve(app, call.dashboard, async (request) => single(await service.dashboard(callerOf(request), request.params.id)));

  serve(app, call.create, async (request) => {
    const made = await service.create(callerOf(request), request.body);
    return single(made, t(request.lang, 'success.roundCreated', { count: made.assessmentIds.length }));
  });

  serve(app, call.update, async (request) => {
    await service.update(callerOf(request), request.body);
    return ok(t(request.lang, 'success.updated'));
  });

  serve(app, call.addPeople, async (request) => {
    const ids = await service.addPeople(callerOf(request), request.body);
    return single(ids, t(request.lang, 'success.roundPeopleAdded', { count: ids.length }));
  });

  // People by an Excel list: read and matched, nothing created; the form sends them as named people.
  serve(app, call.peopleList, async (request) => {
    const { fields, file } = await readUpload(request, call.peopleList, ROUND_LIST_MAX_BYTES);
    const list = await lists.resolve(callerOf(request), { bytes: file.bytes, companyId: fields.companyId, lang: request.lang });
    return single(list, t(request.lang, 'success.roundListRead', { count: list.people.length }));
  });

  serve(app, call.peopleListSample, async (request, reply) => {
    const lang = request.query.lang ?? request.lang;
    const bytes = await lists.sample(lang);
    return reply
      .header('content-type', call.peopleListSample.download)
      .header('content-disposition', `attachment; filename="round-people-${lang}.xlsx"`)
      .send(bytes);
  });

  serve(app, call.removePeople, async (request) => {
    await service.removePeople(callerOf(request), request.body);
    return ok(t(request.lang, 'success.roundPeopleRemoved'));
  });

  serve(app, call.bulk, async (request) => {
    const result = await service.bulk(callerOf(request), request.body);
    return single(result, t(request.lang, 'success.roundBulkDone', { done: result.done, skipped: result.skipped, failed: result.failed }));
  });

  serve(app, call.archiveReports, async (request, reply) => {
    const archive = await archives.request(callerOf(request), request.body);
    return reply.status(202).send(single(archive, t(request.lang, 'success.roundArchiveQueued')));
  });

  serve(app, call.archiveStatus, async (request) => single(await archives.status(callerOf(request), request.params.id)));

  serve(app, call.archiveLatest, async (request) => single(await archives.latest(callerOf(request), request.params.id)));

  serve(app, call.archiveDownload, async (request, reply) => {
    const { body, size, title, row } = await archives.download(callerOf(request), request.params.id);
    const name = `${title}-${row.kind}-${row.language}.zip`.replace(/[^\p{L}\p{M}\p{N}\u200C.]+/gu, '-');
    const ascii = `round-reports-${row.kind}-${row.language}.zip`;
    return reply
      .header('content-type', call.archiveDownload.download)
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, max-age=0')
      .send(body);
  });

  serve(app, call.workbook, async (request, reply) => {
    const bytes = await service.workbook(callerOf(request), request.params.id, request.lang);
    return reply
      .header('content-type', call.workbook.download)
      .header('content-disposition', 'attachment; filename="round.xlsx"')
      .send(bytes);
  });
};
