import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createEnvelopeSchema, singleEnvelope, type FieldError } from '@rira/contracts';
import {
  articleAdminDetailsSchema,
  articleAdminListItemSchema,
  articleAdminListRequestSchema,
  articleInputSchema,
  articlePublishSchema,
  articleSetPublishDateSchema,
  articleUpdateSchema,
  articleVersionSchema,
  ATTACHMENT_MAX_BYTES,
  attachmentUploadFieldsSchema,
  backlinkInputSchema,
  backlinkItemSchema,
  backlinkListRequestSchema,
  backlinkUpdateSchema,
  categoryInputSchema,
  categoryItemSchema,
  categoryUpdateSchema,
  coverUploadFieldsSchema,
  coverUploadResultSchema,
  IMAGE_MAX_BYTES,
  imageUploadResultSchema,
  tagInputSchema,
  tagItemSchema,
  tagUpdateSchema,
  taxonomyListRequestSchema,
} from '@rira/contracts/site/admin-magazine';
import { AppError } from '../../http/app-error.ts';
import { created, single } from '../../http/envelopes.ts';
import { readMultipart } from '../../http/multipart.ts';
import { issueMessageKey, t } from '../../http/translate.ts';
import { requireActor } from '../../plugins/session.ts';
import { ArticleAdminService } from './articles.service.ts';
import { CategoryService, TagService } from './taxonomy.service.ts';
import { actionRoute, createRoute, getRoute, listRoute, registerCrudRoutes } from '../library/crud-routes.ts';

/** Article bodies can be long: the JSON limit of these two calls is raised from the default 1 MB. */
const ARTICLE_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * A multipart upload (the route's guard has checked the caller before the file is read): the
 * fields are checked with their zod schema and a missing file is a field error, all reported together.
 */
async function readUpload<S extends z.ZodType>(request: FastifyRequest, maxBytes: number, fields: S | null) {
  const upload = await readMultipart(request, maxBytes);
  const problems: FieldError[] = [];
  let data: z.output<S> | null = null;
  if (fields) {
    const parsed = fields.safeParse(upload.fields);
    if (parsed.success) data = parsed.data;
    else
      for (const issue of parsed.error.issues)
        problems.push({ field: String(issue.path[0]), code: 'invalid', message: issueMessageKey(issue) });
  }
  if (!upload.file || upload.file.bytes.length === 0) problems.push({ field: 'file', code: 'required', message: 'validation.required' });
  if (problems.length || !upload.file) throw new AppError('validation', { fieldErrors: problems });
  return { data: data as z.output<S>, file: upload.file };
}

/** The magazine admin (issue 4, spec §7): manager/articleCategory, tag, article, articleAttachment, articleBackLink. */
export const magazineAdminRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const articles = new ArticleAdminService(app);

  // ---------- categories and tags: the same six calls ----------
  const taxonomySummaries = {
    list: 'List, searched (ی/ک and digits normalised) and paged',
    get: 'One item with the number of articles using it',
    create: 'Add (an empty slug is made from the title)',
    update: 'Edit',
    toggle: 'Activate or deactivate',
    remove: 'Delete when no article uses it (409 otherwise)',
  };
  const taxonomyPaths = { get: 'GetById/:id', create: 'Create', toggle: 'ToggleActivity' };
  registerCrudRoutes(
    app,
    {
      base: '/manager/articleCategory',
      tag: 'Magazine admin: categories',
      noun: 'Category',
      listSchema: taxonomyListRequestSchema,
      inputSchema: categoryInputSchema,
      updateSchema: categoryUpdateSchema,
      itemSchema: categoryItemSchema,
      paths: taxonomyPaths,
      summaries: taxonomySummaries,
    },
    new CategoryService(app),
  );
  registerCrudRoutes(
    app,
    {
      base: '/manager/tag',
      tag: 'Magazine admin: tags',
      noun: 'Tag',
      listSchema: taxonomyListRequestSchema,
      inputSchema: tagInputSchema,
      updateSchema: tagUpdateSchema,
      itemSchema: tagItemSchema,
      paths: taxonomyPaths,
      summaries: taxonomySummaries,
    },
    new TagService(app),
  );

  // ---------- articles ----------
  const tags = ['Magazine admin: articles'];
  listRoute(
    app,
    '/manager/article/GetAll',
    {
      tags,
      summary: 'Every article (drafts, scheduled, published, hidden), paged and sorted in SQL',
      description: 'Filters: `categoryId`, `language`, `isPublished`, `isVisible`; `search` matches title, summary, body, tags and slug.',
      body: articleAdminListRequestSchema,
      item: articleAdminListItemSchema,
    },
    (actor, body) => articles.list(actor, body),
  );
  getRoute(
    app,
    '/manager/article/Get/:id',
    { tags, summary: 'One article for the editor, with its tags and attachments', item: articleAdminDetailsSchema },
    (actor, id) => articles.get(actor, id),
  );
  createRoute(
    app,
    '/manager/article/Create',
    {
      tags,
      summary: 'Add a draft article (body cleaned with the allow-list); then upload its cover',
      body: articleInputSchema,
      bodyLimit: ARTICLE_BODY_LIMIT,
    },
    (actor, body, ip) => articles.create(actor, body, ip),
  );
  app.post(
    '/manager/article/Update',
    {
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Edit an article; 409 when it was saved elsewhere since the `updatedAt` sent',
        body: articleUpdateSchema,
        response: { 200: singleEnvelope(articleVersionSchema) },
      },
    },
    async (request) =>
      single({ updatedAt: await articles.update(requireActor(request), request.body, request.ip) }, t(request.lang, 'success.updated')),
  );
  app.post(
    '/manager/article/UploadCover',
    {
      schema: {
        tags,
        summary:
          'Upload the cover (multipart: id, file: JPEG, PNG or WebP up to 5 MB; stored as 1200×630 and 640×336 WebP and a 1200×630 JPEG)',
        consumes: ['multipart/form-data'],
        response: { 200: singleEnvelope(coverUploadResultSchema) },
      },
    },
    async (request) => {
      const { data, file } = await readUpload(request, IMAGE_MAX_BYTES, coverUploadFieldsSchema);
      const result = await articles.uploadCover(requireActor(request), data.id, file.bytes, request.ip);
      return single(result, t(request.lang, 'magazineAdmin.coverUploaded'));
    },
  );
  app.post(
    '/manager/article/UploadImage',
    {
      schema: {
        tags,
        summary:
          'Upload a picture for an article body (multipart: file: JPEG, PNG or WebP up to 5 MB; stored as WebP); answers its address',
        consumes: ['multipart/form-data'],
        response: { 200: singleEnvelope(imageUploadResultSchema) },
      },
    },
    async (request) => {
      const { file } = await readUpload(request, IMAGE_MAX_BYTES, null);
      return single(
        await articles.uploadImage(requireActor(request), file.bytes, request.ip),
        t(request.lang, 'magazineAdmin.imageUploaded'),
      );
    },
  );
  actionRoute(
    app,
    '/manager/article/Publish',
    {
      tags,
      summary: 'Publish now (no publishDate) or at publishDate (a future instant schedules it)',
      body: articlePublishSchema,
    },
    (state) => (state === 'scheduled' ? 'magazineAdmin.scheduled' : 'magazineAdmin.published'),
    (actor, body, ip) => articles.publish(actor, body.id, body.publishDate, ip),
  );
  actionRoute(
    app,
    '/manager/article/Unpublish',
    { tags, summary: 'Back to draft (not in the spec: the list’s published filter needs a way back)' },
    'magazineAdmin.unpublished',
    (actor, body, ip) => articles.unpublish(actor, body.id, ip),
  );
  actionRoute(
    app,
    '/manager/article/SetPublishDate',
    { tags, summary: 'Change the publish date (the published state stays as it is)', body: articleSetPublishDateSchema },
    'magazineAdmin.publishDateSet',
    (actor, body, ip) => articles.setPublishDate(actor, body.id, body.publishDate, ip),
  );
  actionRoute(
    app,
    '/manager/article/ToggleVisible',
    { tags, summary: 'Show or hide the article on the site' },
    'magazineAdmin.visibilityChanged',
    (actor, body, ip) => articles.toggleVisible(actor, body.id, ip),
  );
  actionRoute(
    app,
    '/manager/article/Delete',
    { tags, summary: 'Delete the article with its tags, attachments and backlinks' },
    'success.deleted',
    (actor, body, ip) => articles.remove(actor, body.id, ip),
  );

  // ---------- attachments ----------
  const fileTags = ['Magazine admin: attachments'];
  app.post(
    '/manager/articleAttachment/Upload',
    {
      schema: {
        tags: fileTags,
        summary:
          'Attach a file to an article (multipart: articleId, title, file: PDF, DOCX, XLSX, PPTX or ZIP up to 20 MB, checked by content)',
        consumes: ['multipart/form-data'],
        response: { 200: createEnvelopeSchema },
      },
    },
    async (request) => {
      const { data, file } = await readUpload(request, ATTACHMENT_MAX_BYTES, attachmentUploadFieldsSchema);
      const id = await articles.uploadAttachment(requireActor(request), data, file, request.ip);
      return created(id, t(request.lang, 'magazineAdmin.attachmentUploaded'));
    },
  );
  actionRoute(
    app,
    '/manager/articleAttachment/Delete',
    { tags: fileTags, summary: 'Remove an attachment (not in the spec)' },
    'success.deleted',
    (actor, body, ip) => articles.removeAttachment(actor, body.id, ip),
  );

  // ---------- backlinks ----------
  registerCrudRoutes(
    app,
    {
      base: '/manager/articleBackLink',
      tag: 'Magazine admin: backlinks',
      noun: 'Backlink',
      listSchema: backlinkListRequestSchema,
      inputSchema: backlinkInputSchema,
      updateSchema: backlinkUpdateSchema,
      itemSchema: backlinkItemSchema,
      paths: { get: 'GetById/:id', create: 'Create' },
      summaries: {
        list: 'An article’s backlinks, in order',
        get: 'One backlink',
        create: 'Add a backlink (http or https address)',
        update: 'Edit a backlink',
        remove: 'Delete a backlink',
      },
    },
    {
      list: (actor, request) => articles.listBacklinks(actor, request),
      get: (actor, id) => articles.getBacklink(actor, id),
      create: (actor, input, ip) => articles.createBacklink(actor, input, ip),
      update: (actor, input, ip) => articles.updateBacklink(actor, input, ip),
      remove: (actor, id, ip) => articles.removeBacklink(actor, id, ip),
    },
  );
};
