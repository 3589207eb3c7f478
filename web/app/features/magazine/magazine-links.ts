export interface MagazineFilters {
  q?: string;
  category?: string;
  tag?: string;
}

/** `/blogs` (or the archive) with the given filters and page; page 1 and empty filters are left out. */
export function magazineHref(path: string, filters: MagazineFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.tag) params.set('tag', filters.tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}`;
}

export function articlePath(slug: string): string {
  return `/blogs/details/${slug}`;
}
