import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { localDigits } from '../../lib/digits.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';
import { LocalLink } from '../../components/language/local-link.tsx';

/** Page numbers to show: the first, the last and two either side of the current one, with gaps. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/**
 * Plain links to every page of a list (?page=N): what crawlers follow, and a way through the list
 * without infinite scroll.
 */
export function Pagination({ page, totalPages, hrefOf }: { page: number; totalPages: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  const lang = useLangFromContext();
  if (totalPages <= 1) return null;
  const link = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 font-medium';
  const Previous = lang === 'fa' ? ChevronRight : ChevronLeft;
  const Next = lang === 'fa' ? ChevronLeft : ChevronRight;
  return (
    <nav aria-label={t('magazine.pagination.label')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <LocalLink to={hrefOf(page - 1)} rel="prev" className={cn(link, 'text-primary-700 hover:bg-primary-50')}>
              <Previous aria-hidden className="size-4" />
              {t('magazine.pagination.previous')}
            </LocalLink>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <LocalLink
                to={hrefOf(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('magazine.pagination.page', { value: localDigits(p, lang) })}
                className={cn(link, p === page ? 'bg-primary-700 text-white' : 'text-ink hover:bg-primary-50')}
              >
                {localDigits(p, lang)}
              </LocalLink>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <LocalLink to={hrefOf(page + 1)} rel="next" className={cn(link, 'text-primary-700 hover:bg-primary-50')}>
              {t('magazine.pagination.next')}
              <Next aria-hidden className="size-4" />
            </LocalLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
