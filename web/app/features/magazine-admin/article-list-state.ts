import { ARTICLE_SORT_FIELDS, type ArticleAdminListRequest } from '@rira/contracts/site/admin-magazine';
import { defineList, flagOf, listParam, type ListStateOf } from '../../lib/list-state.ts';

/** The articles table's address: ?page=2&size=25&sort=title&dir=asc&q=…&category=…&published=yes&visible=no. */
export const articleList = defineList({
  sort: { fields: ARTICLE_SORT_FIELDS, default: 'updatedAt', direction: 'desc' },
  filters: {
    categoryId: listParam.id(),
    published: listParam.oneOf(['yes', 'no']),
    visible: listParam.oneOf(['yes', 'no']),
  },
  names: { categoryId: 'category' },
});
export type ArticleListState = ListStateOf<typeof articleList>;

export function buildArticleListRequest(state: ArticleListState): ArticleAdminListRequest {
  return articleList.request(state, {
    categoryId: state.categoryId,
    isPublished: flagOf(state.published),
    isVisible: flagOf(state.visible),
  });
}
