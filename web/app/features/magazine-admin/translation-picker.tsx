import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ArticleAdminDetails } from '@rira/contracts/site/admin-magazine';
import { Select } from '../../components/ui/select.tsx';
import { directionOf } from '../../lib/language.ts';
import { articleApi, magazineAdminKeys } from './magazine-admin-api.ts';
import type { LanguageCode } from '@rira/contracts/language';

export interface TranslationPickerProps {
  id: string;
  describedBy?: string;
  invalid?: boolean;
  /** The edited article (null: a new one): it is left out of the choices. */
  articleId: string | null;
  /** The language chosen for the article: its translation is in the other one. */
  language: LanguageCode;
  /** The article's linked translation as loaded, shown even when the list does not hold it. */
  current: ArticleAdminDetails['translation'];
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur?: () => void;
}

/**
 * The article in the other language this one is a translation of (docs/decisions/014): the
 * other language's articles, in any state, by title. Each option keeps its own language and
 * direction.
 */
export function TranslationPicker({
  id,
  describedBy,
  invalid,
  articleId,
  language,
  current,
  value,
  onChange,
  onBlur,
}: TranslationPickerProps) {
  const { t } = useTranslation();
  const other = language === 'fa' ? 'en' : 'fa';
  const request = { language: other, sort: 'title', direction: 'asc', pageIndex: 1, pageSize: 100 } as const;
  const list = useQuery({ queryKey: magazineAdminKeys.articles(request), queryFn: ({ signal }) => articleApi.list(request, signal) });
  const choices = (list.data?.data ?? [])
    .filter((a) => a.id !== articleId)
    .map((a) => ({ id: a.id, title: a.title, language: a.language }));
  if (current && current.language === other && !choices.some((c) => c.id === current.id)) choices.unshift(current);
  return (
    <Select
      id={id}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      onBlur={onBlur}
    >
      <option value="">{t('articlesAdmin.form.noTranslation')}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id} lang={choice.language} dir={directionOf(choice.language)}>
          {choice.title}
        </option>
      ))}
    </Select>
  );
}
