import type { LanguageCode } from '@rira/contracts/language';
import type { ArticleDetails } from '@rira/contracts/site/magazine';
import { localizePath } from '../../lib/localized-path.ts';
import type { LanguageSwitchHandle } from '../../lib/switch-target.ts';
import { articlePath } from './magazine-links.ts';

/**
 * Where an article page's language switch goes (docs/decisions/014): its translation when it has a
 * public one in that language, the article itself when it is written in that language, else the
 * magazine in that language. Never the same article inside the other language's layout.
 */
export function articleSwitchTarget(article: Pick<ArticleDetails, 'slug' | 'language' | 'translation'>, next: LanguageCode): string {
  if (article.translation?.language === next) return localizePath(articlePath(article.translation.slug), next);
  if (article.language === next) return localizePath(articlePath(article.slug), next);
  return localizePath('/blogs', next);
}

/** The article route's `handle`: the switch asks it with the route's loader data. */
export const articleLanguageSwitch: LanguageSwitchHandle = {
  switchTarget: (data, next) => {
    const article = (data as { article?: ArticleDetails } | undefined)?.article;
    return article ? articleSwitchTarget(article, next) : null;
  },
};
