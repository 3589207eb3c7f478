import type { FastifyPluginAsync } from 'fastify';
import { magazineAdminContract } from '@rira/contracts/api/magazine-admin';
import { ATTACHMENT_MAX_BYTES, IMAGE_MAX_BYTES } from '@rira/contracts/site/admin-magazine';
import { readUpload, serve } from '../../http/contract-route.ts';
import { serveAction, serveCreate, serveCrud, serveGet, serveList } from '../../http/crud-routes.ts';
import { created, single } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { callerOf } from '../../http/caller.ts';
import { ArticleAdminService } from './articles.service.ts';
import { CategoryService, TagService } from './taxonomy.service.ts';

const { category, tag, article: call, backlink } = magazineAdminContract;

/** Article bodies can be long: the JSON limit of these two calls is raised from the default 1 MB. */
const ARTICLE_BODY_LIMIT = 3 * 1024 * 1024;

/** The magazine admin (issue 4, seed spec §7): manager/articleCategory, tag, article, articleAttachment, articleBackLink. */
export const magazineAdminRoutes: FastifyPluginAsync = async (app) => {
  const articles = new ArticleAdminService(app);

  // ---------- categories and tags: the same six calls ----------
  serveCrud(app, category, new CategoryService(app));
  serveCrud(app, tag, new TagService(app));

  // ---------- articles ----------
  serveList(app, call.list, (caller, body) => articles.list(caller, body));
  serveGet(app, call.get, (caller, id) => articles.get(caller, id));
  serveCreate(app, call.create, (caller, body) => articles.create(caller, body), { bodyLimit: ARTICLE_BODY_LIMIT });
  serve(
    app,
    call.update,
    async (request) => single({ updatedAt: await articles.update(callerOf(request), request.body) }, t(request.lang, 'success.updated')),
    { bodyLimit: ARTICLE_BODY_LIMIT },
  );
  serve(app, call.uploadCover, async (request) => {
    const { fields, file } = await readUpload(request, call.uploadCover, IMAGE_MAX_BYTES);
    const result = await articles.uploadCover(callerOf(request), fields.id, file.bytes);
    return single(result, t(request.lang, 'magazineAdmin.coverUploaded'));
  });
  serve(app, call.uploadImage, async (request) => {
    const { file } = await readUpload(request, call.uploadImage, IMAGE_MAX_BYTES);
    return single(await articles.uploadImage(callerOf(request), file.bytes), t(request.lang, 'magazineAdmin.imageUploaded'));
  });
  serveAction(
    app,
    call.publish,
    (state) => (state === 'scheduled' ? 'magazineAdmin.scheduled' : 'magazineAdmin.published'),
    (caller, body) => articles.publish(caller, body.id, body.publishDate),
  );
  serveAction(app, call.unpublish, 'magazineAdmin.unpublished', (caller, body) => articles.unpublish(caller, body.id));
  serveAction(app, call.setPublishDate, 'magazineAdmin.publishDateSet', (caller, body) =>
    articles.setPublishDate(caller, body.id, body.publishDate),
  );
  serveAction(app, call.toggleVisible, 'magazineAdmin.visibilityChanged', (caller, body) => articles.toggleVisible(caller, body.id));
  serveAction(app, call.remove, 'success.deleted', (caller, body) => articles.remove(caller, body.id));

  // ---------- attachments ----------
  serve(app, call.uploadAttachment, async (request) => {
    const { fields, file } = await readUpload(request, call.uploadAttachment, ATTACHMENT_MAX_BYTES);
    const id = await articles.uploadAttachment(callerOf(request), fields, file);
    return created(id, t(request.lang, 'magazineAdmin.attachmentUploaded'));
  });
  serveAction(app, call.removeAttachment, 'success.deleted', (caller, body) => articles.removeAttachment(caller, body.id));

  // ---------- backlinks ----------
  serveCrud(app, backlink, {
    list: (caller, request) => articles.listBacklinks(caller, request),
    get: (caller, id) => articles.getBacklink(caller, id),
    create: (caller, input) => articles.createBacklink(caller, input),
    update: (caller, input) => articles.updateBacklink(caller, input),
    remove: (caller, id) => articles.removeBacklink(caller, id),
  });
};
