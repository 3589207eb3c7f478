import { z } from 'zod';
import { listEnvelope, singleEnvelope } from '../envelopes.ts';
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
  relatedArticlesRequestSchema,
} from '../site/magazine.ts';
import { defineRoute } from './route.ts';

const tags = ['Magazine'];
const cardList = listEnvelope(articleCardSchema);
const ref = 'The article’s slug (its public address /blogs/details/{slug}) or its uuid.';

/** user/Tag/GetTags?count= (the magazine's tag filter). */
export const tagsQuerySchema = z.object({ count: z.coerce.number().int().min(1).max(50).default(20) });

/** The spec's public magazine calls (§7), read-only, in the caller's language (`user/article/*`, …). */
export const magazineContract = {
  list: defineRoute({
    method: 'POST',
    path: '/user/article/GetAll',
    access: 'public',
    tags,
    summary: 'The magazine: published, visible articles of the caller’s language, newest first, paged',
    description:
      'Filters: `category` and `tag` (slugs), `search` (title, summary, body and tags; ي/ك and Persian/Latin digits match alike), `publishedBefore` (the archive).',
    body: articleListRequestSchema,
    response: cardList,
  }),
  related: defineRoute({
    method: 'POST',
    path: '/user/article/GetArticles',
    access: 'public',
    tags,
    summary: 'The articles most related to one article (same category, shared tags), best first',
    description: `\`articleId\`: ${ref}`,
    body: relatedArticlesRequestSchema,
    response: cardList,
  }),
  headings: defineRoute({
    method: 'GET',
    path: '/user/article/getArticleIndex/:id',
    access: 'public',
    tags,
    summary: 'An article’s index: the headings of its body (table of contents) with their anchors',
    description: `\`{id}\`: ${ref}`,
    params: articleRefSchema,
    response: singleEnvelope(z.array(articleIndexEntrySchema)),
  }),
  details: defineRoute({
    method: 'GET',
    path: '/user/article/GetArticleDetails/:id',
    access: 'public',
    tags,
    summary: 'One public article with its tags, files (offered by e-mail), backlinks; counts one view per visitor per day',
    description: `\`{id}\`: ${ref} Unpublished, hidden or future-dated articles answer 404.`,
    params: articleRefSchema,
    response: singleEnvelope(articleDetailsSchema),
  }),
  lead: defineRoute({
    method: 'GET',
    path: '/user/article/GetSingleIndex',
    access: 'public',
    tags,
    summary: 'The magazine’s lead story: the most read article of the last 90 days (else the newest)',
    response: singleEnvelope(articleCardSchema),
  }),
  latest: defineRoute({
    method: 'GET',
    path: '/user/article/GetLatestArticles',
    access: 'public',
    tags,
    summary: 'The newest public articles of the caller’s language',
    description: '`count` 1–12 (default 3); `exclude`: an article (slug or uuid) to leave out.',
    query: latestArticlesQuerySchema,
    response: singleEnvelope(z.array(articleCardSchema)),
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/user/ArticleCategory/GetCategories',
    access: 'public',
    tags,
    summary: 'Active categories, named in the caller’s language, with their number of public articles',
    response: singleEnvelope(z.array(articleCategorySchema)),
  }),
  tags: defineRoute({
    method: 'GET',
    path: '/user/Tag/GetTags',
    access: 'public',
    tags,
    summary: 'Tags used by public articles of the caller’s language, most used first (not in the spec: the tag filter needs it)',
    query: tagsQuerySchema,
    response: singleEnvelope(z.array(articleTagSchema)),
  }),
  backlinks: defineRoute({
    method: 'GET',
    path: '/user/ArticleBackLink/GetArticleBackLinks/:id',
    access: 'public',
    tags,
    summary: 'The links an article cites or recommends',
    description: `\`{id}\`: ${ref}`,
    params: articleRefSchema,
    response: singleEnvelope(z.array(articleBacklinkSchema)),
  }),
};
