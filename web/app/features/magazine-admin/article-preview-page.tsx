import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ArticleDetails, ArticleIndexEntry } from '@rira/contracts/site/magazine';
import type { ArticleAdminDetails, BacklinkItem } from '@rira/contracts/site/admin-magazine';
import { stripHtml } from '@rira/contracts/html-text';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ArticlePage } from '../magazine/article-page.tsx';
import { STATE_TONE } from './article-state-tone.ts';
import { articleApi, backlinkApi, magazineAdminKeys } from './magazine-admin-api.ts';

const HEADING = /<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;

/** The body's numbered headings, as the public page's table of contents lists them. */
export function headingsOf(html: string): ArticleIndexEntry[] {
  const entries: ArticleIndexEntry[] = [];
  for (const match of html.matchAll(HEADING)) {
    const title = stripHtml(match[3]!)
      .replace(/&nbsp;/g, ' ')
      .trim();
    entries.push({ anchor: match[2]!, title, level: Number(match[1]) });
  }
  return entries;
}

/** The admin's article in the shape the public article page renders. */
export function toPublicDetails(article: ArticleAdminDetails, backlinks: BacklinkItem[]): ArticleDetails {
  return {
    id: article.id,
    slug: article.slug,
    language: article.language,
    title: article.title,
    summary: article.summary,
    cover: article.cover
      ? { url: article.cover.url, smallUrl: article.cover.smallUrl, alt: article.coverAlt ?? '', width: 1200, height: 630 }
      : null,
    category: { id: article.categoryId, slug: article.categorySlug, title: article.categoryTitle },
    publishDate: article.publishDate ?? article.updatedAt,
    viewCount: article.viewCount,
    readingMinutes: article.readingMinutes,
    body: article.body,
    tags: article.tags,
    attachments: article.attachments.map(({ id, title, fileName, mimeType, sizeBytes }) => ({ id, title, fileName, mimeType, sizeBytes })),
    backlinks: backlinks.map(({ id, title, url }) => ({ id, title, url })),
    shareImageUrl: article.cover?.shareUrl ?? null,
    translation: article.translation
      ? { slug: article.translation.slug, title: article.translation.title, language: article.translation.language }
      : null,
    updatedAt: article.updatedAt,
  };
}

/** /admin/articles/view/{id}: the article exactly as the public page renders it, whatever its state. */
export function ArticlePreviewPage({ articleId }: { articleId: string }) {
  const { t } = useTranslation();
  const article = useQuery({ queryKey: magazineAdminKeys.article(articleId), queryFn: ({ signal }) => articleApi.get(articleId, signal) });
  const backlinks = useQuery({
    queryKey: magazineAdminKeys.backlinks(articleId),
    queryFn: ({ signal }) => backlinkApi.list(articleId, signal),
  });
  if (article.isPending || backlinks.isPending) return <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>;
  if (!article.data) return <EmptyState title={t('errors.notFound')} />;
  const details = toPublicDetails(article.data, backlinks.data?.data ?? []);
  return (
    <div className="flex flex-col gap-4">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{t('articlesAdmin.view.title')}</span>
          <Badge tone={STATE_TONE[article.data.state]}>{t(`articlesAdmin.state.${article.data.state}`)}</Badge>
          {article.data.isVisible ? null : <Badge tone="danger">{t('articlesAdmin.visible.hidden')}</Badge>}
        </p>
        <Button asChild variant="secondary" size="sm">
          <Link to={`/admin/articles/edit/${articleId}`}>
            <Pencil aria-hidden className="size-4" />
            {t('articlesAdmin.view.edit')}
          </Link>
        </Button>
      </div>
      <div className="-mx-4 bg-page lg:-mx-6">
        <ArticlePage article={details} index={headingsOf(details.body)} related={[]} latest={[]} preview />
      </div>
    </div>
  );
}
