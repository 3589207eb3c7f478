import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleBacklinkSchema,
  articleCardSchema,
  articleCategorySchema,
  articleDetailsSchema,
  articleIndexEntrySchema,
  articleListRequestSchema,
  articleRefSchema,
  articleTagSchema,
  latestArticlesQuerySchema,
  listEnvelope,
  relatedArticlesRequestSchema,
  singleEnvelope,
} from '@rira/contracts';
import { list, single } from '../../http/envelopes.ts';
import { MagazineService, type Visitor } from './magazine.service.ts';

const tags = ['Magazine'];
const cardList = listEnvelope(articleCardSchema);
const refParams = articleRefSchema;
const ref = 'The article’s slug (its public address /blogs/details/{slug}) or its uuid.';

function visitorOf(request: FastifyRequest): Visitor {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** The spec's public magazine calls (§7), read-only, in the caller's language. */
export const magazineRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const magazine = new MagazineService(app);

  app.post(
    '/user/article/GetAll',
    {
      schema: {
        tags,
        summary: 'The magazine: published, visible articles of the caller’s language, newest first, paged',
        description:
          'Filters: `category` and `tag` (slugs), `search` (title, summary, body and tags; ي/ك and Persian/Latin digits match alike), `publishedBefore` (the archive).',
        body: articleListRequestSchema,
        response: { 200: cardList },
      },
    },
    async (request) => {
      const { items, total } = await magazine.list(request.body, request.lang);
      return list(items, total, request.body);
    },
  );

  app.post(
    '/user/article/GetArticles',
    {
      schema: {
        tags,
        summary: 'The articles most related to one article (same category, shared tags), best first',
        description: `\`articleId\`: ${ref}`,
        body: relatedArticlesRequestSchema,
        response: { 200: cardList },
      },
    },
    async (request) => {
      const items = await magazine.related(request.body.articleId, request.body.count);
      return list(items, items.length, { pageIndex: 1, pageSize: request.body.count });
    },
  );

  app.get(
    '/user/article/getArticleIndex/:id',
    {
      schema: {
        tags,
        summary: 'An article’s index: the headings of its body (table of contents) with their anchors',
        description: `\`{id}\`: ${ref}`,
        params: refParams,
        response: { 200: singleEnvelope(z.array(articleIndexEntrySchema)) },
      },
    },
    async (request) => single(await magazine.index(request.params.id)),
  );

  app.get(
    '/user/article/GetArticleDetails/:id',
    {
      schema: {
        tags,
        summary: 'One public article with its tags, files (offered by e-mail), backlinks; counts one view per visitor per day',
        description: `\`{id}\`: ${ref} Unpublished, hidden or future-dated articles answer 404.`,
        params: refParams,
        response: { 200: singleEnvelope(articleDetailsSchema) },
      },
    },
    async (request) => single(await magazine.details(request.params.id, visitorOf(request))),
  );

  app.get(
    '/user/article/GetSingleIndex',
    {
      schema: {
        tags,
        summary: 'The magazine’s lead story: the most read article of the last 90 days (else the newest)',
        response: { 200: singleEnvelope(articleCardSchema) },
      },
    },
    async (request) => single(await magazine.lead(request.lang)),
  );

  app.get(
    '/user/article/GetLatestArticles',
    {
      schema: {
        tags,
        summary: 'The newest public articles of the caller’s language',
        description: '`count` 1–12 (default 3); `exclude`: an article (slug or uuid) to leave out.',
        querystring: latestArticlesQuerySchema,
        response: { 200: singleEnvelope(z.array(articleCardSchema)) },
      },
    },
    async (request) => single(await magazine.latest(request.lang, request.query.count, request.query.exclude)),
  );

  app.get(
    '/user/ArticleCategory/GetCategories',
    {
      schema: {
        tags,
        summary: 'Active categories, named in the caller’s language, with their number of public articles',
        response: { 200: singleEnvelope(z.array(articleCategorySchema)) },
      },
    },
    async (request) => single(await magazine.categories(request.lang)),
  );

  app.get(
    '/user/Tag/GetTags',
    {
      schema: {
        tags,
        summary: 'Tags used by public articles of the caller’s language, most used first (not in the spec: the tag filter needs it)',
        querystring: z.object({ count: z.coerce.number().int().min(1).max(50).default(20) }),
        response: { 200: singleEnvelope(z.array(articleTagSchema)) },
      },
    },
    async (request) => single(await magazine.tags(request.lang, request.query.count)),
  );

  app.get(
    '/user/ArticleBackLink/GetArticleBackLinks/:id',
    {
      schema: {
        tags,
        summary: 'The links an article cites or recommends',
        description: `\`{id}\`: ${ref}`,
        params: refParams,
        response: { 200: singleEnvelope(z.array(articleBacklinkSchema)) },
      },
    },
    async (request) => single(await magazine.backlinks(request.params.id)),
  );
};
