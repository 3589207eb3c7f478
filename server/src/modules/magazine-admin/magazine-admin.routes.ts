import type { FastifyPluginAsync } from 'fastify';
import { magazineAdminContract } from '@rira/contracts/api/magazine-admin';
import { ATTACHMENT_MAX_BYTES, IMAGE_MAX_BYTES } from '@rira/contracts/site/admin-magazine';
import { readUpload, serve } from '../../http/contract-route.ts';
import { serveAction, serveCreate, serveCrud, serveGet, serveList } from '../../http/crud-routes.ts';
import { created, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { requireActor } from '../../http/actor.ts';
import { ArticleAdminService } from './articles.service.ts';
import { CategoryService, TagService } from './taxonomy.service.ts';

const { category, tag, article: call, backlink } = magazineAdminContract;

/** Article bodies can be long: the JSON limit of these two calls is raised from the default 1 MB. */
const ARTICLE_BODY_LIMIT = 3 * 1024 * 1024;

/** The magazine admin (issue 4, spec §7): manager/articleCategory, tag, article, articleAttachment, articleBackLink. */
export const magazineAdminRoutes: FastifyPluginAsync = async (app) => {
  const articles = new ArticleAdminService(app);

  // ---------- categories and tags: the same six calls ----------
  serveCrud(app, category, new CategoryService(app));
  serveCrud(app, tag, new TagService(app));

  // ---------- articles ----------
  serveList(app, call.list, (actor, body) => articles.list(actor, body));
  serveGet(app, call.get, (actor, id) => articles.get(actor, id));
  serveCreate(app, call.create, (actor, body, ip) => articles.create(actor, body, ip), { bodyLimit: ARTICLE_BODY_LIMIT });
  serve(
    app,
    call.update,
    async (request) =>
      single({ updatedAt: await articles.update(requireActor(request), request.body, request.ip) }, t(request.lang, 'success.updated')),
    { bodyLimit: ARTICLE_BODY_LIMIT },
  );
  serve(app, call.uploadCover, async (request) => {
    const { fields, file } = await readUpload(request, call.uploadCover, IMAGE_MAX_BYTES);
    const result = await articles.uploadCover(requireActor(request), fields.id, file.bytes, request.ip);
    return single(result, t(request.lang, 'magazineAdmin.coverUploaded'));
  });
  serve(app, call.uploadImage, async (request) => {
    const { file } = await readUpload(request, call.uploadImage, IMAGE_MAX_BYTES);
    return single(
      await articles.uploadImage(requireActor(request), file.bytes, request.ip),
      t(request.lang, 'magazineAdmin.imageUploaded'),
    );
  });
  serveAction(
    app,
    call.publish,
    (state) => (state === 'scheduled' ? 'magazineAdmin.scheduled' : 'magazineAdmin.published'),
    (actor, body, ip) => articles.publish(actor, body.id, body.publishDate, ip),
  );
  serveAction(app, call.unpublish, 'magazineAdmin.unpublished', (actor, body, ip) => articles.unpublish(actor, body.id, ip));
  serveAction(app, call.setPublishDate, 'magazineAdmin.publishDateSet', (actor, body, ip) =>
    articles.setPublishDate(actor, body.id, body.publishDate, ip),
  );
  serveAction(app, call.toggleVisible, 'magazineAdmin.visibilityChanged', (actor, body, ip) => articles.toggleVisible(actor, body.id, ip));
  serveAction(app, call.remove, 'success.deleted', (actor, body, ip) => articles.remove(actor, body.id, ip));

  // ---------- attachments ----------
  serve(app, call.uploadAttachment, async (request) => {
    const { fields, file } = await readUpload(request, call.uploadAttachment, ATTACHMENT_MAX_BYTES);
    const id = await articles.uploadAttachment(requireActor(request), fields, file, request.ip);
    return created(id, t(request.lang, 'magazineAdmin.attachmentUploaded'));
  });
  serveAction(app, call.removeAttachment, 'success.deleted', (actor, body, ip) => articles.removeAttachment(actor, body.id, ip));

  // ---------- backlinks ----------
  serveCrud(app, backlink, {
    list: (actor, request) => articles.listBacklinks(actor, request),
    get: (actor, id) => articles.getBacklink(actor, id),
    create: (actor, input, ip) => articles.createBacklink(actor, input, ip),
    update: (actor, input, ip) => articles.updateBacklink(actor, input, ip),
    remove: (actor, id, ip) => articles.removeBacklink(actor, id, ip),
  });
};
