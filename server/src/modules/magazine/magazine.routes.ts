import type { FastifyPluginAsync } from 'fastify';
import { magazineContract as call } from '@rira/contracts/api/magazine';
import { serve } from '../../http/contract-route.ts';
import { sendSharedAnswer } from '../../plugins/public-data.ts';
import { list, single } from '../../http/envelopes.ts';
import { originOf } from '../../http/caller.ts';
import { MagazineService } from './magazine.service.ts';

/** The spec's public magazine calls (§7), read-only, in the caller's language (contracts/src/api/magazine.ts). */
export const magazineRoutes: FastifyPluginAsync = async (app) => {
  const magazine = new MagazineService(app);

  // The magazine's list is what every reader's first page and every crawler asks for: kept a few seconds.
  serve(app, call.list, async (request, reply) =>
    sendSharedAnswer(request, reply, async () => {
      const { items, total } = await magazine.list(request.body, request.lang);
      return list(items, total, request.body);
    }),
  );

  serve(app, call.related, async (request) => {
    const items = await magazine.related(request.body.articleId, request.body.count);
    return list(items, items.length, { pageIndex: 1, pageSize: request.body.count });
  });

  serve(app, call.headings, async (request) => single(await magazine.index(request.params.id)));

  serve(app, call.details, async (request) => single(await magazine.details(request.params.id, originOf(request))));

  serve(app, call.lead, async (request) => single(await magazine.lead(request.lang)));

  serve(app, call.latest, async (request) => single(await magazine.latest(request.lang, request.query.count, request.query.exclude)));

  serve(app, call.categories, async (request) => single(await magazine.categories(request.lang)));

  serve(app, call.tags, async (request) => single(await magazine.tags(request.lang, request.query.count)));

  serve(app, call.backlinks, async (request) => single(await magazine.backlinks(request.params.id)));
};
