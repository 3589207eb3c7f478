import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ArticleForm } from './article-form.tsx';
import { articleApi, magazineAdminKeys } from './magazine-admin-api.ts';

/** /admin/articles/new and /admin/articles/edit/{id}. */
export function ArticleEditorPage({ articleId }: { articleId: string | null }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: magazineAdminKeys.article(articleId ?? 'new'),
    queryFn: ({ signal }) => articleApi.get(articleId!, signal),
    enabled: articleId !== null,
  });
  if (articleId === null) return <ArticleForm article={null} onReload={() => undefined} />;
  if (query.isPending) return <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>;
  if (!query.data) return <EmptyState title={t('errors.notFound')} />;
  // A new version (after a save or a reload) starts the form afresh from it.
  return <ArticleForm key={query.data.updatedAt} article={query.data} onReload={() => void query.refetch()} />;
}
