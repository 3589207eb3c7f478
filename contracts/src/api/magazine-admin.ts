import { z } from 'zod';
import { createEnvelopeSchema, idParamSchema, listEnvelope, okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
import {
  articleAdminDetailsSchema,
  articleAdminListItemSchema,
  articleAdminListRequestSchema,
  articleInputSchema,
  articlePublishSchema,
  articleSetPublishDateSchema,
  articleUpdateSchema,
  articleVersionSchema,
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
  imageUploadResultSchema,
  tagInputSchema,
  tagItemSchema,
  tagUpdateSchema,
  taxonomyListRequestSchema,
} from '../site/admin-magazine.ts';
import { flatRoutes } from './content-admin.ts';
import { crudContract } from './crud.ts';
import { defineRoute } from './route.ts';

const taxonomySummaries = {
  list: 'List, searched (ی/ک and digits normalised) and paged',
  get: 'One item with the number of articles using it',
  create: 'Add (an empty slug is made from the title)',
  update: 'Edit',
  toggle: 'Activate or deactivate',
  remove: 'Delete when no article uses it (409 otherwise)',
};
const taxonomyPaths = { get: 'GetById/:id', create: 'Create', toggle: 'ToggleActivity' };

const articleTags = ['Magazine admin: articles'];
const article = '/manager/article';

/** An article's calls (`manager/article/*`) and its attachments' (`manager/articleAttachment/*`). */
const articleCalls = {
  list: defineRoute({
    method: 'POST',
    path: `${article}/GetAll`,
    access: 'content.manage',
    tags: articleTags,
    summary: 'Every article (drafts, scheduled, published, hidden), paged and sorted in SQL',
    description: 'Filters: `categoryId`, `language`, `isPublished`, `isVisible`; `search` matches title, summary, body, tags and slug.',
    body: articleAdminListRequestSchema,
    response: listEnvelope(articleAdminListItemSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: `${article}/Get/:id`,
    access: 'content.manage',
    tags: articleTags,
    summary: 'One article for the editor, with its tags and attachments',
    params: idParamSchema,
    response: singleEnvelope(articleAdminDetailsSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${article}/Create`,
    access: 'content.manage',
    tags: articleTags,
    summary: 'Add a draft article (body cleaned with the allow-list); then upload its cover',
    body: articleInputSchema,
    response: createEnvelopeSchema,
  }),
  update: defineRoute({
    method: 'POST',
    path: `${article}/Update`,
    access: 'content.manage',
    tags: articleTags,
    summary: 'Edit an article; 409 when it was saved elsewhere since the `updatedAt` sent',
    body: articleUpdateSchema,
    response: singleEnvelope(articleVersionSchema),
  }),
  uploadCover: defineRoute({
    method: 'POST',
    path: `${article}/UploadCover`,
    access: 'content.manage',
    tags: articleTags,
    summary:
      'Upload the cover (multipart: id, file: JPEG, PNG or WebP up to 5 MB; stored as 1200×630 and 640×336 WebP and a 1200×630 JPEG)',
    upload: { fields: coverUploadFieldsSchema },
    response: singleEnvelope(coverUploadResultSchema),
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: `${article}/UploadImage`,
    access: 'content.manage',
    tags: articleTags,
    summary: 'Upload a picture for an article body (multipart: file: JPEG, PNG or WebP up to 5 MB; stored as WebP); answers its address',
    upload: { fields: z.object({}) },
    response: singleEnvelope(imageUploadResultSchema),
  }),
  publish: defineRoute({
    method: 'POST',
    path: `${article}/Publish`,
    access: 'content.manage',
    tags: articleTags,
    summary: 'Publish now (no publishDate) or at publishDate (a future instant schedules it)',
    body: articlePublishSchema,
    response: okEnvelopeSchema,
  }),
  unpublish: defineRoute({
    method: 'POST',
    path: `${article}/Unpublish`,
    access: 'content.manage',
    tags: articleTags,
    summary: 'Back to draft (not in the spec: the list’s published filter needs a way back)',
    body: idBodySchema,
    response: okEnvelopeSchema,
  }),
  setPublishDate: defineRoute({
    method: 'POST',
    path: `${article}/SetPublishDate`,
    access: 'content.manage',
    tags: articleTags,
    summary: 'Change the publish date (the published state stays as it is)',
    body: articleSetPublishDateSchema,
    response: okEnvelopeSchema,
  }),
  toggleVisible: defineRoute({
    method: 'POST',
    path: `${article}/ToggleVisible`,
    access: 'content.manage',
    tags: articleTags,
    summary: 'Show or hide the article on the site',
    body: idBodySchema,
    response: okEnvelopeSchema,
  }),
  remove: defineRoute({
    method: 'POST',
    path: `${article}/Delete`,
    access: 'content.manage',
    tags: articleTags,
    summary: 'Delete the article with its tags, attachments and backlinks',
    body: idBodySchema,
    response: okEnvelopeSchema,
  }),
  uploadAttachment: defineRoute({
    method: 'POST',
    path: '/manager/articleAttachment/Upload',
    access: 'content.manage',
    tags: ['Magazine admin: attachments'],
    summary:
      'Attach a file to an article (multipart: articleId, title, file: PDF, DOCX, XLSX, PPTX or ZIP up to 20 MB, checked by content)',
    upload: { fields: attachmentUploadFieldsSchema },
    response: createEnvelopeSchema,
  }),
  removeAttachment: defineRoute({
    method: 'POST',
    path: '/manager/articleAttachment/Delete',
    access: 'content.manage',
    tags: ['Magazine admin: attachments'],
    summary: 'Remove an attachment (not in the spec)',
    body: idBodySchema,
    response: okEnvelopeSchema,
  }),
};

/**
 * The magazine admin (issue 4, seed spec §7): categories and tags (the same six calls each), articles
 * with their cover, body pictures and attachments, and an article's backlinks.
 */
export const magazineAdminContract = {
  category: crudContract({
    base: '/manager/articleCategory',
    access: 'content.manage',
    tag: 'Magazine admin: categories',
    noun: 'Category',
    listSchema: taxonomyListRequestSchema,
    inputSchema: categoryInputSchema,
    updateSchema: categoryUpdateSchema,
    itemSchema: categoryItemSchema,
    toggle: true,
    paths: taxonomyPaths,
    summaries: taxonomySummaries,
  }),
  tag: crudContract({
    base: '/manager/tag',
    access: 'content.manage',
    tag: 'Magazine admin: tags',
    noun: 'Tag',
    listSchema: taxonomyListRequestSchema,
    inputSchema: tagInputSchema,
    updateSchema: tagUpdateSchema,
    itemSchema: tagItemSchema,
    toggle: true,
    paths: taxonomyPaths,
    summaries: taxonomySummaries,
  }),
  article: articleCalls,
  backlink: crudContract({
    base: '/manager/articleBackLink',
    access: 'content.manage',
    tag: 'Magazine admin: backlinks',
    noun: 'Backlink',
    listSchema: backlinkListRequestSchema,
    inputSchema: backlinkInputSchema,
    updateSchema: backlinkUpdateSchema,
    itemSchema: backlinkItemSchema,
    toggle: false,
    paths: { get: 'GetById/:id', create: 'Create' },
    summaries: {
      list: 'An article’s backlinks, in order',
      get: 'One backlink',
      create: 'Add a backlink (http or https address)',
      update: 'Edit a backlink',
      remove: 'Delete a backlink',
    },
  }),
};

/** Every call of the magazine admin in one flat table (`category.list`, …), for the contract's index. */
export const magazineAdminRoutes = flatRoutes(magazineAdminContract);
