import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createEnvelopeSchema, idParamSchema, listEnvelope, okEnvelopeSchema, singleEnvelope, type FieldError } from '@rira/contracts';
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
  idBodySchema,
  IMAGE_MAX_BYTES,
  imageUploadResultSchema,
  tagInputSchema,
  tagItemSchema,
  tagUpdateSchema,
  taxonomyListRequestSchema,
} from '@rira/contracts/site/admin-magazine';
import { AppError } from '../../http/app-error.ts';
import { created, list, ok, single } from '../../http/envelopes.ts';
import { readMultipart } from '../../http/multipart.ts';
import { issueMessageKey, t } from '../../http/translate.ts';
import { requireActor } from '../../plugins/session.ts';
import { ArticleAdminService } from './articles.service.ts';
import { CategoryService, TagService } from './taxonomy.service.ts';
import { requireEditor } from './magazine-admin.shared.ts';

/** Article bodies can be long: the JSON limit of these two calls is raised from the default 1 MB. */
const ARTICLE_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * A multipart upload: the caller is checked before the file is read; the fields are checked
 * with their zod schema and a missing file is a field error, all reported together.
 */
async function readUpload<S extends z.ZodType>(request: FastifyRequest, maxBytes: number, fields: S | null) {
  requireEditor(requireActor(request));
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
  const taxonomies = [
    {
      base: '/manager/articleCategory',
      tag: 'Magazine admin: categories',
      service: new CategoryService(app),
      input: categoryInputSchema,
      update: categoryUpdateSchema,
      item: categoryItemSchema,
    },
    {
      base: '/manager/tag',
      tag: 'Magazine admin: tags',
      service: new TagService(app),
      input: tagInputSchema,
      update: tagUpdateSchema,
      item: tagItemSchema,
    },
  ] as const;
  for (const { base, tag, service, input, update, item } of taxonomies) {
    const tags = [tag];
    const itemSchema: z.ZodType = item;
    app.post(
      `${base}/GetAll`,
      {
        schema: {
          tags,
          summary: 'List, searched (ی/ک and digits normalised) and paged',
          body: taxonomyListRequestSchema,
          response: { 200: listEnvelope(itemSchema) },
        },
      },
      async (request) => {
        const { items, total } = await service.list(requireActor(request), request.body);
        return list(items, total, request.body);
      },
    );
    app.get(
      `${base}/GetById/:id`,
      {
        schema: {
          tags,
          summary: 'One item with the number of articles using it',
          params: idParamSchema,
          response: { 200: singleEnvelope(itemSchema) },
        },
      },
      async (request) => single(await service.get(requireActor(request), request.params.id)),
    );
    app.post(
      `${base}/Create`,
      {
        schema: {
          tags,
          summary: 'Add (an empty slug is made from the title)',
          body: input as z.ZodType<z.output<typeof categoryInputSchema>>,
          response: { 200: createEnvelopeSchema },
        },
      },
      async (request) => created(await service.create(requireActor(request), request.body, request.ip), t(request.lang, 'success.created')),
    );
    app.post(
      `${base}/Update`,
      {
        schema: {
          tags,
          summary: 'Edit',
          body: update as z.ZodType<z.output<typeof categoryUpdateSchema>>,
          response: { 200: okEnvelopeSchema },
        },
      },
      async (request) => {
        await service.update(requireActor(request), request.body, request.ip);
        return ok(t(request.lang, 'success.updated'));
      },
    );
    app.post(
      `${base}/ToggleActivity`,
      { schema: { tags, summary: 'Activate or deactivate', body: idBodySchema, response: { 200: okEnvelopeSchema } } },
      async (request) => {
        await service.toggle(requireActor(request), request.body.id, request.ip);
        return ok(t(request.lang, 'success.toggled'));
      },
    );
    app.post(
      `${base}/Delete`,
      {
        schema: {
          tags,
          summary: 'Delete when no article uses it (409 otherwise)',
          body: idBodySchema,
          response: { 200: okEnvelopeSchema },
        },
      },
      async (request) => {
        await service.remove(requireActor(request), request.body.id, request.ip);
        return ok(t(request.lang, 'success.deleted'));
      },
    );
  }

  // ---------- articles ----------
  const tags = ['Magazine admin: articles'];
  app.post(
    '/manager/article/GetAll',
    {
      schema: {
        tags,
        summary: 'Every article (drafts, scheduled, published, hidden), paged and sorted in SQL',
        description: 'Filters: `categoryId`, `language`, `isPublished`, `isVisible`; `search` matches title, summary, body, tags and slug.',
        body: articleAdminListRequestSchema,
        response: { 200: listEnvelope(articleAdminListItemSchema) },
      },
    },
    async (request) => {
      const { items, total } = await articles.list(requireActor(request), request.body);
      return list(items, total, request.body);
    },
  );
  app.get(
    '/manager/article/Get/:id',
    {
      schema: {
        tags,
        summary: 'One article for the editor, with its tags and attachments',
        params: idParamSchema,
        response: { 200: singleEnvelope(articleAdminDetailsSchema) },
      },
    },
    async (request) => single(await articles.get(requireActor(request), request.params.id)),
  );
  app.post(
    '/manager/article/Create',
    {
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Add a draft article (body cleaned with the allow-list); then upload its cover',
        body: articleInputSchema,
        response: { 200: createEnvelopeSchema },
      },
    },
    async (request) => created(await articles.create(requireActor(request), request.body, request.ip), t(request.lang, 'success.created')),
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
  app.post(
    '/manager/article/Publish',
    {
      schema: {
        tags,
        summary: 'Publish now (no publishDate) or at publishDate (a future instant schedules it)',
        body: articlePublishSchema,
        response: { 200: okEnvelopeSchema },
      },
    },
    async (request) => {
      const state = await articles.publish(requireActor(request), request.body.id, request.body.publishDate, request.ip);
      return ok(t(request.lang, state === 'scheduled' ? 'magazineAdmin.scheduled' : 'magazineAdmin.published'));
    },
  );
  app.post(
    '/manager/article/Unpublish',
    {
      schema: {
        tags,
        summary: 'Back to draft (not in the spec: the list’s published filter needs a way back)',
        body: idBodySchema,
        response: { 200: okEnvelopeSchema },
      },
    },
    async (request) => {
      await articles.unpublish(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'magazineAdmin.unpublished'));
    },
  );
  app.post(
    '/manager/article/SetPublishDate',
    {
      schema: {
        tags,
        summary: 'Change the publish date (the published state stays as it is)',
        body: articleSetPublishDateSchema,
        response: { 200: okEnvelopeSchema },
      },
    },
    async (request) => {
      await articles.setPublishDate(requireActor(request), request.body.id, request.body.publishDate, request.ip);
      return ok(t(request.lang, 'magazineAdmin.publishDateSet'));
    },
  );
  app.post(
    '/manager/article/ToggleVisible',
    { schema: { tags, summary: 'Show or hide the article on the site', body: idBodySchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await articles.toggleVisible(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'magazineAdmin.visibilityChanged'));
    },
  );
  app.post(
    '/manager/article/Delete',
    {
      schema: {
        tags,
        summary: 'Delete the article with its tags, attachments and backlinks',
        body: idBodySchema,
        response: { 200: okEnvelopeSchema },
      },
    },
    async (request) => {
      await articles.remove(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'success.deleted'));
    },
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
  app.post(
    '/manager/articleAttachment/Delete',
    {
      schema: {
        tags: fileTags,
        summary: 'Remove an attachment (not in the spec)',
        body: idBodySchema,
        response: { 200: okEnvelopeSchema },
      },
    },
    async (request) => {
      await articles.removeAttachment(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'success.deleted'));
    },
  );

  // ---------- backlinks ----------
  const linkTags = ['Magazine admin: backlinks'];
  app.post(
    '/manager/articleBackLink/GetAll',
    {
      schema: {
        tags: linkTags,
        summary: 'An article’s backlinks, in order',
        body: backlinkListRequestSchema,
        response: { 200: listEnvelope(backlinkItemSchema) },
      },
    },
    async (request) => {
      const { items, total } = await articles.listBacklinks(requireActor(request), request.body);
      return list(items, total, request.body);
    },
  );
  app.get(
    '/manager/articleBackLink/GetById/:id',
    { schema: { tags: linkTags, summary: 'One backlink', params: idParamSchema, response: { 200: singleEnvelope(backlinkItemSchema) } } },
    async (request) => single(await articles.getBacklink(requireActor(request), request.params.id)),
  );
  app.post(
    '/manager/articleBackLink/Create',
    {
      schema: {
        tags: linkTags,
        summary: 'Add a backlink (http or https address)',
        body: backlinkInputSchema,
        response: { 200: createEnvelopeSchema },
      },
    },
    async (request) =>
      created(await articles.createBacklink(requireActor(request), request.body, request.ip), t(request.lang, 'success.created')),
  );
  app.post(
    '/manager/articleBackLink/Update',
    { schema: { tags: linkTags, summary: 'Edit a backlink', body: backlinkUpdateSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await articles.updateBacklink(requireActor(request), request.body, request.ip);
      return ok(t(request.lang, 'success.updated'));
    },
  );
  app.post(
    '/manager/articleBackLink/Delete',
    { schema: { tags: linkTags, summary: 'Delete a backlink', body: idBodySchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await articles.removeBacklink(requireActor(request), request.body.id, request.ip);
      return ok(t(request.lang, 'success.deleted'));
    },
  );
};
